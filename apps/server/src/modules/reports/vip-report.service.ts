import type { adminReportEndpoints } from '@lotto/contract';
import type { SiteCtx } from '../../context.js';
import { betSumsByKey, betsByVipLevel } from '../play/index.js';
import { firstDepositsByVipLevel, SITE_LEDGER_TYPES } from '../site-sums/index.js';
import { activeByVipLevel } from '../team-tree/index.js';
import { ledgerByVipLevel } from '../wallet/index.js';
import {
  addBets,
  addLedger,
  type BetSums,
  type LedgerSums,
  noBets,
  reportFigures,
} from './report-figures.js';

/**
 * The report by VIP level: members grouped by the level they are at now (a level's history is
 * not kept), so it reads the members' own daily summaries joined to their level, the one
 * report that does not come from the site sums; a total adds its rows.
 */
export const vipReport = async (
  ctx: SiteCtx,
  range: { from: string; to: string },
): Promise<adminReportEndpoints.VipReport> => {
  const siteId = ctx.site.id;
  const [betRows, ledgerRows, active, joined, first] = await Promise.all([
    betsByVipLevel(ctx, siteId, range),
    ledgerByVipLevel(ctx, siteId, range, SITE_LEDGER_TYPES),
    activeByVipLevel(ctx, siteId, 'bet', range),
    activeByVipLevel(ctx, siteId, 'joined', range),
    firstDepositsByVipLevel(ctx, siteId, range),
  ]);
  const groups = new Map<number, typeof betRows>();
  for (const r of betRows) groups.set(r.level, [...(groups.get(r.level) ?? []), r]);
  const money = await betSumsByKey(ctx, siteId, groups);
  const bets = new Map<number, BetSums>(
    [...groups].map(([level, list]) => [
      level,
      {
        bets: list.reduce((n, r) => n + r.bets, 0),
        stake: money.get(level)?.stake ?? 0,
        payout: money.get(level)?.payout ?? 0,
        validStake: money.get(level)?.validStake ?? 0,
      },
    ]),
  );
  const ledger = new Map<number, LedgerSums>();
  for (const r of ledgerRows) {
    ledger.set(r.level, addLedger(ledger.get(r.level) ?? {}, { [r.type]: r }));
  }
  const activeOf = new Map(active.map((r) => [r.level, r.members]));
  const joinedOf = new Map(joined.map((r) => [r.level, r.members]));
  const firstOf = new Map(first.map((r) => [r.level, { entries: r.members, amount: r.amount }]));
  const levels = [
    ...new Set([bets, ledger, activeOf, joinedOf, firstOf].flatMap((m) => [...m.keys()])),
  ].sort((a, b) => a - b);
  const rows = levels.map((level) => ({
    level,
    ...reportFigures(
      { activeMembers: activeOf.get(level) ?? 0, newMembers: joinedOf.get(level) ?? 0 },
      bets.get(level) ?? noBets(),
      ledger.get(level) ?? {},
      firstOf.get(level) ?? { entries: 0, amount: 0 },
    ),
  }));
  const sum = (m: Map<number, number>) => [...m.values()].reduce((n, v) => n + v, 0);
  const totals = reportFigures(
    { activeMembers: sum(activeOf), newMembers: sum(joinedOf) },
    [...bets.values()].reduce(addBets, noBets()),
    [...ledger.values()].reduce(addLedger, {}),
    [...firstOf.values()].reduce(
      (a, b) => ({ entries: a.entries + b.entries, amount: a.amount + b.amount }),
      { entries: 0, amount: 0 },
    ),
  );
  return { ...range, rows, totals };
};
