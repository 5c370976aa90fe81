import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/**
 * The user agent a session was started with, so the security centre can name its device.
 * Kept as sent (cut to 512 characters) and read when listed: a better reading of it later
 * applies to old sessions too. Sessions from before have none ("unknown device").
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
}
