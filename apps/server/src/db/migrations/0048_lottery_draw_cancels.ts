import { type Kysely, sql } from 'kysely';
import { bigIntType, notNull, withId } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/**
 * Operators' requests to cancel a lottery draw and refund its orders: made by one operator
 * with a reason, decided (approved or rejected) by another. At most one request per draw
 * waits at a time (a partial unique index), so two requesters never queue the same refund.
 * Operators' names are kept with their ids, so the list reads no other module's table.
 */
export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('lottery_draw_cancels'))
    .addColumn('merchant_id', 'integer', notNull)
    .addColumn('draw_id', 'integer', (c) => c.notNull().references('lottery_draws.id'))
    .addColumn('reason', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('requested_by', 'integer', notNull)
    .addColumn('requested_name', 'text', notNull)
    .addColumn('decided_by', 'integer')
    .addColumn('decided_name', 'text')
    .addColumn('decision_reason', 'text')
    .addColumn('refunded_orders', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_minor', bigIntType(db), (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', bigIntType(db), notNull)
    .addColumn('decided_at', bigIntType(db))
    .execute();
  await db.schema
    .createIndex('lottery_draw_cancels_pending')
    .on('lottery_draw_cancels')
    .column('draw_id')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('lottery_draw_cancels_site')
    .on('lottery_draw_cancels')
    .columns(['merchant_id', 'status', 'id'])
    .execute();
  // When an operator last changed a game's draw rule: the draw monitor expects the rule's
  // draws from then on only (earlier ones were made by the rule before).
  await db.schema.alterTable('lottery_games').addColumn('schedule_at', bigIntType(db)).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('lottery_games').dropColumn('schedule_at').execute();
  await db.schema.dropTable('lottery_draw_cancels').execute();
}
