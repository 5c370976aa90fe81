import {
  type ClaimAnswer,
  type ClubBenefitAnswer,
  formatMinor,
  type Reward,
  type VipLevel,
} from '@lotto/contract';
import type { MemberCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { notifyMember } from '../inbox/index.js';
import { findMember } from '../member/index.js';
import { recordTurnoverRequirement } from '../turnover/index.js';
import { creditBonus, getBalances, moneyTransaction } from '../wallet/index.js';
import * as stored from './vip.repository.js';
import {
  findLevels,
  findUpgrade,
  findUpgradesOf,
  markUpgradeClaimed,
  setUpgradeTransaction,
} from './vip.repository.js';
import type { VipLevelRow, VipUpgradeRow } from './vip.tables.js';
import { figuresOf } from './vip-figures.js';
import { upgradeTitles } from './vip-upgrade.js';

/**
 * The member's side of VIP levels: the benefits screen (levels, level and progress) and the
 * upgrade bonuses in the reward centre, each paid by one `bonus` ledger transaction on claim.
 */

const levelOf = (l: VipLevelRow): VipLevel => ({
  level: l.level,
  name: `VIP${l.level}`,
  validStake: formatMinor(l.stake_minor),
  deposit: formatMinor(l.deposit_minor),
  rebatePercent: l.rebate_bp / 100,
  withdrawCount: l.withdraw_count,
  withdrawLimit: formatMinor(l.withdraw_limit_minor),
  upgradeBonus: formatMinor(l.bonus_minor),
});

/** GET clubBenefit: the site's levels, the member's level, figures and what the next needs. */
export const clubBenefit = async (ctx: MemberCtx): Promise<ClubBenefitAnswer> => {
  const member = await findMember(ctx, ctx.member.id);
  if (!member) throw new AppError('login.not.session');
  const levels = await findLevels(ctx, ctx.site.id);
  const f = await figuresOf(ctx, { memberId: member.id, merchantId: ctx.site.id });
  const next = levels.find((l) => l.level > member.vip_level);
  return {
    level: member.vip_level,
    validStake: formatMinor(f.validStakeMinor),
    deposit: formatMinor(f.depositMinor),
    next: next
      ? {
          level: next.level,
          validStakeLeft: formatMinor(Math.max(0, next.stake_minor - f.validStakeMinor)),
          depositLeft: formatMinor(Math.max(0, next.deposit_minor - f.depositMinor)),
        }
      : null,
    levels: levels.map(levelOf),
  };
};

const titleIn = (ctx: MemberCtx, level: number) => {
  const titles = upgradeTitles(level);
  return titles[ctx.language] ?? titles.EN ?? '';
};

const rewardOf = (ctx: MemberCtx, u: VipUpgradeRow): Reward => ({
  id: u.id,
  source: 'vip',
  promotionId: null,
  title: titleIn(ctx, u.level),
  status: u.status === 'claimed' ? 'claimed' : 'issued',
  amount: formatMinor(u.bonus_minor),
  turnoverRequired: formatMinor(u.turnover_minor),
  createdAt: u.reached_at,
  claimedAt: u.claimed_at,
});

/** The member's upgrade bonuses as the reward centre lists them. */
export const upgradeRewardsOf = async (ctx: MemberCtx): Promise<Reward[]> =>
  (await findUpgradesOf(ctx, ctx.member.id)).map((u) => rewardOf(ctx, u));

/**
 * Claims an upgrade bonus: one `bonus` transaction from the site's system account, keyed by
 * member and level, after a conditional update that only one claim wins; a double tap or a
 * retry answers the first payout. Another member's id answers as not found.
 */
export const claimUpgradeBonus = (ctx: MemberCtx, id: number): Promise<ClaimAnswer> =>
  moneyTransaction(ctx, async (trx) => {
    const upgrade = await findUpgrade(trx, id, trx.member.id);
    if (!upgrade || upgrade.bonus_minor <= 0) throw new AppError('vip.reward.not.exist');
    if (!(await markUpgradeClaimed(trx, upgrade.id))) {
      const cash = (await getBalances(trx, trx.member.id)).find((b) => b.kind === 'cash');
      const current = (await findUpgrade(trx, id, trx.member.id)) ?? upgrade;
      return { reward: rewardOf(trx, current), balance: formatMinor(cash?.balanceMinor ?? 0) };
    }
    const posted = await creditBonus(trx, {
      merchantId: trx.site.id,
      memberId: trx.member.id,
      amountMinor: upgrade.bonus_minor,
      key: `vip-upgrade:${upgrade.member_id}:${upgrade.level}`,
      reference: `vip:${upgrade.level}`,
    });
    await setUpgradeTransaction(trx, upgrade.id, posted.transactionId);
    await recordTurnoverRequirement(trx, {
      merchantId: trx.site.id,
      memberId: trx.member.id,
      source: `vip:${upgrade.level}`,
      amountMinor: upgrade.turnover_minor,
    });
    await notifyMember(
      trx,
      trx.member.id,
      {
        kind: 'promotion_paid',
        promotion: upgradeTitles(upgrade.level),
        amountMinor: upgrade.bonus_minor,
        turnoverMinor: upgrade.turnover_minor,
      },
      `vip-paid:${upgrade.member_id}:${upgrade.level}`,
    );
    const claimed = (await findUpgrade(trx, id, trx.member.id)) ?? upgrade;
    return { reward: rewardOf(trx, claimed), balance: formatMinor(posted.balanceMinor) };
  });

/**
 * What other modules and the demo seed read or write of this module's stored facts, as its
 * services: callers name these, never the statements behind them, so those can change alone.
 */
export const setVipLevel = (...args: Parameters<typeof stored.upsertLevel>) =>
  stored.upsertLevel(...args);
/** The levels a site has (the back office sends a message to one of them). */
export const siteVipLevels = async (...args: Parameters<typeof stored.findLevels>) =>
  (await stored.findLevels(...args)).map((row) => row.level);
