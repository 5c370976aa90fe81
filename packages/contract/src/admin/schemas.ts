import { z } from 'zod/mini';
import { pageInfo, pageQuery } from '../envelope.js';
import { responsibleAnswer } from '../limits/schemas.js';
import { onFirstUse } from '../on-first-use.js';
import { LEDGER_TRANSACTION_TYPES, moneyString } from '../wallet/schemas.js';
import { ADMIN_PERMISSIONS, ADMIN_ROLES } from './permissions.js';

/** Wire shapes of the back office. Times are epoch milliseconds; money is a 2-decimal string. */

const id = onFirstUse(() =>
  z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)),
);
export const idParams = onFirstUse(() => z.object({ id }));

export const operatorInfo = onFirstUse(() =>
  z.object({
    id: z.int(),
    username: z.string(),
    role: z.enum(ADMIN_ROLES),
    permissions: z.array(z.enum(ADMIN_PERMISSIONS)),
  }),
);
export type OperatorInfo = z.infer<typeof operatorInfo>;

export const signInBody = onFirstUse(() =>
  z.object({
    username: z.string().check(z.trim(), z.minLength(3), z.maxLength(40)),
    password: z.string().check(z.minLength(1), z.maxLength(200)),
    /** The authenticator's current 6-digit code. */
    code: z.string().check(z.regex(/^\d{6}$/)),
  }),
);
export type SignInBody = z.infer<typeof signInBody>;

/** The operator and the session's CSRF token, which the app sends on every write. */
export const adminSessionAnswer = onFirstUse(() =>
  z.object({ operator: operatorInfo, csrfToken: z.string() }),
);
export type AdminSessionAnswer = z.infer<typeof adminSessionAnswer>;

export const emptyAnswer = onFirstUse(() => z.object({}));

const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({ ...pageInfo.shape, list: z.array(item) });

// Audit log ------------------------------------------------------------------------------

export const auditQuery = onFirstUse(() =>
  z.object({
    ...pageQuery.shape,
    operator: z.optional(z.string().check(z.maxLength(40))),
    action: z.optional(z.string().check(z.maxLength(60))),
    targetType: z.optional(z.string().check(z.maxLength(40))),
    targetId: z.optional(z.string().check(z.maxLength(40))),
  }),
);
export const auditEntry = onFirstUse(() =>
  z.object({
    id: z.int(),
    operatorId: z.nullable(z.int()),
    operator: z.string(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.nullable(z.string()),
    before: z.unknown(),
    after: z.unknown(),
    ip: z.string(),
    userAgent: z.nullable(z.string()),
    createdAt: z.number(),
  }),
);
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditPage = onFirstUse(() => pageOf(auditEntry));

// Members --------------------------------------------------------------------------------

/**
 * What a search looks in: the account name (its beginning), the mobile number (with or
 * without its dialing code), the e-mail, an IP address the member signed in from, the app's
 * device id the member signed in with, or the member id. Without `by`: name, mobile or id.
 */
export const MEMBER_SEARCH_KINDS = ['name', 'mobile', 'email', 'address', 'device', 'id'] as const;
export type MemberSearchKind = (typeof MEMBER_SEARCH_KINDS)[number];

export const memberSearchQuery = onFirstUse(() =>
  z.object({
    ...pageQuery.shape,
    q: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
    by: z.optional(z.enum(MEMBER_SEARCH_KINDS)),
  }),
);
export type MemberSearchQuery = z.infer<typeof memberSearchQuery>;
export const memberSummary = onFirstUse(() =>
  z.object({
    id: z.int(),
    username: z.string(),
    mobile: z.nullable(z.string()),
    type: z.int(),
    status: z.string(),
    createdAt: z.number(),
  }),
);
export type MemberSummary = z.infer<typeof memberSummary>;
/**
 * A page of a member search and whether another follows: a search is not counted through (a
 * name's beginning may match most of the site), so there is no total.
 */
export const memberSearchAnswer = onFirstUse(() =>
  z.object({ pageNum: z.int(), hasMore: z.boolean(), list: z.array(memberSummary) }),
);
export type MemberSearchAnswer = z.infer<typeof memberSearchAnswer>;

export const memberBalance = onFirstUse(() => z.object({ kind: z.string(), balance: moneyString }));
export const memberSessionInfo = onFirstUse(() =>
  z.object({
    id: z.int(),
    ip: z.string(),
    userAgent: z.nullable(z.string()),
    createdAt: z.number(),
    lastSeenAt: z.number(),
    live: z.boolean(),
  }),
);
export const memberDetail = onFirstUse(() =>
  z.object({
    member: z.extend(memberSummary, {
      email: z.nullable(z.string()),
      realName: z.nullable(z.string()),
      vipLevel: z.int(),
      lastLoginAt: z.nullable(z.number()),
      uplineId: z.nullable(z.int()),
      uplineName: z.nullable(z.string()),
      /** Why an operator locked the account (status disabled), and when. */
      lockReason: z.nullable(z.string()),
      lockedAt: z.nullable(z.number()),
    }),
    balances: z.array(memberBalance),
    sessions: z.array(memberSessionInfo),
    /** Responsible play: the member's limits with their use, reality check and restriction. */
    limits: responsibleAnswer,
  }),
);
export type MemberDetail = z.infer<typeof memberDetail>;

export const memberLedgerQuery = pageQuery;
export const ledgerLine = onFirstUse(() =>
  z.object({
    transactionId: z.int(),
    type: z.enum(LEDGER_TRANSACTION_TYPES),
    amount: moneyString,
    balanceAfter: moneyString,
    reference: z.nullable(z.string()),
    createdAt: z.number(),
  }),
);
export const memberLedgerPage = onFirstUse(() => pageOf(ledgerLine));

// Manual adjustments ---------------------------------------------------------------------

export const ADJUSTMENT_STATUSES = ['pending', 'posted', 'rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

export const adjustmentBody = onFirstUse(() =>
  z.object({
    memberId: id,
    /** Signed: a positive amount credits the member, a negative one debits. */
    amount: z.string().check(z.regex(/^-?\d{1,13}(\.\d{1,2})?$/)),
    reason: z.string().check(z.trim(), z.minLength(3), z.maxLength(500)),
    /** The app's key of this request: the same key again answers the same adjustment. */
    requestKey: z.string().check(z.regex(/^[\w-]{8,64}$/)),
  }),
);
export type AdjustmentBody = z.infer<typeof adjustmentBody>;
export const adjustment = onFirstUse(() =>
  z.object({
    id: z.int(),
    memberId: z.int(),
    username: z.string(),
    amount: moneyString,
    reason: z.string(),
    status: z.enum(ADJUSTMENT_STATUSES),
    requestedBy: z.string(),
    decidedBy: z.nullable(z.string()),
    transactionId: z.nullable(z.int()),
    createdAt: z.number(),
    decidedAt: z.nullable(z.number()),
  }),
);
export type Adjustment = z.infer<typeof adjustment>;
export const adjustmentsQuery = onFirstUse(() =>
  z.object({
    ...pageQuery.shape,
    status: z.optional(z.enum(ADJUSTMENT_STATUSES)),
    memberId: z.optional(id),
  }),
);
export const adjustmentsPage = onFirstUse(() => pageOf(adjustment));
export const decisionBody = onFirstUse(() =>
  z.object({
    reason: z.optional(z.string().check(z.trim(), z.maxLength(500))),
  }),
);

// Promotion applications -----------------------------------------------------------------

export const APPLICATION_STATUSES = ['process', 'issued', 'rejected'] as const;
export const applicationsQuery = onFirstUse(() =>
  z.object({
    ...pageQuery.shape,
    status: z._default(z.enum(APPLICATION_STATUSES), 'process'),
  }),
);
export const promotionApplication = onFirstUse(() =>
  z.object({
    id: z.int(),
    promotionId: z.int(),
    promotionTitle: z.string(),
    memberId: z.int(),
    username: z.string(),
    comment: z.nullable(z.string()),
    reward: z.nullable(moneyString),
    status: z.string(),
    createdAt: z.number(),
    /** Sequences of the images, served by applicationImage. */
    images: z.array(z.int()),
  }),
);
export type PromotionApplication = z.infer<typeof promotionApplication>;
export const applicationsPage = onFirstUse(() => pageOf(promotionApplication));
/** An operator's reason for a decision the member reads (applications, deposits, withdrawals). */
export const DECISION_REASON_MAX = 200;
export const decisionReason = onFirstUse(() =>
  z.string().check(z.trim(), z.minLength(1), z.maxLength(DECISION_REASON_MAX)),
);
export const reviewBody = onFirstUse(() => z.object({ reason: decisionReason }));
export const reviewImageParams = onFirstUse(() =>
  z.object({
    id,
    sequence: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(9)),
  }),
);
