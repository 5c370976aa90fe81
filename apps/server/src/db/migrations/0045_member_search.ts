import { type Kysely, sql } from 'kysely';
import { bigIntType, isPostgres } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/**
 * The back office's member search reads an index for every kind (name, mobile, e-mail, the
 * addresses and devices members signed in from), and an operator's lock keeps its reason.
 */
export async function up(db: AnyDb): Promise<void> {
  const time = bigIntType(db);
  await db.schema.alterTable('members').addColumn('lock_reason', 'text').execute();
  await db.schema.alterTable('members').addColumn('locked_at', time).execute();

  // A name's beginning, read in name order: PostgreSQL's LIKE 'x%' reads a btree (and its
  // order) only in the C collation whatever the database's; SQLite's GLOB 'x*' reads the
  // (merchant_id, username) one.
  if (isPostgres(db)) {
    await sql`create index members_username_prefix on members (merchant_id, (username collate "C"))`.execute(
      db,
    );
  }
  await db.schema
    .createIndex('members_mobile_number')
    .on('members')
    .columns(['merchant_id', 'mobile'])
    .execute();
  await db.schema
    .createIndex('members_unverified_number')
    .on('members')
    .columns(['merchant_id', 'unverified_mobile'])
    .execute();
  await db.schema
    .createIndex('members_email_lower')
    .on('members')
    .expression(sql`merchant_id, lower(email)`)
    .execute();
  await db.schema
    .createIndex('sessions_site_ip')
    .on('sessions')
    .columns(['merchant_id', 'ip', 'member_id'])
    .execute();
  await db.schema
    .createIndex('sessions_site_device')
    .on('sessions')
    .columns(['merchant_id', 'device_id', 'member_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('sessions_site_device').execute();
  await db.schema.dropIndex('sessions_site_ip').execute();
  await db.schema.dropIndex('members_email_lower').execute();
  await db.schema.dropIndex('members_unverified_number').execute();
  await db.schema.dropIndex('members_mobile_number').execute();
  if (isPostgres(db)) await db.schema.dropIndex('members_username_prefix').execute();
  await db.schema.alterTable('members').dropColumn('locked_at').execute();
  await db.schema.alterTable('members').dropColumn('lock_reason').execute();
}
