import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/**
 * An operator's sessions by operator: disabling an operator or resetting their authenticator
 * or password ends all their sessions at once, and their detail counts the live ones.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('operator_sessions_operator')
    .on('operator_sessions')
    .columns(['operator_id', 'ended_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('operator_sessions_operator').execute();
}
