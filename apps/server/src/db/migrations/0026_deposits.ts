import type { Kysely } from 'kysely';
import { bigIntType, notNull, withId } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const time = bigIntType(db);
  const money = bigIntType(db);

  // The deposits module's: the site's deposit channels (bank transfer, gateway, e-wallet QR).
  await withId(db, db.schema.createTable('deposit_channels'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('code', 'text', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('gateway', 'text')
    .addColumn('name_en', 'text', notNull)
    .addColumn('name_my', 'text', notNull)
    .addColumn('currency', 'text', notNull)
    .addColumn('min_minor', money, notNull)
    .addColumn('max_minor', money, notNull)
    .addColumn('daily_minor', money, notNull)
    .addColumn('opens_minute', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('closes_minute', 'integer', (c) => c.notNull().defaultTo(1440))
    .addColumn('sort_order', 'integer', notNull)
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('deposit_channels_code', ['merchant_id', 'code'])
    .execute();

  // The operator's receiving accounts of a bank-transfer channel.
  await withId(db, db.schema.createTable('deposit_bank_accounts'))
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('deposit_channels.id'))
    .addColumn('bank_name', 'text', notNull)
    .addColumn('account_name', 'text', notNull)
    .addColumn('account_number', 'text', notNull)
    .addColumn('sort_order', 'integer', notNull)
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  // Members' deposit orders; the status moves pending -> paid | rejected | failed | expired once.
  await withId(db, db.schema.createTable('deposit_orders'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('deposit_channels.id'))
    .addColumn('kind', 'text', notNull)
    .addColumn('gateway', 'text')
    .addColumn('provider_ref', 'text')
    .addColumn('amount_minor', money, notNull)
    .addColumn('currency', 'text', notNull)
    .addColumn('site_day', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('depositor_name', 'text')
    .addColumn('reference', 'text')
    .addColumn('receipt_file', 'text')
    .addColumn('receipt_mime', 'text')
    .addColumn('promotion_id', 'integer')
    .addColumn('bonus_minor', money, (c) => c.notNull().defaultTo(0))
    .addColumn('turnover_minor', money, (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'text')
    .addColumn('operator_id', 'integer')
    .addColumn('provider_txn_id', 'text')
    .addColumn('transaction_id', 'integer')
    .addColumn('created_at', time, notNull)
    .addColumn('updated_at', time, notNull)
    .addColumn('settled_at', time)
    .execute();
  await db.schema
    .createIndex('deposit_orders_member')
    .on('deposit_orders')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('deposit_orders_status')
    .on('deposit_orders')
    .columns(['status', 'kind', 'created_at'])
    .execute();

  // Every callback a gateway sent, as it came (raw body), with what the platform made of it.
  await withId(db, db.schema.createTable('deposit_callbacks'))
    .addColumn('gateway', 'text', notNull)
    .addColumn('order_id', 'integer')
    .addColumn('provider_txn_id', 'text')
    .addColumn('raw_body', 'text', notNull)
    .addColumn('signature', 'text')
    .addColumn('verdict', 'text', notNull)
    .addColumn('created_at', time, notNull)
    .execute();
  await db.schema
    .createIndex('deposit_callbacks_order')
    .on('deposit_callbacks')
    .columns(['order_id', 'created_at'])
    .execute();

  // The provider transactions already settled: the unique key that makes a copy credit nothing.
  await db.schema
    .createTable('deposit_provider_txns')
    .addColumn('gateway', 'text', notNull)
    .addColumn('provider_txn_id', 'text', notNull)
    .addColumn('order_id', 'integer', notNull)
    .addColumn('created_at', time, notNull)
    .addPrimaryKeyConstraint('deposit_provider_txns_pk', ['gateway', 'provider_txn_id'])
    .execute();

  // The demo gateway's own book (a separate party: the platform never reads it).
  await db.schema
    .createTable('demo_gateway_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_order_no', 'text', (c) => c.notNull().unique())
    .addColumn('amount_minor', money, notNull)
    .addColumn('currency', 'text', notNull)
    .addColumn('method', 'text', notNull)
    .addColumn('callback_url', 'text', notNull)
    .addColumn('return_url', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('txn_id', 'text')
    .addColumn('created_at', time, notNull)
    .addColumn('updated_at', time, notNull)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('demo_gateway_payments').execute();
  await db.schema.dropTable('deposit_provider_txns').execute();
  await db.schema.dropTable('deposit_callbacks').execute();
  await db.schema.dropTable('deposit_orders').execute();
  await db.schema.dropTable('deposit_bank_accounts').execute();
  await db.schema.dropTable('deposit_channels').execute();
}
