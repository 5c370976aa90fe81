import type { Kysely } from 'kysely';
import { bigIntType, notNull, withId } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/**
 * The help centre's entries (per site and device, in display order) with their texts per
 * language, and each site's user agreement per language.
 */
export async function up(db: AnyDb): Promise<void> {
  const time = bigIntType(db);
  await withId(db, db.schema.createTable('help_entries'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('device', 'text', notNull)
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', time, notNull)
    .execute();
  await db.schema
    .createIndex('help_entries_site_order')
    .on('help_entries')
    .columns(['merchant_id', 'device', 'sort', 'id'])
    .execute();

  await db.schema
    .createTable('help_entry_texts')
    .addColumn('entry_id', 'integer', (c) =>
      c.notNull().references('help_entries.id').onDelete('cascade'),
    )
    .addColumn('language', 'text', notNull)
    .addColumn('title', 'text', notNull)
    // HTML as authored; clients sanitize it before rendering.
    .addColumn('content', 'text', notNull)
    .addPrimaryKeyConstraint('help_entry_texts_pk', ['entry_id', 'language'])
    .execute();

  await db.schema
    .createTable('user_agreements')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('language', 'text', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('content', 'text', notNull)
    .addColumn('updated_at', time, notNull)
    .addPrimaryKeyConstraint('user_agreements_pk', ['merchant_id', 'language'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('user_agreements').execute();
  await db.schema.dropTable('help_entry_texts').execute();
  await db.schema.dropTable('help_entries').execute();
}
