import type { Kysely } from 'kysely';
import { bigIntType, notNull, withId } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  const time = bigIntType(db);

  // Carousel slides per site and group (home's is m_home); what a tap does is data too.
  await withId(db, db.schema.createTable('banners'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('group_name', 'text', notNull)
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON of the contract's bannerAction; null: the banner only shows.
    .addColumn('action', 'text')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    // Epoch ms; null means no bound.
    .addColumn('starts_at', time)
    .addColumn('ends_at', time)
    .addColumn('created_at', time, notNull)
    .execute();
  await db.schema
    .createIndex('banners_site_group')
    .on('banners')
    .columns(['merchant_id', 'group_name', 'sort'])
    .execute();

  // The picture says something, so each language has its own picture and title.
  await db.schema
    .createTable('banner_translations')
    .addColumn('banner_id', 'integer', (c) =>
      c.notNull().references('banners.id').onDelete('cascade'),
    )
    .addColumn('language', 'text', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('image_url', 'text', notNull)
    .addPrimaryKeyConstraint('banner_translations_pk', ['banner_id', 'language'])
    .execute();
}
