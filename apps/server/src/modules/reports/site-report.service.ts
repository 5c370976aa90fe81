import type { adminReportEndpoints, GameCategory } from '@lotto/contract';
import type { SiteCtx } from '../../context.js';
import { betSumsByKey } from '../play/index.js';
import { FIRST_DEPOSIT, siteActive, siteBetRows, siteLedgerRows } from '../site-sums/index.js';
import {
  addBets,
  addLedger,
  type BetSums,
  betFigures,
  type LedgerSums,
  noBets,
  reportFigures,
} from './report-figures.js';

/**
 * The site-wide tables (per day, by vendor, by category) from the site sums: a few rows per
 * day whatever the site's size. Valid stake goes through play's rule on each row's stake per
 * category; a total adds its rows, so every total is the sum of its table.
 */

type Range = { from: string; to: string };
type BetRow = Awaited<ReturnType<typeof siteBetRows>>[number];

/** Every site day of the range, in order. */
export const daysOf = ({ from, to }: Range): string[] => {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); ; t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    if (day > to) return days;
    days.push(day);
  }
};

/** Bet sums per key of rows grouped by it, valid stake per key through play's rule. */
const betSumsBy = async <K>(
  ctx: SiteCtx,
  rows: readonly BetRow[],
  keyOf: (row: BetRow) => K,
): Promise<Map<K, BetSums>> => {
  const groups = new Map<K, BetRow[]>();
  for (const r of rows) groups.set(keyOf(r), [...(groups.get(keyOf(r)) ?? []), r]);
  const money = await betSumsByKey(ctx, ctx.site.id, groups);
  return new Map(
    [...groups].map(([key, list]) => [
      key,
      {
        bets: list.reduce((n, r) => n + r.bets, 0),
        stake: money.get(key)?.stake ?? 0,
        payout: money.get(key)?.payout ?? 0,
        validStake: money.get(key)?.validStake ?? 0,
      },
    ]),
  );
};

const sumBets = (list: Iterable<BetSums>) => [...list].reduce(addBets, noBets());

export const dailyReport = async (
  ctx: SiteCtx,
  range: Range,
): Promise<adminReportEndpoints.DailyReport> => {
  const siteId = ctx.site.id;
  const [betRows, ledgerRows, active, joined] = await Promise.all([
    siteBetRows(ctx, siteId, range),
    siteLedgerRows(ctx, siteId, range),
    siteActive(ctx, siteId, 'bet', range),
    siteActive(ctx, siteId, 'joined', range),
  ]);
  const bets = await betSumsBy(ctx, betRows, (r) => r.day);
  const ledger = new Map<string, LedgerSums>();
  for (const r of ledgerRows) {
    ledger.set(r.day, addLedger(ledger.get(r.day) ?? {}, { [r.type]: r }));
  }
  const firstOf = (l: LedgerSums) => l[FIRST_DEPOSIT] ?? { entries: 0, amount: 0 };
  const rows = daysOf(range).map((day) => {
    const l = ledger.get(day) ?? {};
    const members = {
      activeMembers: active.byDay.get(day) ?? 0,
      newMembers: joined.byDay.get(day) ?? 0,
    };
    return { day, ...reportFigures(members, bets.get(day) ?? noBets(), l, firstOf(l)) };
  });
  const allLedger = [...ledger.values()].reduce(addLedger, {});
  const totals = reportFigures(
    { activeMembers: active.total, newMembers: joined.total },
    sumBets(bets.values()),
    allLedger,
    firstOf(allLedger),
  );
  return { ...range, rows, totals };
};

export const vendorReport = async (
  ctx: SiteCtx,
  range: Range,
): Promise<adminReportEndpoints.VendorReport> => {
  const betRows = await siteBetRows(ctx, ctx.site.id, range);
  const bets = await betSumsBy(ctx, betRows, (r) => `${r.vendor}\n${r.category}`);
  const rows = [...bets]
    .map(([key, sums]) => {
      const [vendor = '', category = ''] = key.split('\n');
      return { vendor, category: category as GameCategory, ...betFigures(sums) };
    })
    .sort((a, b) => a.vendor.localeCompare(b.vendor) || a.category.localeCompare(b.category));
  return { ...range, rows, totals: betFigures(sumBets(bets.values())) };
};

export const categoryReport = async (
  ctx: SiteCtx,
  range: Range,
): Promise<adminReportEndpoints.CategoryReport> => {
  const betRows = await siteBetRows(ctx, ctx.site.id, range);
  const bets = await betSumsBy(ctx, betRows, (r) => r.category);
  const rows = [...bets]
    .map(([category, sums]) => ({ category: category as GameCategory, ...betFigures(sums) }))
    .sort((a, b) => a.category.localeCompare(b.category));
  return { ...range, rows, totals: betFigures(sumBets(bets.values())) };
};
