import type { Kysely } from 'kysely';
import { bigIntType, notNull, withId } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/**
 * Operators' known devices: a device that signed in before holds a random secret in a cookie
 * (its hash is kept here), which lets its operator past the failures others cause. Failed
 * sign-ins now say whether they came from such a device, and are counted per address too.
 */
export async function up(db: AnyDb): Promise<void> {
  const time = bigIntType(db);
  await withId(db, db.schema.createTable('operator_devices'))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // Sign-ins begun with it since its last success: a stolen secret buys a few tries only.
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', time, notNull)
    .addColumn('expires_at', time, notNull)
    .execute();
  await db.schema
    .createIndex('operator_devices_operator')
    .on('operator_devices')
    .column('operator_id')
    .execute();
  await db.schema.alterTable('operator_login_failures').addColumn('device_id', 'integer').execute();
  await db.schema
    .createIndex('operator_login_failures_ip')
    .on('operator_login_failures')
    .columns(['ip', 'created_at'])
    .execute();
}
