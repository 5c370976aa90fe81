import { type Kysely, sql } from 'kysely';
import { bigIntType, notNull, withId } from '../migration-helpers.js';

type TimeType = ReturnType<typeof bigIntType>;

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  const time = bigIntType(db);

  // Demo sites expose their outbox so a visitor can read codes; never set on a real site.
  await db.schema
    .alterTable('merchants')
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // JSON { google?: { issuer, clientId, clientSecret }, facebook?: {...} }; '{}' offers none.
  await db.schema
    .alterTable('merchants')
    .addColumn('oidc_config', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  // Lifetime of SMS codes (and the app's countdown); null means the server's default.
  await db.schema.alterTable('merchants').addColumn('sms_code_minutes', 'integer').execute();

  // What the SMS gateway and mailer sent (the default gateways only store it).
  await withId(db, db.schema.createTable('outbox'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('channel', 'text', notNull)
    .addColumn('recipient', 'text', notNull)
    .addColumn('subject', 'text')
    .addColumn('body', 'text', notNull)
    .addColumn('created_at', time, notNull)
    .addCheckConstraint('outbox_channel', sql`channel in ('sms', 'mail')`)
    .execute();
  await db.schema.createIndex('outbox_site').on('outbox').columns(['merchant_id', 'id']).execute();

  // Every code sent stays a row for an hour at least: the per-number and per-IP limits count
  // rows, so every process sees the same counts.
  await withId(db, db.schema.createTable('verification_codes'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('purpose', 'text', notNull)
    .addColumn('target', 'text', notNull)
    .addColumn('code_hash', 'text', notNull)
    .addColumn('expires_at', time, notNull)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', time)
    .addColumn('created_at', time, notNull)
    .addColumn('ip', 'text', notNull)
    .addCheckConstraint(
      'verification_codes_purpose',
      sql`purpose in ('register', 'login', 'reset')`,
    )
    .execute();
  await db.schema
    .createIndex('verification_codes_target')
    .on('verification_codes')
    .columns(['target', 'created_at'])
    .execute();
  await db.schema
    .createIndex('verification_codes_ip')
    .on('verification_codes')
    .columns(['ip', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('password_reset_tokens'))
    // sha256 of the token: the table alone opens no account.
    .addColumn('token_hash', 'text', notNull)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('expires_at', time, notNull)
    .addColumn('used_at', time)
    .addColumn('created_at', time, notNull)
    .addUniqueConstraint('password_reset_tokens_hash', ['token_hash'])
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_member')
    .on('password_reset_tokens')
    .columns(['member_id', 'created_at'])
    .execute();

  await createAnnouncementTables(db, time);
  await createSocialTables(db, time);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
const createAnnouncementTables = async (db: Kysely<any>, time: TimeType) => {
  await withId(db, db.schema.createTable('announcements'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('type', 'text', notNull)
    .addColumn('execution', 'text')
    .addColumn('promotion_type', 'text')
    .addColumn('image_url', 'text')
    .addColumn('link', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', time)
    .addColumn('ends_at', time)
    .addColumn('created_at', time, notNull)
    .addCheckConstraint('announcements_type', sql`type in ('B', 'PL', 'PU', 'H', 'A', 'PR')`)
    .addCheckConstraint(
      'announcements_execution',
      sql`(type = 'PU') = (execution is not null) and (execution is null or execution in ('A', 'B', 'F'))`,
    )
    .execute();
  await db.schema
    .createIndex('announcements_site_type')
    .on('announcements')
    .columns(['merchant_id', 'type', 'sort'])
    .execute();

  await db.schema
    .createTable('announcement_translations')
    .addColumn('announcement_id', 'integer', (c) =>
      c.notNull().references('announcements.id').onDelete('cascade'),
    )
    .addColumn('language', 'text', notNull)
    .addColumn('title', 'text', notNull)
    // HTML as authored; clients sanitize before rendering.
    .addColumn('content', 'text', notNull)
    .addPrimaryKeyConstraint('announcement_translations_pk', ['announcement_id', 'language'])
    .execute();
};

// biome-ignore lint/suspicious/noExplicitAny: see up()
const createSocialTables = async (db: Kysely<any>, time: TimeType) => {
  // One row per authorization request: the state (hashed) finds it, nonce and PKCE verifier
  // stay here and never travel through the browser.
  await withId(db, db.schema.createTable('social_login_states'))
    .addColumn('state_hash', 'text', notNull)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('provider', 'text', notNull)
    .addColumn('nonce', 'text', notNull)
    .addColumn('code_verifier', 'text', notNull)
    .addColumn('redirect_uri', 'text', notNull)
    .addColumn('expires_at', time, notNull)
    .addColumn('used_at', time)
    .addColumn('created_at', time, notNull)
    .addUniqueConstraint('social_login_states_hash', ['state_hash'])
    .execute();

  await withId(db, db.schema.createTable('social_identities'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('provider', 'text', notNull)
    .addColumn('subject', 'text', notNull)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('email', 'text')
    .addColumn('created_at', time, notNull)
    .addUniqueConstraint('social_identities_subject', ['merchant_id', 'provider', 'subject'])
    .execute();

  // The one-time code the app trades for a session after the provider's redirect.
  await withId(db, db.schema.createTable('social_exchange_codes'))
    .addColumn('code_hash', 'text', notNull)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('expires_at', time, notNull)
    .addColumn('used_at', time)
    .addColumn('created_at', time, notNull)
    .addUniqueConstraint('social_exchange_codes_hash', ['code_hash'])
    .execute();
};

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'social_exchange_codes',
    'social_identities',
    'social_login_states',
    'announcement_translations',
    'announcements',
    'password_reset_tokens',
    'verification_codes',
    'outbox',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  for (const column of ['sms_code_minutes', 'oidc_config', 'is_demo']) {
    await db.schema.alterTable('merchants').dropColumn(column).execute();
  }
}
