import type { Kysely } from 'kysely';
import { bigIntType } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/**
 * A maintenance window an operator schedules ahead: the site is under maintenance from
 * `maintenance_from` until `maintenance_until` (epoch ms), beside the switch that turns it on
 * at once. Both null: no window.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('merchants').addColumn('maintenance_from', bigIntType(db)).execute();
  await db.schema.alterTable('merchants').addColumn('maintenance_until', bigIntType(db)).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('merchants').dropColumn('maintenance_until').execute();
  await db.schema.alterTable('merchants').dropColumn('maintenance_from').execute();
}
