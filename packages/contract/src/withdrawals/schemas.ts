import { z } from 'zod/mini';
import { pageInfo, pageQuery } from '../envelope.js';
import { onFirstUse } from '../on-first-use.js';
import { moneyString } from '../wallet/schemas.js';

/**
 * Withdrawals: the member's bank cards and e-wallet accounts, and
 * withdrawals to them. Requesting one moves its amount into the member's held account at once;
 * it stays there while pending, and leaves when it is paid out, cancelled or rejected.
 */

/** Accounts (cards and e-wallets together) a member may keep at once. */
export const MAX_WITHDRAWAL_ACCOUNTS = 5;

export const WITHDRAWAL_ACCOUNT_KINDS = ['bank', 'ewallet'] as const;
export type WithdrawalAccountKind = (typeof WITHDRAWAL_ACCOUNT_KINDS)[number];

export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'rejected', 'cancelled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** The timeline's steps: `approved` is a first approval when two are needed. */
export const WITHDRAWAL_STEPS = ['requested', 'approved', 'paid', 'rejected', 'cancelled'] as const;
export type WithdrawalStep = (typeof WITHDRAWAL_STEPS)[number];

/** Field limits of a card, shared by the form and the server. */
export const WITHDRAWAL_ACCOUNT_FIELDS = {
  accountNumberMax: 30,
  payeeNameMax: 50,
} as const;

/** A bank or e-wallet of the site's list; an account number has min..max digits. */
export const withdrawalBank = onFirstUse(() =>
  z.object({
    id: z.int(),
    code: z.string(),
    name: z.string(),
    kind: z.enum(WITHDRAWAL_ACCOUNT_KINDS),
    minDigits: z.int(),
    maxDigits: z.int(),
  }),
);
export type WithdrawalBank = z.infer<typeof withdrawalBank>;

/** One of the member's accounts; the number is masked (last 4 digits shown). */
export const withdrawalAccount = onFirstUse(() =>
  z.object({
    id: z.int(),
    bankId: z.int(),
    bankName: z.string(),
    kind: z.enum(WITHDRAWAL_ACCOUNT_KINDS),
    maskedNumber: z.string(),
    payeeName: z.string(),
    createdAt: z.int(),
  }),
);
export type WithdrawalAccount = z.infer<typeof withdrawalAccount>;

/** One bonus's turnover requirement and what valid stake has consumed of it. */
export const turnoverItem = onFirstUse(() =>
  z.object({
    source: z.string(),
    required: moneyString,
    played: moneyString,
    createdAt: z.int(),
  }),
);

/** What is left to play before a withdrawal (DESIGN "Bonus money"). */
export const turnoverStatus = onFirstUse(() =>
  z.object({
    required: moneyString,
    played: moneyString,
    left: moneyString,
    items: z.array(turnoverItem),
  }),
);
export type TurnoverStatus = z.infer<typeof turnoverStatus>;

/** GET overview: everything the withdraw screen shows. */
export const withdrawOverview = onFirstUse(() =>
  z.object({
    /** Cash that may be withdrawn now (before turnover and limits). */
    withdrawable: moneyString,
    /** The amount of pending withdrawals, held until the operator decides. */
    held: moneyString,
    currencySymbol: z.string(),
    turnover: turnoverStatus,
    limits: z.object({
      min: moneyString,
      max: moneyString,
      /** The VIP level's withdrawals a day (null: no limit) and how many are left today. */
      countPerDay: z.nullable(z.int()),
      countLeft: z.nullable(z.int()),
      amountPerDay: z.nullable(moneyString),
      amountLeft: z.nullable(moneyString),
    }),
    accounts: z.array(withdrawalAccount),
    maxAccounts: z.int(),
    banks: z.array(withdrawalBank),
    /** The member's payee name: cards carry it; null until the first card (or /m/set) sets it. */
    payeeName: z.nullable(z.string()),
    paymentPasswordSet: z.boolean(),
  }),
);
export type WithdrawOverview = z.infer<typeof withdrawOverview>;

export const addAccountBody = onFirstUse(() =>
  z.object({
    bankId: z.int().check(z.minimum(1), z.maximum(2 ** 31 - 1)),
    accountNumber: z.string().check(z.maxLength(WITHDRAWAL_ACCOUNT_FIELDS.accountNumberMax)),
    payeeName: z
      .string()
      .check(z.trim(), z.minLength(1), z.maxLength(WITHDRAWAL_ACCOUNT_FIELDS.payeeNameMax)),
  }),
);
export type AddAccountBody = z.infer<typeof addAccountBody>;

export const withdrawalIdParams = onFirstUse(() =>
  z.object({
    id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2 ** 31 - 1)),
  }),
);

export const requestWithdrawalBody = onFirstUse(() =>
  z.object({
    accountId: z.int().check(z.minimum(1), z.maximum(2 ** 31 - 1)),
    amount: moneyString,
    paymentPassword: z.string().check(z.minLength(1), z.maxLength(64)),
    /** Made once per submitted form: a retried or doubled request holds the money once. */
    requestId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  }),
);
export type RequestWithdrawalBody = z.infer<typeof requestWithdrawalBody>;

export const withdrawalStepView = onFirstUse(() =>
  z.object({
    step: z.enum(WITHDRAWAL_STEPS),
    /** A rejection's reason. */
    note: z.nullable(z.string()),
    at: z.int(),
  }),
);
export type WithdrawalStepView = z.infer<typeof withdrawalStepView>;

export const withdrawalSummary = onFirstUse(() =>
  z.object({
    id: z.int(),
    amount: moneyString,
    status: z.enum(WITHDRAWAL_STATUSES),
    bankName: z.string(),
    maskedNumber: z.string(),
    createdAt: z.int(),
    settledAt: z.nullable(z.int()),
  }),
);
export type WithdrawalSummary = z.infer<typeof withdrawalSummary>;

export const withdrawalDetail = onFirstUse(() =>
  z.object({
    ...withdrawalSummary.shape,
    payeeName: z.string(),
    reason: z.nullable(z.string()),
    timeline: z.array(withdrawalStepView),
  }),
);
export type WithdrawalDetail = z.infer<typeof withdrawalDetail>;

export const withdrawalsQuery = pageQuery;
export const withdrawalPage = onFirstUse(() =>
  z.object({
    list: z.array(withdrawalSummary),
    ...pageInfo.shape,
  }),
);
export type WithdrawalPage = z.infer<typeof withdrawalPage>;
