import type { GameCategory } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import { findMember } from '../member/index.js';
import { betDaysOf, stakeContributionsOf, validStake } from '../play/index.js';
import { addDays, siteDayOf } from '../system/index.js';
import { ratesFor } from './rates.js';
import './rebates.tables.js';

/**
 * The one accrual (DESIGN "One rebate per stake"). Play keeps each member's settled stake per
 * site day and category (its daily summaries); the valid stake of a day and category is
 * computed from them by play's one `validStake`. rebate_accruals records how much of it has
 * been paid a rebate already, by either kind, so what is owed is always
 *
 *   validStake(day, category) - paid_stake(day, category)
 *
 * and a payout moves paid_stake up to what it paid for: automatic and manual rebate draw on
 * the same rows, so a stake is paid once.
 */

/** How far back unpaid stake is still owed; the daily job pays well within it. */
export const LOOK_BACK_DAYS = 31;

/** One (day, category) whose unpaid valid stake earns a rebate now. */
export interface AccrualItem {
  day: string;
  category: GameCategory;
  /** The day's whole valid stake of the category: paid_stake becomes this. */
  validMinor: number;
  /** What is not paid yet, and its rebate at the rate. */
  unpaidMinor: number;
  rateBp: number;
  amountMinor: number;
}

export interface Accrual {
  items: AccrualItem[];
  totalMinor: number;
  stakeMinor: number;
}

/**
 * What the member is owed for the days before `beforeDay` (every day through today when
 * null), at their VIP level's rates now. Stake too small to earn a minor unit yet stays owed.
 */
export const accrualOf = async (
  ctx: Ctx,
  memberId: number,
  beforeDay: string | null,
): Promise<Accrual> => {
  const member = await findMember(ctx, memberId);
  if (!member) return { items: [], totalMinor: 0, stakeMinor: 0 };
  const merchantId = member.merchant_id;
  const today = await siteDayOf(ctx.db, merchantId, ctx.now());
  const from = addDays(today, -LOOK_BACK_DAYS);
  const to = beforeDay === null ? today : addDays(beforeDay, -1);
  if (to < from) return { items: [], totalMinor: 0, stakeMinor: 0 };
  const [days, paidRows, contributions, rateOf] = await Promise.all([
    betDaysOf(ctx, { memberId, from, to }),
    ctx.db
      .selectFrom('rebate_accruals')
      .select(['day', 'category', 'paid_stake_minor'])
      .where('member_id', '=', memberId)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute(),
    stakeContributionsOf(ctx, merchantId),
    ratesFor(ctx, member),
  ]);
  const stakes = new Map<string, { day: string; category: GameCategory; stake: number }>();
  for (const d of days) {
    const key = `${d.day}|${d.category}`;
    const entry = stakes.get(key) ?? { day: d.day, category: d.category, stake: 0 };
    entry.stake += d.stake;
    stakes.set(key, entry);
  }
  const paid = new Map(paidRows.map((r) => [`${r.day}|${r.category}`, Number(r.paid_stake_minor)]));
  const items: AccrualItem[] = [];
  for (const [key, { day, category, stake }] of stakes) {
    const record = {
      category,
      stakeMinor: stake,
      refundedMinor: 0,
      settled: true,
      market: null,
      selection: null,
    };
    const validMinor = validStake([record], contributions);
    const unpaidMinor = validMinor - (paid.get(key) ?? 0);
    const rateBp = rateOf(category);
    const amountMinor = Math.floor((Math.max(0, unpaidMinor) * rateBp) / 10_000);
    if (amountMinor > 0)
      items.push({ day, category, validMinor, unpaidMinor, rateBp, amountMinor });
  }
  items.sort((a, b) =>
    a.day === b.day ? a.category.localeCompare(b.category) : a.day < b.day ? -1 : 1,
  );
  return {
    items,
    totalMinor: items.reduce((s, i) => s + i.amountMinor, 0),
    stakeMinor: items.reduce((s, i) => s + i.unpaidMinor, 0),
  };
};

/** The items summed per category, as the screens show them. */
export const linesOf = (items: readonly AccrualItem[]) => {
  const lines = new Map<
    string,
    { category: GameCategory; stake: number; amount: number; rateBp: number }
  >();
  for (const i of items) {
    const line = lines.get(i.category) ?? {
      category: i.category,
      stake: 0,
      amount: 0,
      rateBp: i.rateBp,
    };
    line.stake += i.unpaidMinor;
    line.amount += i.amountMinor;
    lines.set(i.category, line);
  }
  return [...lines.values()];
};
