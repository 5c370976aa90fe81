import { z } from 'zod/mini';
import { gameCategory, nodeId, vendorCode } from '../games/schemas.js';
import { orderDetailAnswer } from '../lottery/schemas.js';
import { onFirstUse } from '../on-first-use.js';
import { roundView } from '../play/schemas.js';
import { siteDate } from '../site-date.js';
import { LEDGER_TRANSACTION_TYPES, moneyString } from '../wallet/schemas.js';

/**
 * The member's records (README "Records and summaries"): the ledger statement (TRANSREC3), the
 * bets (TRANSBETREPMEM3) and profit and loss (PERSREP), each over a range of site days.
 */

/** Quick ranges of site days ending today, or a custom one (from, to). */
export const RECORD_RANGES = ['today', 'yesterday', '7days', '30days', 'custom'] as const;
export type RecordRange = (typeof RECORD_RANGES)[number];

/** Longest custom range, in days, both ends included; older days are no slower, just capped. */
export const MAX_RECORD_RANGE_DAYS = 90;
/** A page of records: 20 by default, at most 50. */
export const RECORD_PAGE_SIZE = 20;
export const MAX_RECORD_PAGE_SIZE = 50;

const rangeFields = {
  range: onFirstUse(() => z._default(z.enum(RECORD_RANGES), 'today')),
  /** Both needed with range=custom, ignored otherwise. */
  from: onFirstUse(() => z.optional(siteDate)),
  to: onFirstUse(() => z.optional(siteDate)),
};

const pageSize = onFirstUse(() =>
  z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_RECORD_PAGE_SIZE)),
    RECORD_PAGE_SIZE,
  ),
);

/** The days a range came to, so the app shows what the server answered for. */
const resolvedRange = { from: siteDate, to: siteDate };

/**
 * Groups of ledger types the statement can be narrowed to (`types=`): `A`, the agent area's own
 * money (/m/transaction/record?types=A): transfers (to downlines, from or to the upline),
 * commission, salary, dividend and red envelopes.
 */
export const RECORD_TYPE_GROUPS = {
  A: ['transfer', 'commission', 'salary', 'dividend', 'red_envelope'],
} as const satisfies Record<string, readonly (typeof LEDGER_TRANSACTION_TYPES)[number][]>;
export type RecordTypeGroup = keyof typeof RECORD_TYPE_GROUPS;

/** GET ledger: the member's entries, newest first, from before `before` (an entry id). */
export const recordLedgerQuery = onFirstUse(() =>
  z.object({
    ...rangeFields,
    type: z.optional(z.enum(LEDGER_TRANSACTION_TYPES)),
    /** A group of types (RECORD_TYPE_GROUPS); with `type` too, that type within the group. */
    types: z.optional(z.enum(['A'])),
    before: z.optional(
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)),
    ),
    pageSize,
  }),
);
export type RecordLedgerQuery = z.infer<typeof recordLedgerQuery>;

export const recordLedgerEntry = onFirstUse(() =>
  z.object({
    id: z.int(),
    transactionId: z.int(),
    type: z.enum(LEDGER_TRANSACTION_TYPES),
    reference: z.nullable(z.string()),
    /** Signed: a bet is negative. */
    amount: moneyString,
    /** The wallet's balance right after this entry. */
    balanceAfter: moneyString,
    /** Epoch milliseconds. */
    createdAt: z.int(),
  }),
);
export type RecordLedgerEntry = z.infer<typeof recordLedgerEntry>;

export const recordLedgerAnswer = onFirstUse(() =>
  z.object({
    ...resolvedRange,
    list: z.array(recordLedgerEntry),
    /** `before` of the next page; null on the last. */
    nextCursor: z.nullable(z.int()),
    /** Entries over the whole range and type. */
    totalCount: z.int(),
    /** Sums over the whole range and type: money in (positive) and out (negative). */
    totalIn: moneyString,
    totalOut: moneyString,
  }),
);
export type RecordLedgerAnswer = z.infer<typeof recordLedgerAnswer>;

/**
 * The vendor the site's own lottery records its settled orders under, a vendor of no catalogue
 * (the lobby lists the lottery's games under their catalogue vendors): bet filters offer it.
 */
export const SITE_LOTTERY_VENDOR = 'LOTTERY';

/** A cursor into the bets: the last bet's time and id, "1700000000000_42". */
export const betCursor = onFirstUse(() => z.string().check(z.regex(/^\d{1,15}_\d{1,15}$/)));

/** GET bets: the member's bets placed within the range, newest first. */
export const recordBetsQuery = onFirstUse(() =>
  z.object({
    ...rangeFields,
    category: z.optional(gameCategory),
    vendor: z.optional(vendorCode),
    before: z.optional(betCursor),
    pageSize,
  }),
);
export type RecordBetsQuery = z.infer<typeof recordBetsQuery>;

export const recordBet = onFirstUse(() =>
  z.object({
    roundId: z.string(),
    nodeId,
    gameName: z.string(),
    gameType: gameCategory,
    vassalage: vendorCode,
    /** The name of the game's vendor, as the lobby shows it. */
    vendorName: z.string(),
    stake: moneyString,
    /** Null while the bet is pending. */
    payout: z.nullable(moneyString),
    /** Payout less stake; null while pending. */
    winLoss: z.nullable(moneyString),
    status: z.enum(['open', 'settled']),
    createdAt: z.int(),
    settledAt: z.nullable(z.int()),
  }),
);
export type RecordBet = z.infer<typeof recordBet>;

/** Settled bets of the range (pending ones count once they settle). */
export const betTotals = onFirstUse(() =>
  z.object({
    bets: z.int(),
    stake: moneyString,
    validStake: moneyString,
    payout: moneyString,
    winLoss: moneyString,
  }),
);
export type BetTotals = z.infer<typeof betTotals>;

export const recordBetsAnswer = onFirstUse(() =>
  z.object({
    ...resolvedRange,
    list: z.array(recordBet),
    nextCursor: z.nullable(betCursor),
    totals: betTotals,
    /** The vendors the member has bets of in the range, for the filter: code and name. */
    vendors: z.array(z.object({ code: vendorCode, name: z.string() })),
  }),
);
export type RecordBetsAnswer = z.infer<typeof recordBetsAnswer>;

export const recordBetParams = onFirstUse(() =>
  z.object({
    roundId: z.string().check(z.minLength(1), z.maxLength(100)),
  }),
);

/**
 * One bet in full. A game's bet carries its round (choice, outcome, and for in-house games the
 * fairness proof); a lottery bet (vendor LOTTERY, round id = order number) carries its order
 * with the draw, the result and the proof, as the lottery's own order detail shows it.
 */
export const recordBetDetail = onFirstUse(() =>
  z.union([
    z.object({ bet: recordBet, round: roundView }),
    z.object({ bet: recordBet, lottery: orderDetailAnswer }),
  ]),
);
export type RecordBetDetail = z.infer<typeof recordBetDetail>;

export const recordProfitQuery = onFirstUse(() => z.object({ ...rangeFields }));
export type RecordProfitQuery = z.infer<typeof recordProfitQuery>;

/** What a period did to the member's wallet; net = payout - stake + bonus + rebate. */
export const profitFigures = onFirstUse(() =>
  z.object({
    stake: moneyString,
    payout: moneyString,
    bonus: moneyString,
    rebate: moneyString,
    deposit: moneyString,
    withdrawal: moneyString,
    net: moneyString,
  }),
);
export type ProfitFigures = z.infer<typeof profitFigures>;

export const recordProfitAnswer = onFirstUse(() =>
  z.object({
    ...resolvedRange,
    totals: profitFigures,
    /** Days with any movement, newest first. */
    days: z.array(z.object({ day: siteDate, ...profitFigures.shape })),
  }),
);
export type RecordProfitAnswer = z.infer<typeof recordProfitAnswer>;
