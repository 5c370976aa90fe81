import type { Kysely } from 'kysely';
import { notNull } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/**
 * Why a deposit was rejected, per language, as promotions and announcements keep their texts:
 * the member reads it in their language. deposit_orders.reason stays the operator's own words,
 * shown where a language has no text of its own.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('deposit_reason_texts')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('deposit_orders.id'))
    .addColumn('language', 'text', notNull)
    .addColumn('reason', 'text', notNull)
    .addPrimaryKeyConstraint('deposit_reason_texts_pk', ['order_id', 'language'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('deposit_reason_texts').execute();
}
