import { z } from 'zod/mini';
import { pageInfo, pageQuery } from '../envelope.js';
import { onFirstUse } from '../on-first-use.js';
import { adminEndpoint } from './endpoint.js';
import { idParams } from './schemas.js';

/**
 * Risk alerts of the back office (permission risk.review): what the risk scan raises from
 * members' activity, the members each involves, and an operator's review with a note.
 */

export const RISK_ALERT_KINDS = [
  'shared_device',
  'shared_address',
  'high_wins',
  'linked_bonus_claims',
  'large_withdrawal_little_play',
] as const;
export type RiskAlertKind = (typeof RISK_ALERT_KINDS)[number];

export const RISK_ALERT_STATUSES = ['open', 'reviewed'] as const;
export type RiskAlertStatus = (typeof RISK_ALERT_STATUSES)[number];

const HOUR = 3_600_000;

/**
 * What raises an alert (money in minor units: K 1 = 100). Documented in docs/back-office.md
 * "Risk alerts"; the scan reads them, tests move activity across them.
 */
export const RISK_THRESHOLDS = {
  /** Members signing in from one public address within this window are linked by it. */
  sharedAddressWindowMs: 24 * HOUR,
  /** More members than this on one address in the window: a café or a carrier, not a ring. */
  sharedAddressMaxMembers: 5,
  /** A site day's stake below this never raises high_wins: a few lucky spins are no pattern. */
  highWinsMinStakeMinor: 1_000_00,
  /** Payouts at least this many times the day's stakes... */
  highWinsReturnRatio: 5,
  /** ...or a day's payouts above its stakes by at least this much. */
  highWinsNetWinMinor: 100_000_00,
  /** A withdrawal from this amount on is looked at against the play since the last deposit... */
  largeWithdrawalMinor: 5_000_00,
  /** ...and alerts when that play's stakes are below this percent of the withdrawal. */
  littlePlayPercent: 30,
} as const;

export const riskAlertQuery = onFirstUse(() =>
  z.object({
    ...pageQuery.shape,
    kind: z.optional(z.enum(RISK_ALERT_KINDS)),
    status: z.optional(z.enum(RISK_ALERT_STATUSES)),
  }),
);

/** A figure behind an alert, by name (money as a 2-decimal string, counts and ratios as text). */
export const riskFigure = onFirstUse(() => z.object({ name: z.string(), value: z.string() }));

export const riskAlertMember = onFirstUse(() =>
  z.object({
    id: z.int(),
    username: z.string(),
    /** The back office's member detail: GET /admin/api/members/:id. */
    detailPath: z.string(),
  }),
);

export const riskAlert = onFirstUse(() =>
  z.object({
    id: z.int(),
    kind: z.enum(RISK_ALERT_KINDS),
    status: z.enum(RISK_ALERT_STATUSES),
    /**
     * What links or singles out the members: the device id, the address, the site day, the
     * promotion's title, the withdrawal's id.
     */
    subject: z.string(),
    members: z.array(riskAlertMember),
    figures: z.array(riskFigure),
    note: z.nullable(z.string()),
    reviewedBy: z.nullable(z.string()),
    reviewedAt: z.nullable(z.number()),
    createdAt: z.number(),
  }),
);
export type RiskAlert = z.infer<typeof riskAlert>;

export const riskAlertPage = onFirstUse(() =>
  z.object({ list: z.array(riskAlert), ...pageInfo.shape }),
);

export const RISK_NOTE_MAX = 500;
export const riskReviewBody = onFirstUse(() =>
  z.object({ note: z.string().check(z.trim(), z.minLength(1), z.maxLength(RISK_NOTE_MAX)) }),
);

/** The site's alerts, newest first, by kind and status. */
export const riskAlerts = adminEndpoint({
  method: 'GET',
  path: '/admin/api/risk/alerts',
  guard: 'risk.review',
  query: riskAlertQuery,
  answer: riskAlertPage,
});

export const riskAlertDetail = adminEndpoint({
  method: 'GET',
  path: '/admin/api/risk/alerts/:id',
  guard: 'risk.review',
  params: idParams,
  answer: riskAlert,
});

/** Marks an open alert reviewed, with the operator's note. */
export const reviewRiskAlert = adminEndpoint({
  method: 'POST',
  path: '/admin/api/risk/alerts/:id/review',
  guard: 'risk.review',
  params: idParams,
  body: riskReviewBody,
  answer: riskAlert,
});

/** Opens a reviewed alert again (its note stays until the next review). */
export const reopenRiskAlert = adminEndpoint({
  method: 'POST',
  path: '/admin/api/risk/alerts/:id/reopen',
  guard: 'risk.review',
  params: idParams,
  answer: riskAlert,
});
