import { z } from 'zod/mini';
import { pageInfo, pageQuery } from '../envelope.js';
import { GAME_CATEGORIES } from '../games/schemas.js';
import { onFirstUse } from '../on-first-use.js';
import { siteDate } from '../site-date.js';
import { moneyString } from '../wallet/schemas.js';
import { adminEndpoint } from './endpoint.js';

/**
 * The back office's reports (permission reports.read; docs/reports.md): a range of site days,
 * at most REPORT_MAX_RANGE_DAYS, per day and by vendor, category, agent and VIP level, each with
 * its rows and totals, and each table as CSV (`.../csv`, the same query, text/csv). Money is a
 * 2-decimal string as everywhere in the back office. The figures:
 * - activeMembers: members who settled a bet placed in the period (a member once however many
 *   days); newMembers: members who registered in it; firstDeposits: members whose first
 *   credited deposit ever was credited in it, and firstDepositAmount its sum;
 * - deposits, withdrawals: credited deposits and paid withdrawals (positive), and how many
 *   member transactions they were;
 * - bets, stake, validStake (play's valid stake rule), payout: settled bets by the day they
 *   were placed; ggr = stake − payout;
 * - bonuses (bonus and red envelopes), rebates, commissions (an agent's commission, salary and
 *   dividend), each net of reversals; ngr = ggr − bonuses − rebates − commissions.
 * Free-trial members (play money) count nowhere.
 */

/** The longest range a report covers, site days both included. */
export const REPORT_MAX_RANGE_DAYS = 92;

const DAY_MS = 86_400_000;

/** Epoch day of a YYYY-MM-DD date that exists, else null. */
const dayNumber = (date: string): number | null => {
  const [y, m, d] = date.split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined) return null;
  const time = Date.UTC(y, m - 1, d);
  return new Date(time).toISOString().slice(0, 10) === date ? time / DAY_MS : null;
};

/** Days from `from` to `to`, both included; null when a date does not exist. */
export const reportRangeDays = (from: string, to: string): number | null => {
  const a = dayNumber(from);
  const b = dayNumber(to);
  return a === null || b === null ? null : b - a + 1;
};

const rangeFields = { from: siteDate, to: siteDate };
const validRange = (q: { from: string; to: string }) => {
  const days = reportRangeDays(q.from, q.to);
  return days !== null && days >= 1 && days <= REPORT_MAX_RANGE_DAYS;
};
const rangeRule = `from and to must be dates with from <= to, at most ${REPORT_MAX_RANGE_DAYS} days`;

export const reportQuery = onFirstUse(() =>
  z.object(rangeFields).check(z.refine(validRange, rangeRule)),
);
export type ReportQuery = z.infer<typeof reportQuery>;

const id = onFirstUse(() =>
  z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)),
);

/** The top agents (no `agentId`), or the direct downlines of one agent, a page at a time. */
export const agentReportQuery = onFirstUse(() =>
  z
    .object({ ...rangeFields, ...pageQuery.shape, agentId: z.optional(id) })
    .check(z.refine(validRange, rangeRule)),
);
export type AgentReportQuery = z.infer<typeof agentReportQuery>;

/** The money of settled bets. */
const betMoneyFields = {
  stake: moneyString,
  validStake: moneyString,
  payout: moneyString,
  ggr: moneyString,
};

/** Settled bets: how many, and their money. */
const betFields = () => ({ bets: z.int(), ...betMoneyFields });

/** Money moved through the ledger (members' entries of the reported types). */
const ledgerFields = {
  deposits: moneyString,
  withdrawals: moneyString,
  bonuses: moneyString,
  rebates: moneyString,
  commissions: moneyString,
  ngr: moneyString,
};

const memberFields = () => ({
  activeMembers: z.int(),
  newMembers: z.int(),
});

/** Counts the site sums keep but the team sums do not. */
const siteCountFields = () => ({
  firstDeposits: z.int(),
  firstDepositAmount: moneyString,
  depositCount: z.int(),
  withdrawalCount: z.int(),
});

export const reportFigures = onFirstUse(() =>
  z.object({ ...memberFields(), ...siteCountFields(), ...betFields(), ...ledgerFields }),
);
export type ReportFigures = z.infer<typeof reportFigures>;

export const betFigures = onFirstUse(() => z.object(betFields()));
export type BetFigures = z.infer<typeof betFigures>;

/**
 * An agent's row: the agent and its whole team below it, from the team sums, which keep no
 * counts of bets, deposits or withdrawals nor first deposits.
 */
export const agentFigures = onFirstUse(() =>
  z.object({ ...memberFields(), ...betMoneyFields, ...ledgerFields }),
);
export type AgentFigures = z.infer<typeof agentFigures>;

export const dailyReport = onFirstUse(() =>
  z.object({
    from: z.string(),
    to: z.string(),
    rows: z.array(z.object({ day: z.string(), ...reportFigures.shape })),
    totals: reportFigures,
  }),
);
export type DailyReport = z.infer<typeof dailyReport>;

export const vendorReport = onFirstUse(() =>
  z.object({
    from: z.string(),
    to: z.string(),
    rows: z.array(
      z.object({ vendor: z.string(), category: z.enum(GAME_CATEGORIES), ...betFields() }),
    ),
    totals: betFigures,
  }),
);
export type VendorReport = z.infer<typeof vendorReport>;

export const categoryReport = onFirstUse(() =>
  z.object({
    from: z.string(),
    to: z.string(),
    rows: z.array(z.object({ category: z.enum(GAME_CATEGORIES), ...betFields() })),
    totals: betFigures,
  }),
);
export type CategoryReport = z.infer<typeof categoryReport>;

export const agentReport = onFirstUse(() =>
  z.object({
    from: z.string(),
    to: z.string(),
    /** Whose direct downlines the rows are; null for the top agents. */
    agent: z.nullable(z.object({ memberId: z.int(), username: z.string() })),
    ...pageInfo.shape,
    rows: z.array(
      z.object({
        memberId: z.int(),
        username: z.string(),
        /** Its team's size now (every level below it). */
        teamSize: z.int(),
        ...agentFigures.shape,
      }),
    ),
    /** Of this page's rows. */
    totals: agentFigures,
  }),
);
export type AgentReport = z.infer<typeof agentReport>;

export const vipReport = onFirstUse(() =>
  z.object({
    from: z.string(),
    to: z.string(),
    /** Members by the level they are at now. */
    rows: z.array(z.object({ level: z.int(), ...reportFigures.shape })),
    totals: reportFigures,
  }),
);
export type VipReport = z.infer<typeof vipReport>;

export const daily = adminEndpoint({
  method: 'GET',
  path: '/admin/api/reports/daily',
  guard: 'reports.read',
  query: reportQuery,
  answer: dailyReport,
});

export const vendors = adminEndpoint({
  method: 'GET',
  path: '/admin/api/reports/vendors',
  guard: 'reports.read',
  query: reportQuery,
  answer: vendorReport,
});

export const categories = adminEndpoint({
  method: 'GET',
  path: '/admin/api/reports/categories',
  guard: 'reports.read',
  query: reportQuery,
  answer: categoryReport,
});

export const agents = adminEndpoint({
  method: 'GET',
  path: '/admin/api/reports/agents',
  guard: 'reports.read',
  query: agentReportQuery,
  answer: agentReport,
});

export const vipLevels = adminEndpoint({
  method: 'GET',
  path: '/admin/api/reports/vip-levels',
  guard: 'reports.read',
  query: reportQuery,
  answer: vipReport,
});

/**
 * Each table as CSV (text/csv, UTF-8, a header row, the totals last): every row of it, the
 * agents' too (the query's page is ignored). A cell starting with = + - @ (a spreadsheet
 * formula) is written with a leading apostrophe.
 */
export const dailyCsv = adminEndpoint({
  method: 'GET',
  path: '/admin/api/reports/daily/csv',
  guard: 'reports.read',
  query: reportQuery,
  produces: 'csv',
});

export const vendorsCsv = adminEndpoint({
  method: 'GET',
  path: '/admin/api/reports/vendors/csv',
  guard: 'reports.read',
  query: reportQuery,
  produces: 'csv',
});

export const categoriesCsv = adminEndpoint({
  method: 'GET',
  path: '/admin/api/reports/categories/csv',
  guard: 'reports.read',
  query: reportQuery,
  produces: 'csv',
});

export const agentsCsv = adminEndpoint({
  method: 'GET',
  path: '/admin/api/reports/agents/csv',
  guard: 'reports.read',
  query: agentReportQuery,
  produces: 'csv',
});

export const vipLevelsCsv = adminEndpoint({
  method: 'GET',
  path: '/admin/api/reports/vip-levels/csv',
  guard: 'reports.read',
  query: reportQuery,
  produces: 'csv',
});
