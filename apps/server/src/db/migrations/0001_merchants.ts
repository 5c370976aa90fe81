import type { Kysely } from 'kysely';
import { bigIntType, notNull, withId } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('merchants'))
    .addColumn('code', 'text', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('host_names', 'text', notNull)
    .addColumn('logo_url', 'text', notNull)
    .addColumn('theme', 'text', notNull)
    .addColumn('languages', 'text', notNull)
    .addColumn('default_language', 'text', notNull)
    .addColumn('whitelabel', 'text', notNull)
    .addColumn('mobile_template', 'text', notNull)
    .addColumn('download_links', 'text', notNull)
    .addColumn('customer_service', 'text', notNull)
    .addColumn('image_cdns', 'text', notNull)
    .addColumn('countries', 'text', notNull)
    .addColumn('currency', 'text', notNull)
    .addColumn('currency_symbol', 'text', notNull)
    .addColumn('minimum_age', 'integer', notNull)
    .addColumn('maintenance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('maintenance_message', 'text')
    .addColumn('blocked_countries', 'text', notNull)
    .addColumn('blocked_cidrs', 'text', notNull)
    .addColumn('created_at', bigIntType(db), notNull)
    .addUniqueConstraint('merchants_code_unique', ['code'])
    .execute();

  await withId(db, db.schema.createTable('geo_ip_ranges'))
    .addColumn('ip_from', 'text', notNull)
    .addColumn('ip_to', 'text', notNull)
    .addColumn('country', 'text', notNull)
    .execute();
  await db.schema.createIndex('geo_ip_ranges_from').on('geo_ip_ranges').column('ip_from').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('geo_ip_ranges').execute();
  await db.schema.dropTable('merchants').execute();
}
