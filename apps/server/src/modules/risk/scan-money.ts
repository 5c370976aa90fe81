import { adminRiskEndpoints, formatMinor, MEMBER_TYPES } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import { lastPaidDepositBefore } from '../deposits/index.js';
import { membersByIds } from '../member/index.js';
import { betDaysOf, membersWithBetsSince, stakeBetween } from '../play/index.js';
import { withdrawalsBetween } from '../withdrawals/index.js';
import { insertAlert } from './risk.repository.js';

/**
 * The scans of money over the activity of (from, to]: a site day whose wins stand out (once
 * per member and day), and a large withdrawal after little play (once per withdrawal).
 */

const T = adminRiskEndpoints.RISK_THRESHOLDS;
const DAY_MS = 86_400_000;
const LAST_DAY = '9999-12-31';

interface DayFigures {
  bets: number;
  stake: number;
  payout: number;
}

/** A day's wins stand out: enough stake to mean something, and a high return or net win. */
export const winsStandOut = ({ stake, payout }: DayFigures) =>
  stake >= T.highWinsMinStakeMinor &&
  (payout >= stake * T.highWinsReturnRatio || payout - stake >= T.highWinsNetWinMinor);

const daysOf = async (ctx: Ctx, memberId: number, from: string) => {
  const days = new Map<string, DayFigures>();
  for (const row of await betDaysOf(ctx, { memberId, from, to: LAST_DAY })) {
    const day = days.get(row.day) ?? { bets: 0, stake: 0, payout: 0 };
    days.set(row.day, {
      bets: day.bets + row.bets,
      stake: day.stake + row.stake,
      payout: day.payout + row.payout,
    });
  }
  return days;
};

export const scanHighWins = async (ctx: Ctx, from: number, _to: number) => {
  // Site days run ahead of or behind UTC: a day early covers every zone's day of `from`.
  const fromDay = new Date(Math.max(0, from - DAY_MS)).toISOString().slice(0, 10);
  const ids = (await membersWithBetsSince(ctx, fromDay)).sort((a, b) => a - b);
  const members = await membersByIds(ctx, ids);
  let raised = 0;
  for (const member of members) {
    if (member.type === MEMBER_TYPES.freeTrial) continue; // play money
    for (const [day, figures] of await daysOf(ctx, member.id, fromDay)) {
      if (!winsStandOut(figures)) continue;
      const alert = {
        merchantId: member.merchant_id,
        kind: 'high_wins' as const,
        key: `${member.id}|${day}`,
        subject: day,
        memberIds: [member.id],
        figures: [
          { name: 'bets', value: String(figures.bets) },
          { name: 'stake', value: formatMinor(figures.stake) },
          { name: 'payout', value: formatMinor(figures.payout) },
          { name: 'netWin', value: formatMinor(figures.payout - figures.stake) },
          { name: 'returnRatio', value: (figures.payout / figures.stake).toFixed(2) },
        ],
        createdAt: ctx.now(),
      };
      if (await insertAlert(ctx.db, alert)) raised++;
    }
  }
  return raised;
};

export const scanLargeWithdrawals = async (ctx: Ctx, from: number, to: number) => {
  let raised = 0;
  for (const w of await withdrawalsBetween(ctx, from, to)) {
    if (w.amountMinor < T.largeWithdrawalMinor) continue;
    const deposit = await lastPaidDepositBefore(ctx, w.memberId, w.createdAt);
    const since = deposit?.settledAt ?? 0;
    const staked = await stakeBetween(ctx, { memberId: w.memberId, from: since, to: w.createdAt });
    if (staked * 100 >= w.amountMinor * T.littlePlayPercent) continue;
    const alert = {
      merchantId: w.merchantId,
      kind: 'large_withdrawal_little_play' as const,
      key: String(w.id),
      subject: `withdrawal ${w.id}`,
      memberIds: [w.memberId],
      figures: [
        { name: 'amount', value: formatMinor(w.amountMinor) },
        { name: 'stakeSinceDeposit', value: formatMinor(staked) },
        { name: 'lastDeposit', value: deposit ? formatMinor(deposit.amountMinor) : 'none' },
        {
          name: 'lastDepositAt',
          value: deposit ? new Date(deposit.settledAt).toISOString() : 'none',
        },
      ],
      createdAt: ctx.now(),
    };
    if (await insertAlert(ctx.db, alert)) raised++;
  }
  return raised;
};
