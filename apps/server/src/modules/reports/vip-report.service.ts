import type { adminReportEndpoints } from '@lotto/contract';
import type { SiteCtx } from '../../context.js';
import { realMemberIdsAtLevel, vipLevelsInUse } from '../member/index.js';
import { betCategoriesOfSet, betSumsByKey } from '../play/index.js';
import { firstDepositsOfSet, SITE_LEDGER_TYPES } from '../site-sums/index.js';
import { activeCountOfSet } from '../team-tree/index.js';
import { ledgerOfSet } from '../wallet/index.js';
import { addBets, addLedger, type LedgerSums, noBets, reportFigures } from './report-figures.js';

/**
 * The report by VIP level: members grouped by the level they are at now (a level's history is
 * not kept), so it reads the members' own daily summaries, one level's members at a time (the
 * member module hands them over as a set), the one report that does not come from the site
 * sums. A total adds its rows.
 */

type Range = { from: string; to: string };

const levelRow = async (ctx: SiteCtx, level: number, range: Range) => {
  const members = realMemberIdsAtLevel(ctx.db, ctx.site.id, level);
  const [bets, ledgerRows, active, joined, first] = await Promise.all([
    betCategoriesOfSet(ctx, members, range),
    ledgerOfSet(ctx, members, range, SITE_LEDGER_TYPES),
    activeCountOfSet(ctx, members, 'bet', range),
    activeCountOfSet(ctx, members, 'joined', range),
    firstDepositsOfSet(ctx, members, range),
  ]);
  const money = (await betSumsByKey(ctx, ctx.site.id, new Map([[level, bets]]))).get(level);
  const ledger = ledgerRows.reduce<LedgerSums>((l, r) => addLedger(l, { [r.type]: r }), {});
  return {
    level,
    members: { activeMembers: active, newMembers: joined },
    bets: { ...noBets(), ...money, bets: bets.reduce((n, r) => n + r.bets, 0) },
    ledger,
    first,
  };
};

export const vipReport = async (
  ctx: SiteCtx,
  range: Range,
): Promise<adminReportEndpoints.VipReport> => {
  const levels = await vipLevelsInUse(ctx.db, ctx.site.id);
  const found = [];
  for (const level of levels) found.push(await levelRow(ctx, level, range));
  const rows = found.map((f) => ({
    level: f.level,
    ...reportFigures(f.members, f.bets, f.ledger, f.first),
  }));
  const totals = reportFigures(
    {
      activeMembers: found.reduce((n, f) => n + f.members.activeMembers, 0),
      newMembers: found.reduce((n, f) => n + f.members.newMembers, 0),
    },
    found.map((f) => f.bets).reduce(addBets, noBets()),
    found.map((f) => f.ledger).reduce(addLedger, {}),
    found
      .map((f) => f.first)
      .reduce((a, b) => ({ entries: a.entries + b.entries, amount: a.amount + b.amount }), {
        entries: 0,
        amount: 0,
      }),
  );
  return { ...range, rows, totals };
};
