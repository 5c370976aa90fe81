import {
  formatMinor,
  type GameCategory,
  type LedgerTransactionType,
  type ProfitFigures,
  RECORD_TYPE_GROUPS,
  type RecordBetDetail,
  type RecordBetsAnswer,
  type RecordBetsQuery,
  type RecordLedgerAnswer,
  type RecordLedgerQuery,
  type RecordProfitAnswer,
  type RecordProfitQuery,
} from '@lotto/contract';
import type { MemberCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { memberOrderDetail } from '../lottery/index.js';
import {
  betDaysOf,
  LOTTERY_VENDOR,
  memberBetDetail,
  memberBetPage,
  stakeContributionsOf,
  validStake,
} from '../play/index.js';
import type { Site } from '../system/index.js';
import { type LedgerDay, ledgerDaysOf, statementPage, walletKindFor } from '../wallet/index.js';
import { resolveRange } from './record-range.js';
import { vendorListOf } from './vendor-list.js';

/**
 * The member's records (README "Records and summaries"). Totals come from the daily
 * summaries the wallet and play keep as money moves and bets settle; lists read one page of
 * rows through indexes bounded by the asked days. Nothing here scans a member's history.
 */

type Switch = 'TRANSREC3' | 'TRANSBETREPMEM3' | 'PERSREP';
const requireSwitch = (site: Site, name: Switch) => {
  if (!site.whitelabel[name]) throw new AppError('function.not.available');
};

const rangeOf = (ctx: MemberCtx, query: RecordLedgerQuery | RecordBetsQuery | RecordProfitQuery) =>
  resolveRange(ctx.site.timeZone, ctx.now(), query);

/** The member's wallet: play money for a free trial, cash otherwise. */
const walletOf = (ctx: MemberCtx) => ({
  memberId: ctx.member.id,
  kind: walletKindFor(ctx.member.type),
});

/** GET ledger: a page of the statement, with the range's count and money in and out. */
export const ledgerRecords = async (
  ctx: MemberCtx,
  query: RecordLedgerQuery,
): Promise<RecordLedgerAnswer> => {
  requireSwitch(ctx.site, 'TRANSREC3');
  const range = rangeOf(ctx, query);
  const { accountId, days: all } = await ledgerDaysOf(
    ctx,
    walletOf(ctx),
    range,
    range.settledBefore,
  );
  const group: readonly LedgerTransactionType[] | undefined = query.types
    ? RECORD_TYPE_GROUPS[query.types]
    : undefined;
  const days = all.filter(
    (d) =>
      (query.type === undefined || d.type === query.type) && (!group || group.includes(d.type)),
  );
  const count = (rows: readonly LedgerDay[]) => rows.reduce((n, d) => n + d.entries, 0);
  const entries =
    accountId === null
      ? []
      : await statementPage(ctx, accountId, days, {
          type: query.type,
          types: group,
          rare: count(days) * 4 < count(all),
          before: query.before ?? null,
          limit: query.pageSize,
        });
  const page = entries.slice(0, query.pageSize);
  const more = entries.length > query.pageSize;
  return {
    from: range.from,
    to: range.to,
    list: page.map((e) => ({
      ...e,
      amount: formatMinor(e.amount),
      balanceAfter: formatMinor(e.balanceAfter),
    })),
    nextCursor: more ? (page.at(-1)?.id ?? null) : null,
    totalCount: count(days),
    totalIn: formatMinor(days.reduce((n, d) => n + Math.max(0, d.amount), 0)),
    totalOut: formatMinor(days.reduce((n, d) => n + Math.min(0, d.amount), 0)),
  };
};

const cursorOf = (text: string | undefined) => {
  if (text === undefined) return undefined;
  const [createdAt = 0, id = 0] = text.split('_').map(Number);
  return { createdAt, id };
};

/** GET bets: a page of bets placed in the range, and the settled ones' totals. */
export const betRecords = async (
  ctx: MemberCtx,
  query: RecordBetsQuery,
): Promise<RecordBetsAnswer> => {
  requireSwitch(ctx.site, 'TRANSBETREPMEM3');
  const range = rangeOf(ctx, query);
  // HOT is a shelf of the lobby, not a category any bet is of.
  const category: GameCategory | undefined = query.category === 'HOT' ? undefined : query.category;
  const memberId = ctx.member.id;
  const [days, page] = await Promise.all([
    betDaysOf(ctx, { memberId, from: range.from, to: range.to, category }),
    memberBetPage(ctx, {
      memberId,
      from: range.start,
      to: range.end,
      vendor: query.vendor,
      category,
      before: cursorOf(query.before),
      limit: query.pageSize,
      language: ctx.language,
    }),
  ]);
  const counted = days.filter((d) => query.vendor === undefined || d.vendor === query.vendor);
  const stake = counted.reduce((n, d) => n + d.stake, 0);
  const payout = counted.reduce((n, d) => n + d.payout, 0);
  return {
    from: range.from,
    to: range.to,
    list: page.list,
    nextCursor: page.next,
    totals: {
      bets: counted.reduce((n, d) => n + d.bets, 0),
      stake: formatMinor(stake),
      validStake: formatMinor(await validStakeOfDays(ctx, counted)),
      payout: formatMinor(payout),
      winLoss: formatMinor(payout - stake),
    },
    vendors: await vendorListOf(ctx, [
      ...days.map((d) => d.vendor),
      ...page.list.map((b) => b.vassalage),
    ]),
  };
};

/**
 * Valid stake of the summed settled bets, through play's one function (DESIGN.md "Valid
 * stake"): one record per category, as validStakeOf sums a window. Play money never counts.
 */
const validStakeOfDays = async (
  ctx: MemberCtx,
  days: readonly { category: GameCategory; stake: number }[],
): Promise<number> => {
  if (walletKindFor(ctx.member.type) === 'play' || days.length === 0) return 0;
  const perCategory = new Map<GameCategory, number>();
  for (const d of days) perCategory.set(d.category, (perCategory.get(d.category) ?? 0) + d.stake);
  const records = [...perCategory].map(([category, stakeMinor]) => ({
    category,
    stakeMinor,
    refundedMinor: 0,
    settled: true,
    market: null,
    selection: null,
  }));
  return validStake(records, await stakeContributionsOf(ctx, ctx.member.merchantId));
};

/** GET bets/:roundId: one of the member's own bets; anyone else's answers record.not.exist. */
export const betRecord = async (ctx: MemberCtx, roundId: string): Promise<RecordBetDetail> => {
  requireSwitch(ctx.site, 'TRANSBETREPMEM3');
  const detail = await memberBetDetail(ctx, ctx.member.id, roundId, ctx.language);
  if (!detail) throw new AppError('record.not.exist');
  if (detail.round) return { bet: detail.bet, round: detail.round };
  if (detail.bet.vassalage !== LOTTERY_VENDOR) throw new AppError('record.not.exist');
  // A lottery bet's round id is its order number: the order, its draw and proof in full.
  return { bet: detail.bet, lottery: await memberOrderDetail(ctx, roundId) };
};

type Figure = Exclude<keyof ProfitFigures, 'net'>;

/** Ledger types that make each figure; types the ledger adds later fall in by name. */
const FIGURES: Record<Figure, readonly LedgerTransactionType[]> = {
  stake: ['bet'],
  payout: ['win', 'jackpot'],
  bonus: ['bonus', 'welcome_credit'],
  rebate: ['rebate'],
  deposit: ['deposit'],
  withdrawal: ['withdrawal'],
};
const FIGURE_OF_TYPE = new Map<LedgerTransactionType, Figure>(
  Object.entries(FIGURES).flatMap(([figure, types]) => types.map((t) => [t, figure as Figure])),
);
/** Figures the member pays: shown positive. */
const PAID = new Set<Figure>(['stake', 'withdrawal']);

/** Signed sums per figure, in one pass over summary rows. */
type Sums = Record<Figure, number>;
const noSums = (): Sums => ({
  stake: 0,
  payout: 0,
  bonus: 0,
  rebate: 0,
  deposit: 0,
  withdrawal: 0,
});
const addRow = (sums: Sums, row: LedgerDay) => {
  const figure = FIGURE_OF_TYPE.get(row.type);
  if (figure) sums[figure] += row.amount;
};

const figuresOf = (signed: Sums): ProfitFigures => {
  const shown = (figure: Figure) => (PAID.has(figure) ? -signed[figure] : signed[figure]);
  const net = shown('payout') - shown('stake') + shown('bonus') + shown('rebate');
  return {
    stake: formatMinor(shown('stake')),
    payout: formatMinor(shown('payout')),
    bonus: formatMinor(shown('bonus')),
    rebate: formatMinor(shown('rebate')),
    deposit: formatMinor(shown('deposit')),
    withdrawal: formatMinor(shown('withdrawal')),
    net: formatMinor(net),
  };
};

/** GET profitLoss: the range's figures and each day's, from the ledger's day summaries. */
export const profitAndLoss = async (
  ctx: MemberCtx,
  query: RecordProfitQuery,
): Promise<RecordProfitAnswer> => {
  requireSwitch(ctx.site, 'PERSREP');
  const range = rangeOf(ctx, query);
  const { days: rows } = await ledgerDaysOf(ctx, walletOf(ctx), range, range.settledBefore);
  const totals = noSums();
  const byDay = new Map<string, Sums>();
  for (const row of rows) {
    addRow(totals, row);
    const day = byDay.get(row.day) ?? noSums();
    byDay.set(row.day, day);
    addRow(day, row);
  }
  const days = [...byDay.keys()].sort().reverse();
  return {
    from: range.from,
    to: range.to,
    totals: figuresOf(totals),
    days: days.map((day) => ({ day, ...figuresOf(byDay.get(day) ?? noSums()) })),
  };
};
