import type { Kysely } from 'kysely';
import { bigIntType, notNull, withId } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/**
 * Risk alerts and the risk scan's progress. An alert is unique per site, kind and key (the
 * linked members with what links them, or the member and period, or the withdrawal), so two
 * processes scanning the same activity raise it once. The indexes on other modules' tables
 * serve the read functions their doors gained for the scan: new activity by time, and the
 * members behind a device or an address.
 */
export async function up(db: AnyDb): Promise<void> {
  const big = bigIntType(db);
  await withId(db, db.schema.createTable('risk_alerts'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('kind', 'text', notNull)
    .addColumn('alert_key', 'text', notNull)
    .addColumn('subject', 'text', notNull)
    // JSON arrays: the member ids involved, and the figures behind the alert.
    .addColumn('member_ids', 'text', notNull)
    .addColumn('figures', 'text', notNull)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('note', 'text')
    .addColumn('reviewed_by', 'integer')
    .addColumn('reviewed_by_name', 'text')
    .addColumn('reviewed_at', big)
    .addColumn('created_at', big, notNull)
    .addUniqueConstraint('risk_alerts_key', ['merchant_id', 'kind', 'alert_key'])
    .execute();
  await db.schema
    .createIndex('risk_alerts_site_status')
    .on('risk_alerts')
    .columns(['merchant_id', 'status', 'id'])
    .execute();
  await db.schema
    .createTable('risk_scans')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('scanned_to', big, notNull)
    .execute();
  await db.schema.createIndex('sessions_created').on('sessions').column('created_at').execute();
  await db.schema
    .createIndex('sessions_device')
    .on('sessions')
    .columns(['merchant_id', 'device_id'])
    .execute();
  await db.schema
    .createIndex('sessions_address')
    .on('sessions')
    .columns(['merchant_id', 'ip', 'created_at'])
    .execute();
  await db.schema
    .createIndex('promotion_entries_claimed')
    .on('promotion_entries')
    .column('claimed_at')
    .execute();
  await db.schema
    .createIndex('withdrawals_created')
    .on('withdrawals')
    .column('created_at')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('withdrawals_created').execute();
  await db.schema.dropIndex('promotion_entries_claimed').execute();
  await db.schema.dropIndex('sessions_address').execute();
  await db.schema.dropIndex('sessions_device').execute();
  await db.schema.dropIndex('sessions_created').execute();
  await db.schema.dropTable('risk_scans').execute();
  await db.schema.dropTable('risk_alerts').execute();
}
