import type { Kysely } from 'kysely';
import { bigIntType, notNull, withId } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/** The demo site's zone; every site gets one (DESIGN.md "Site time zone"). */
const DEFAULT_TIME_ZONE = 'Asia/Yangon';

export async function up(db: AnyDb): Promise<void> {
  const big = bigIntType(db);

  // Each site's IANA time zone: its "day" (daily bonuses, limits) is the local one.
  await db.schema
    .alterTable('merchants')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo(DEFAULT_TIME_ZONE))
    .execute();

  // Valid stake (DESIGN.md): the percentage of a category's stake that counts, per site.
  await db.schema
    .createTable('stake_contributions')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('category', 'text', notNull)
    .addColumn('percent', 'integer', notNull)
    .addPrimaryKeyConstraint('stake_contributions_pk', ['merchant_id', 'category'])
    .execute();

  // Activity tabs; titles per language as JSON ({ "EN": "...", "MY": "..." }).
  await withId(db, db.schema.createTable('promotion_categories'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('titles', 'text', notNull)
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // A promotion and its rule as data. Money in minor units; ends_at null = no expiry;
  // paid_minor counts what it paid, never past budget_minor (checked in the claim's update).
  await withId(db, db.schema.createTable('promotions'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('kind', 'text', notNull)
    .addColumn('category_ids', 'text', notNull)
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', big, notNull)
    .addColumn('ends_at', big)
    .addColumn('frequency', 'text', notNull)
    .addColumn('member_types', 'text', notNull)
    .addColumn('budget_minor', big, notNull)
    .addColumn('paid_minor', big, (c) => c.notNull().defaultTo(0))
    .addColumn('reward_minor', big)
    .addColumn('percent', 'integer')
    .addColumn('cap_minor', big)
    .addColumn('mission_category', 'text')
    .addColumn('mission_target_minor', big)
    .addColumn('turnover_multiplier', 'integer', notNull)
    .addColumn('created_at', big, notNull)
    .execute();
  await db.schema.createIndex('promotions_site').on('promotions').column('merchant_id').execute();

  await db.schema
    .createTable('promotion_translations')
    .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id'))
    .addColumn('language', 'text', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('content', 'text', notNull)
    .addPrimaryKeyConstraint('promotion_translations_pk', ['promotion_id', 'language'])
    .execute();

  await db.schema
    .createTable('promotion_images')
    .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id'))
    .addColumn('sequence', 'integer', notNull)
    .addColumn('url', 'text', notNull)
    .addPrimaryKeyConstraint('promotion_images_pk', ['promotion_id', 'sequence'])
    .execute();

  // A member's part in one period of a promotion (period_key: 'once' or the site-local date).
  // The unique key makes a second join, claim or application of the period find this row.
  await withId(db, db.schema.createTable('promotion_entries'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('period_key', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('reward_minor', big)
    .addColumn('turnover_minor', big)
    .addColumn('comment', 'text')
    .addColumn('created_at', big, notNull)
    .addColumn('issued_at', big)
    .addColumn('claimed_at', big)
    .addColumn('transaction_id', 'integer')
    .addUniqueConstraint('promotion_entries_period', ['promotion_id', 'member_id', 'period_key'])
    .execute();
  await db.schema
    .createIndex('promotion_entries_member')
    .on('promotion_entries')
    .columns(['member_id', 'status'])
    .execute();

  // Images of applications: the file lives under the upload directory by its random name.
  await db.schema
    .createTable('promotion_application_images')
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('promotion_entries.id'))
    .addColumn('sequence', 'integer', notNull)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('mime', 'text', notNull)
    .addColumn('file_name', 'text', notNull)
    .addColumn('size_bytes', 'integer', notNull)
    .addPrimaryKeyConstraint('promotion_application_images_pk', ['entry_id', 'sequence'])
    .execute();
}
