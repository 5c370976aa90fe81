import { z } from 'zod/mini';
import { pageInfo, pageQuery } from '../envelope.js';
import { gameCategory } from '../games/schemas.js';
import { onFirstUse } from '../on-first-use.js';
import { moneyString } from '../wallet/schemas.js';

/**
 * Rebates (PLYRBT my rebate, MANPLAYREB3 manual rebate; DESIGN "One rebate per stake"). A
 * member's valid stake accrues rebate per game category and site day at the rate of the
 * category and their VIP level; the daily job pays what accrued on past days (automatic), the
 * member may claim what has accrued so far (manual). Both draw on one accrual.
 */

export const REBATE_KINDS = ['auto', 'manual'] as const;
export type RebateKind = (typeof REBATE_KINDS)[number];

/** One category's part of what has accrued, or of a payout. */
export const rebateLine = onFirstUse(() =>
  z.object({
    category: gameCategory,
    validStake: moneyString,
    /** The rate applied, in percent (0.3 is 0.30 %). */
    ratePercent: z.number(),
    amount: moneyString,
  }),
);
export type RebateLine = z.infer<typeof rebateLine>;

/** GET accrued: what the member could claim now, by category. */
export const rebateAccruedAnswer = onFirstUse(() =>
  z.object({
    total: moneyString,
    validStake: moneyString,
    lines: z.array(rebateLine),
    /** When the last payout (either kind) was made; null before the first. */
    lastPaidAt: z.nullable(z.int()),
  }),
);
export type RebateAccruedAnswer = z.infer<typeof rebateAccruedAnswer>;

export const rebatePayout = onFirstUse(() =>
  z.object({
    id: z.int(),
    kind: z.enum(REBATE_KINDS),
    amount: moneyString,
    validStake: moneyString,
    lines: z.array(rebateLine),
    /** Epoch ms. */
    createdAt: z.int(),
  }),
);
export type RebatePayout = z.infer<typeof rebatePayout>;

/** POST claim: the payout made, and the cash balance after it. */
export const rebateClaimAnswer = onFirstUse(() =>
  z.object({ payout: rebatePayout, balance: moneyString }),
);
export type RebateClaimAnswer = z.infer<typeof rebateClaimAnswer>;

/** GET report: the member's payouts of both kinds, newest first. */
export const rebateReportQuery = onFirstUse(() =>
  z.object({
    ...pageQuery.shape,
    kind: z.optional(z.enum(REBATE_KINDS)),
  }),
);
export type RebateReportQuery = z.infer<typeof rebateReportQuery>;

export const rebateReportAnswer = onFirstUse(() =>
  z.object({
    ...pageInfo.shape,
    list: z.array(rebatePayout),
    /** Sum of every payout of the kind asked (all kinds without one). */
    totalAmount: moneyString,
  }),
);
export type RebateReportAnswer = z.infer<typeof rebateReportAnswer>;

/** POST upLine/transfer (AGETRANSFERUP3): cash to the member's upline. */
export const upLineTransferBody = onFirstUse(() =>
  z.object({
    amount: moneyString.check(z.regex(/^\d{1,13}\.\d{2}$/)),
    paymentPassword: z.string().check(z.minLength(1), z.maxLength(64)),
    /** Made once per submitted form: a retried or doubled request transfers once. */
    requestId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  }),
);
export type UpLineTransferBody = z.infer<typeof upLineTransferBody>;

/** GET upLine: who the superior is (masked) and the balance that can go. */
export const upLineAnswer = onFirstUse(() =>
  z.object({ upline: z.string(), balance: moneyString }),
);
export type UpLineAnswer = z.infer<typeof upLineAnswer>;

export const upLineTransferAnswer = onFirstUse(() =>
  z.object({ transactionId: z.int(), balance: moneyString }),
);
export type UpLineTransferAnswer = z.infer<typeof upLineTransferAnswer>;
