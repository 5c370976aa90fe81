import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/**
 * The live sessions by idle expiry: who is online now (an agent's team count) is read from the
 * few sessions not ended, each checked against the team, instead of every team member's
 * sessions (ended ones stay for the security centre's device list).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('sessions_live')
    .on('sessions')
    .column('idle_expires_at')
    .where(sql.ref('ended_at'), 'is', null)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('sessions_live').execute();
}
