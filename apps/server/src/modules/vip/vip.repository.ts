import type { Ctx } from '../../context.js';
import type { VipLevelRow, VipUpgradeRow } from './vip.tables.js';
import './vip.tables.js';

/** SQL of the VIP module: the sites' levels and members' upgrades. */

const toNumbers = (r: VipLevelRow): VipLevelRow => ({
  ...r,
  stake_minor: Number(r.stake_minor),
  deposit_minor: Number(r.deposit_minor),
  withdraw_limit_minor: Number(r.withdraw_limit_minor),
  bonus_minor: Number(r.bonus_minor),
});

/** The site's levels, lowest first. */
export const findLevels = async ({ db }: Ctx, merchantId: number): Promise<VipLevelRow[]> =>
  (
    await db
      .selectFrom('vip_levels')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('level')
      .execute()
  ).map(toNumbers);

export type LevelTerms = Omit<VipLevelRow, 'id' | 'merchant_id'>;

/** Sets a site's level (operator data; the seed sets the demo site's). */
export const upsertLevel = async ({ db }: Ctx, merchantId: number, terms: LevelTerms) => {
  const { level, ...rest } = terms;
  await db
    .insertInto('vip_levels')
    .values({ merchant_id: merchantId, level, ...rest })
    .onConflict((oc) => oc.columns(['merchant_id', 'level']).doUpdateSet(rest))
    .execute();
};

/** Records a reached level once: false when the member has it already (another run did it). */
export const insertUpgrade = async (
  { db }: Ctx,
  upgrade: {
    merchantId: number;
    memberId: number;
    level: number;
    bonusMinor: number;
    turnoverMinor: number;
    at: number;
  },
): Promise<boolean> => {
  const inserted = await db
    .insertInto('vip_upgrades')
    .values({
      merchant_id: upgrade.merchantId,
      member_id: upgrade.memberId,
      level: upgrade.level,
      bonus_minor: upgrade.bonusMinor,
      turnover_minor: upgrade.turnoverMinor,
      status: 'issued',
      reached_at: upgrade.at,
    })
    .onConflict((oc) => oc.columns(['member_id', 'level']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
};

const upgradeNumbers = (r: VipUpgradeRow): VipUpgradeRow => ({
  ...r,
  bonus_minor: Number(r.bonus_minor),
  turnover_minor: Number(r.turnover_minor),
  reached_at: Number(r.reached_at),
  claimed_at: r.claimed_at === null ? null : Number(r.claimed_at),
});

/** The member's upgrades that carry a bonus, newest first. */
export const findUpgradesOf = async ({ db }: Ctx, memberId: number): Promise<VipUpgradeRow[]> =>
  (
    await db
      .selectFrom('vip_upgrades')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('bonus_minor', '>', 0)
      .orderBy('id', 'desc')
      .execute()
  ).map(upgradeNumbers);

export const findUpgrade = async (
  { db }: Ctx,
  id: number,
  memberId: number,
): Promise<VipUpgradeRow | undefined> => {
  const row = await db
    .selectFrom('vip_upgrades')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row && upgradeNumbers(row);
};

/** Marks the upgrade's bonus claimed if it still waits: false when another claim got there. */
export const markUpgradeClaimed = async ({ db, now }: Ctx, id: number): Promise<boolean> => {
  const result = await db
    .updateTable('vip_upgrades')
    .set({ status: 'claimed', claimed_at: now() })
    .where('id', '=', id)
    .where('status', '=', 'issued')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const setUpgradeTransaction = ({ db }: Ctx, id: number, transactionId: number) =>
  db
    .updateTable('vip_upgrades')
    .set({ transaction_id: transactionId })
    .where('id', '=', id)
    .execute();
