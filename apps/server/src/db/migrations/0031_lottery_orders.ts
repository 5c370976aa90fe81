import { type Kysely, sql } from 'kysely';
import { bigIntType, notNull, withId } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/**
 * The lottery's orders: orders on draws, chases over many draws, and the
 * site's exposure per draw, bet type and number (per-number payout caps). Draws and games are
 * migration 0030's. Amounts are integer minor units, times epoch ms.
 */
export async function up(db: AnyDb): Promise<void> {
  const money = bigIntType(db);
  const time = bigIntType(db);

  // A chase: one selection over the next N draws, its whole amount held in the member's
  // lottery account at once; each draw's order exists from the start (chase_id set).
  await withId(db, db.schema.createTable('lottery_chases'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('lottery_games.id'))
    .addColumn('chase_no', 'text', (c) => c.notNull().unique())
    .addColumn('request_id', 'text', notNull)
    .addColumn('bet_type', 'text', notNull)
    .addColumn('selection', 'text', notNull)
    .addColumn('bet_count', 'integer', notNull)
    .addColumn('unit_minor', money, notNull)
    .addColumn('prize_group', 'integer', notNull)
    // JSON [{ drawNo, multiple, amountMinor }], in draw order.
    .addColumn('plan', 'text', notNull)
    .addColumn('stop_on_win', 'integer', notNull)
    .addColumn('total_minor', money, notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('created_at', time, notNull)
    .addColumn('ended_at', time)
    .addCheckConstraint(
      'lottery_chases_status',
      sql`status in ('running', 'stopped', 'won', 'finished')`,
    )
    .addUniqueConstraint('lottery_chases_request', ['member_id', 'request_id'])
    .execute();
  await db.schema
    .createIndex('lottery_chases_member')
    .on('lottery_chases')
    .columns(['member_id', 'created_at'])
    .execute();

  // An order: one selection on one draw. Its amount sits in the member's lottery account while
  // status is 'pending'; rebate_minor (the prize-group rebate) is fixed when it is placed.
  await withId(db, db.schema.createTable('lottery_orders'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('lottery_games.id'))
    .addColumn('draw_id', 'integer', (c) => c.notNull().references('lottery_draws.id'))
    .addColumn('chase_id', 'integer', (c) => c.references('lottery_chases.id'))
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    // The client's request id and the item's place in it: a retried request places nothing new.
    .addColumn('request_id', 'text', notNull)
    .addColumn('item_index', 'integer', notNull)
    .addColumn('bet_type', 'text', notNull)
    .addColumn('selection', 'text', notNull)
    .addColumn('bet_count', 'integer', notNull)
    .addColumn('unit_minor', money, notNull)
    .addColumn('multiple', 'integer', notNull)
    .addColumn('prize_group', 'integer', notNull)
    .addColumn('amount_minor', money, notNull)
    .addColumn('max_win_minor', money, notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('win_minor', money, (c) => c.notNull().defaultTo(0))
    .addColumn('rebate_minor', money, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', time, notNull)
    .addColumn('settled_at', time)
    .addColumn('cancelled_at', time)
    .addCheckConstraint(
      'lottery_orders_status',
      sql`status in ('pending', 'won', 'lost', 'cancelled', 'refunded')`,
    )
    .addUniqueConstraint('lottery_orders_request', ['member_id', 'request_id', 'item_index'])
    .execute();
  await db.schema
    .createIndex('lottery_orders_draw')
    .on('lottery_orders')
    .columns(['draw_id', 'status', 'member_id'])
    .execute();
  await db.schema
    .createIndex('lottery_orders_member')
    .on('lottery_orders')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('lottery_orders_chase')
    .on('lottery_orders')
    .columns(['chase_id'])
    .execute();

  // What the site stands to pay on one number (exposure key) of a bet type in a draw: updated
  // in the bet's transaction; on PostgreSQL the row lock orders concurrent bets on it.
  await db.schema
    .createTable('lottery_exposure')
    .addColumn('draw_id', 'integer', (c) => c.notNull().references('lottery_draws.id'))
    .addColumn('bet_type', 'text', notNull)
    .addColumn('key', 'text', notNull)
    .addColumn('stake_minor', money, notNull)
    .addColumn('liability_minor', money, notNull)
    .addPrimaryKeyConstraint('lottery_exposure_pk', ['draw_id', 'bet_type', 'key'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('lottery_exposure').execute();
  await db.schema.dropTable('lottery_orders').execute();
  await db.schema.dropTable('lottery_chases').execute();
}
