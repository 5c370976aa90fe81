import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/**
 * A withdrawal's request id, sent by the member's form: the unique index lets one copy of a
 * retried or doubled request hold the money, and the others answer that withdrawal. Older
 * withdrawals have none (null is never equal, so they never collide).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('withdrawals').addColumn('request_id', 'text').execute();
  await db.schema
    .createIndex('withdrawals_request')
    .on('withdrawals')
    .columns(['member_id', 'request_id'])
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('withdrawals_request').execute();
  await db.schema.alterTable('withdrawals').dropColumn('request_id').execute();
}
