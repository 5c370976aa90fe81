import { z } from 'zod/mini';
import { pageNo } from '../games/schemas.js';
import { onFirstUse } from '../on-first-use.js';
import { PROMOTION_APPLY } from '../promotions/schemas.js';
import { RECORD_RANGES } from '../records/schemas.js';
import { siteDate } from '../site-date.js';
import { moneyString } from '../wallet/schemas.js';

/**
 * Deposits (/m/voucherCenter, records /m/vouReport, switch DEPRECM3): the site's channels with
 * their limits, orders a member makes on them, and what a gateway tells the platform.
 */

/** How money comes in: a transfer to the operator's bank account, or a gateway's page. */
export const DEPOSIT_CHANNEL_KINDS = ['bank', 'gateway', 'ewallet'] as const;
export type DepositChannelKind = (typeof DEPOSIT_CHANNEL_KINDS)[number];

/** An order is pending until it is paid (credited) or rejected, failed or expired, once. */
export const DEPOSIT_STATUSES = ['pending', 'paid', 'rejected', 'failed', 'expired'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** The receipt of a bank transfer: one png or jpg, by the promotion application's rules. */
export const DEPOSIT_RECEIPT = {
  imageMaxBytes: PROMOTION_APPLY.imageMaxBytes,
  imageTypes: PROMOTION_APPLY.imageTypes,
  nameMaxLength: 64,
  referenceMaxLength: 64,
} as const;

export const depositBankAccount = onFirstUse(() =>
  z.object({
    bankName: z.string(),
    accountName: z.string(),
    accountNumber: z.string(),
  }),
);
export type DepositBankAccount = z.infer<typeof depositBankAccount>;

export const depositChannel = onFirstUse(() =>
  z.object({
    id: z.int(),
    kind: z.enum(DEPOSIT_CHANNEL_KINDS),
    /** In the asked language. */
    name: z.string(),
    currency: z.string(),
    minAmount: moneyString,
    maxAmount: moneyString,
    dailyLimit: moneyString,
    /** What the member may still deposit on it today (site day). */
    leftToday: moneyString,
    /** Site-local opening hours, "HH:MM"; 00:00 to 24:00 is all day. */
    opensAt: z.string(),
    closesAt: z.string(),
    /** Within its hours now. */
    open: z.boolean(),
    /** The operator's receiving accounts (bank transfer only). */
    bankAccounts: z.array(depositBankAccount),
  }),
);
export type DepositChannel = z.infer<typeof depositChannel>;

/** An open first-deposit promotion the member may take with this deposit (the form's picker). */
export const depositPromotionOffer = onFirstUse(() =>
  z.object({
    id: z.int(),
    title: z.string(),
    /** Percent of the deposit given as bonus, up to `cap` (null: no cap). */
    percent: z.nullable(z.number()),
    cap: z.nullable(moneyString),
    /** The bonus times this is the turnover to play before a withdrawal. */
    turnoverMultiplier: z.number(),
    /** The member has joined it already (from the promotions screen). */
    joined: z.boolean(),
  }),
);
export type DepositPromotionOffer = z.infer<typeof depositPromotionOffer>;

export const depositChannelsAnswer = onFirstUse(() =>
  z.object({
    channels: z.array(depositChannel),
    /** Quick picks of the amount field. */
    quickAmounts: z.array(moneyString),
    /** First-deposit promotions on offer: empty once the member has a credited deposit. */
    promotions: z.array(depositPromotionOffer),
  }),
);
export type DepositChannelsAnswer = z.infer<typeof depositChannelsAnswer>;

const channelId = onFirstUse(() =>
  z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2 ** 31 - 1)),
);
const promotionId = onFirstUse(() =>
  z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2 ** 31 - 1))),
);
const positiveMoney = onFirstUse(() => z.string().check(z.regex(/^\d{1,13}(\.\d{1,2})?$/)));

/** POST a gateway or e-wallet order: the member is then sent to `payUrl`. */
export const depositGatewayBody = onFirstUse(() =>
  z.object({ channelId, amount: positiveMoney, promotionId }),
);

/** PUT a bank transfer (multipart, with one `receipt` image file). */
export const depositBankFields = onFirstUse(() =>
  z.object({
    channelId,
    amount: positiveMoney,
    depositorName: z
      .string()
      .check(z.trim(), z.minLength(1), z.maxLength(DEPOSIT_RECEIPT.nameMaxLength)),
    reference: z
      .string()
      .check(z.trim(), z.minLength(1), z.maxLength(DEPOSIT_RECEIPT.referenceMaxLength)),
    promotionId,
  }),
);

export const depositOrder = onFirstUse(() =>
  z.object({
    id: z.int(),
    orderNo: z.string(),
    kind: z.enum(DEPOSIT_CHANNEL_KINDS),
    channelName: z.string(),
    amount: moneyString,
    currency: z.string(),
    status: z.enum(DEPOSIT_STATUSES),
    depositorName: z.nullable(z.string()),
    reference: z.nullable(z.string()),
    hasReceipt: z.boolean(),
    /** The first-deposit bonus this deposit issued, and its turnover requirement. */
    bonus: moneyString,
    turnover: moneyString,
    /** Why the operator rejected it, or why it failed. */
    reason: z.nullable(z.string()),
    /** Epoch ms. */
    createdAt: z.int(),
    settledAt: z.nullable(z.int()),
  }),
);
export type DepositOrder = z.infer<typeof depositOrder>;

export const depositCreatedAnswer = onFirstUse(() =>
  z.object({
    order: depositOrder,
    /** The gateway's hosted page (gateway and e-wallet orders); null for a bank transfer. */
    payUrl: z.nullable(z.string()),
  }),
);
export type DepositCreatedAnswer = z.infer<typeof depositCreatedAnswer>;

export const depositOrdersQuery = onFirstUse(() =>
  z.object({
    range: z._default(z.enum(RECORD_RANGES), '30days'),
    from: z.optional(siteDate),
    to: z.optional(siteDate),
    status: z.optional(z.enum(DEPOSIT_STATUSES)),
    pageNo,
    pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
  }),
);
export type DepositOrdersQuery = z.infer<typeof depositOrdersQuery>;

export const depositOrdersAnswer = onFirstUse(() =>
  z.object({
    from: siteDate,
    to: siteDate,
    list: z.array(depositOrder),
    pageNum: z.int(),
    totalPages: z.int(),
    totalCount: z.int(),
  }),
);
export type DepositOrdersAnswer = z.infer<typeof depositOrdersAnswer>;

export const depositOrderParams = onFirstUse(() =>
  z.object({
    id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2 ** 31 - 1)),
  }),
);

/** The gateway's callback path parameter. */
export const depositCallbackParams = onFirstUse(() =>
  z.object({
    gateway: z.string().check(z.regex(/^[a-z][a-z0-9-]{1,31}$/)),
  }),
);
export const depositCallbackAnswer = onFirstUse(() => z.object({ received: z.boolean() }));

/** Header carrying the hex HMAC-SHA256 of the raw callback body. */
export const GATEWAY_SIGNATURE_HEADER = 'x-gateway-signature';
