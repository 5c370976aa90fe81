import type { Kysely } from 'kysely';
import { bigIntType, isPostgres, notNull } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // An operator's pause or end, beside the period: 'live' keeps every promotion as it was.
  await db.schema
    .alterTable('promotions')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('live'))
    .execute();
  await db.schema.alterTable('promotions').addColumn('state_reason', 'text').execute();

  // Pictures operators upload, kept in the database (not on one machine's disk) so every
  // server process serves the same bytes; `version` names the bytes in the picture's address.
  await db.schema
    .createTable('promotion_image_files')
    .addColumn('promotion_id', 'integer', (c) => c.primaryKey().references('promotions.id'))
    .addColumn('mime', 'text', notNull)
    .addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob', notNull)
    .addColumn('version', 'text', notNull)
    .addColumn('updated_at', bigIntType(db), notNull)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('promotion_image_files').execute();
  await db.schema.alterTable('promotions').dropColumn('state_reason').execute();
  await db.schema.alterTable('promotions').dropColumn('state').execute();
}
