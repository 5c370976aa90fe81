import type { Kysely } from 'kysely';
import { bigIntType, notNull, withId } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/**
 * Agents' affiliate links: each with its own code, the member type a registration by it gets
 * and a prize group the rates model reads. A code is unique on its site; an agent lists its own.
 */
export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('affiliate_links'))
    .addColumn('merchant_id', 'integer', notNull)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('code', 'text', notNull)
    .addColumn('member_type', 'integer', notNull)
    .addColumn('prize_group', 'integer', notNull)
    .addColumn('created_at', bigIntType(db), notNull)
    .execute();
  await db.schema
    .createIndex('affiliate_links_code')
    .on('affiliate_links')
    .columns(['merchant_id', 'code'])
    .unique()
    .execute();
  await db.schema
    .createIndex('affiliate_links_member')
    .on('affiliate_links')
    .columns(['member_id', 'id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('affiliate_links').execute();
}
