import type { Kysely } from 'kysely';
import { bigIntType, notNull, withId } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/**
 * VIP levels (README "VIP levels"):
 * - vip_levels: a site's levels, each with both thresholds (cumulative valid stake and
 *   deposits, minor units) and its benefits (rebate in basis points, withdrawals a day and the
 *   most a day, the upgrade bonus and its turnover multiplier).
 * - vip_upgrades: a member reaching a level, once per member and level (the unique key is what
 *   makes two job runs issue one bonus); its bonus waits in the reward centre until claimed.
 * - inbox_messages.vip_level: the third audience, messages to the members at one level.
 */
export async function up(db: AnyDb): Promise<void> {
  const big = bigIntType(db);
  await withId(db, db.schema.createTable('vip_levels'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('level', 'integer', notNull)
    .addColumn('stake_minor', big, notNull)
    .addColumn('deposit_minor', big, notNull)
    .addColumn('rebate_bp', 'integer', notNull)
    .addColumn('withdraw_count', 'integer', notNull)
    .addColumn('withdraw_limit_minor', big, notNull)
    .addColumn('bonus_minor', big, notNull)
    .addColumn('turnover_multiplier', 'integer', notNull)
    .addUniqueConstraint('vip_levels_level', ['merchant_id', 'level'])
    .execute();

  await withId(db, db.schema.createTable('vip_upgrades'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('level', 'integer', notNull)
    .addColumn('bonus_minor', big, notNull)
    .addColumn('turnover_minor', big, notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('reached_at', big, notNull)
    .addColumn('claimed_at', big)
    .addColumn('transaction_id', 'integer')
    .addUniqueConstraint('vip_upgrades_once', ['member_id', 'level'])
    .execute();

  await db.schema.alterTable('inbox_messages').addColumn('vip_level', 'integer').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('inbox_messages').dropColumn('vip_level').execute();
  await db.schema.dropTable('vip_upgrades').execute();
  await db.schema.dropTable('vip_levels').execute();
}
