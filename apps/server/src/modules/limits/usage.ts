import type { LimitKind, LimitPeriod, Restriction } from '@lotto/contract';
import { LIMIT_PERIODS } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import { siteDayOf } from '../system/index.js';
import { ledgerDaysOf } from '../wallet/index.js';
import { activeRestriction, limitRowsOf } from './limits.repository.js';
import type { PlayLimitRow } from './limits.tables.js';
import { periodDays } from './periods.js';

/** What limits are measured on: the member's cash ledger by site day (the wallet's summaries). */

/** The play types whose sum is the member's net: stakes out, wins and jackpots in. */
const PLAY_TYPES = new Set(['bet', 'win', 'jackpot']);

export type Usage = Record<LimitKind, Record<LimitPeriod, number>>;

/** Deposits and net loss (never below 0) of the current day, week and month. */
export const usageOf = async (ctx: Ctx, memberId: number, merchantId: number): Promise<Usage> => {
  const today = await siteDayOf(ctx.db, merchantId, ctx.now());
  const ranges = Object.fromEntries(LIMIT_PERIODS.map((p) => [p, periodDays(today, p)])) as Record<
    LimitPeriod,
    { from: string; to: string }
  >;
  const from = ranges.week.from < ranges.month.from ? ranges.week.from : ranges.month.from;
  const { days } = await ledgerDaysOf(ctx, { memberId, kind: 'cash' }, { from, to: today });
  const usage: Usage = {
    deposit: { day: 0, week: 0, month: 0 },
    loss: { day: 0, week: 0, month: 0 },
  };
  for (const period of LIMIT_PERIODS) {
    let deposits = 0;
    let net = 0;
    for (const d of days) {
      if (d.day < ranges[period].from) continue;
      if (d.type === 'deposit') deposits += d.amount;
      if (PLAY_TYPES.has(d.type)) net += d.amount;
    }
    usage.deposit[period] = deposits;
    usage.loss[period] = Math.max(0, -net);
  }
  return usage;
};

/** The limit in force now: a waiting increase applies once its time has come. */
export const inForce = (row: PlayLimitRow, now: number): number | null =>
  row.pending && row.pending_from !== null && Number(row.pending_from) <= now
    ? row.pending_amount_minor === null
      ? null
      : Number(row.pending_amount_minor)
    : row.amount_minor === null
      ? null
      : Number(row.amount_minor);

/** The increase or removal still waiting, if any. */
export const waiting = (row: PlayLimitRow, now: number) =>
  row.pending && row.pending_from !== null && Number(row.pending_from) > now
    ? {
        amountMinor: row.pending_amount_minor === null ? null : Number(row.pending_amount_minor),
        from: Number(row.pending_from),
      }
    : null;

export const limitsInForce = async (ctx: Ctx, memberId: number, kind: LimitKind) => {
  const now = ctx.now();
  return (await limitRowsOf(ctx, memberId))
    .filter((r) => r.kind === kind)
    .flatMap((r) => {
      const amount = inForce(r, now);
      return amount === null ? [] : [{ period: r.period, amountMinor: amount }];
    });
};

/** The time-out or self-exclusion in force, if any: the door other modules ask. */
export const restrictionOf = async (ctx: Ctx, memberId: number): Promise<Restriction | null> => {
  const row = await activeRestriction(ctx, memberId, ctx.now());
  return row ? { kind: row.kind, until: Number(row.ends_at) } : null;
};
