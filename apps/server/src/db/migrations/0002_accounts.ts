import type { Kysely } from 'kysely';
import { bigIntType, notNull, withId } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  const time = bigIntType(db);

  // Per-site overrides of the registration form rules (JSON); null means the defaults.
  await db.schema.alterTable('merchants').addColumn('registration_rules', 'text').execute();

  await withId(db, db.schema.createTable('members'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    // Stored lower-cased, so uniqueness per site ignores case.
    .addColumn('username', 'text', notNull)
    .addColumn('password_hash', 'text', notNull)
    .addColumn('payment_password_hash', 'text')
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('upline_id', 'integer', (c) => c.references('members.id'))
    .addColumn('nickname', 'text')
    .addColumn('email', 'text')
    .addColumn('dialing_code', 'text')
    .addColumn('mobile', 'text')
    .addColumn('payee_name', 'text')
    .addColumn('id_number', 'text')
    .addColumn('qq', 'text')
    .addColumn('facebook', 'text')
    .addColumn('wechat', 'text')
    .addColumn('line', 'text')
    .addColumn('whatsapp', 'text')
    .addColumn('zalo', 'text')
    .addColumn('affiliate_code', 'text')
    .addColumn('referred_by_code', 'text')
    .addColumn('recommender_id', 'text')
    .addColumn('register_method', 'text')
    .addColumn('register_url', 'text')
    .addColumn('vip_level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('first_login_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', time, notNull)
    .addColumn('last_login_at', time)
    .addUniqueConstraint('members_username_unique', ['merchant_id', 'username'])
    // NULLs never collide in a unique index (both dialects), so only set mobiles are unique.
    .addUniqueConstraint('members_mobile_unique', ['merchant_id', 'dialing_code', 'mobile'])
    .addUniqueConstraint('members_affiliate_unique', ['merchant_id', 'affiliate_code'])
    .execute();
  await db.schema.createIndex('members_upline').on('members').column('upline_id').execute();

  await withId(db, db.schema.createTable('sessions'))
    // sha256 of the token: a leaked table gives no usable token.
    .addColumn('token_hash', 'text', notNull)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('device_id', 'text', notNull)
    .addColumn('ip', 'text', notNull)
    .addColumn('created_at', time, notNull)
    .addColumn('last_seen_at', time, notNull)
    .addColumn('idle_expires_at', time, notNull)
    .addColumn('absolute_expires_at', time, notNull)
    .addColumn('ended_at', time)
    .addUniqueConstraint('sessions_token_unique', ['token_hash'])
    .execute();
  await db.schema.createIndex('sessions_member').on('sessions').column('member_id').execute();

  // account_key is the lower-cased name or mobile as typed, so unknown accounts are counted
  // (and locked) exactly like real ones and the answers never tell them apart.
  await withId(db, db.schema.createTable('login_failures'))
    .addColumn('merchant_id', 'integer', notNull)
    .addColumn('account_key', 'text', notNull)
    .addColumn('client_key', 'text', notNull)
    .addColumn('member_id', 'integer')
    .addColumn('created_at', time, notNull)
    .execute();
  await db.schema
    .createIndex('login_failures_account')
    .on('login_failures')
    .columns(['merchant_id', 'account_key', 'created_at'])
    .execute();
  await db.schema
    .createIndex('login_failures_client')
    .on('login_failures')
    .columns(['merchant_id', 'client_key', 'created_at'])
    .execute();
  await db.schema
    .createIndex('login_failures_created')
    .on('login_failures')
    .column('created_at')
    .execute();

  // The primary key makes a second insert of a nonce fail, in every process at once.
  await db.schema
    .createTable('request_nonces')
    .addColumn('nonce', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', time, notNull)
    .execute();
  await db.schema
    .createIndex('request_nonces_expires')
    .on('request_nonces')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('captchas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code_hash', 'text', notNull)
    .addColumn('created_at', time, notNull)
    .addColumn('expires_at', time, notNull)
    .addColumn('used_at', time)
    .execute();
  await db.schema.createIndex('captchas_expires').on('captchas').column('expires_at').execute();

  // One shared key pair, so any process can decrypt what a client encrypted for another.
  // The private key is stored as plain PKCS#8 PEM: production should wrap it with a KMS key.
  await db.schema
    .createTable('server_keys')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('key_id', 'text', notNull)
    .addColumn('public_key', 'text', notNull)
    .addColumn('private_key', 'text', notNull)
    .addColumn('created_at', time, notNull)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['server_keys', 'captchas', 'request_nonces', 'login_failures']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('members').execute();
  await db.schema.alterTable('merchants').dropColumn('registration_rules').execute();
}
