import type { Kysely } from 'kysely';
import { bigIntType, notNull } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // Demo mode's outbox: an address (E.164 number or e-mail) belongs to the first browser that
  // opens its inbox, known by the hash of a secret in an httpOnly cookie; no one else reads it.
  await db.schema
    .createTable('demo_inboxes')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('recipient', 'text', notNull)
    .addColumn('owner_hash', 'text', notNull)
    .addColumn('created_at', bigIntType(db), notNull)
    .addPrimaryKeyConstraint('demo_inboxes_pk', ['merchant_id', 'recipient'])
    .execute();
  await db.schema
    .createIndex('demo_inboxes_owner')
    .on('demo_inboxes')
    .columns(['owner_hash', 'merchant_id'])
    .execute();
  // The outbox is read by recipient and time now, never as a whole.
  await db.schema
    .createIndex('outbox_recipient')
    .on('outbox')
    .columns(['merchant_id', 'recipient', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('outbox_recipient').execute();
  await db.schema.dropTable('demo_inboxes').execute();
}
