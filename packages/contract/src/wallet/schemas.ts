import { z } from 'zod/mini';
import { pageInfo, pageQuery } from '../envelope.js';
import { onFirstUse } from '../on-first-use.js';

/**
 * Wallet: balances and the member's own ledger entries. Money travels as strings with two
 * decimals ("1234.50") and is kept as integer minor units (cents) everywhere else, so no
 * amount ever passes through a float.
 */

/** Minor units per major unit: every site's balance shows 2 decimals (spec/02 section 9). */
export const MINOR_PER_MAJOR = 100;

/** Ledger account kinds a member holds; the id is the `accountTypeId` the balance answer names. */
export const WALLET_ACCOUNT_TYPES = {
  /** The member's real balance. */
  cash: 1,
  /** Free-trial play money (member type 4); never withdrawable. */
  play: 2,
  /**
   * Money promised but not yet gone (DESIGN "Money"): a pending withdrawal's amount, moved out
   * of cash at once and out of here when the outcome is known. Never in `sumBalance`: the
   * withdraw screen shows it as "pending withdrawal".
   */
  held: 3,
  /**
   * Lottery stakes awaiting their draw (DESIGN "Money"): pending orders and the unused part of
   * running chases, moved out of cash when placed and out of here when settled, cancelled or
   * refunded. Never in `sumBalance`, like `held`.
   */
  lottery: 4,
} as const;
export type WalletAccountKind = keyof typeof WALLET_ACCOUNT_TYPES;

/** Every movement of money is one ledger transaction of one of these types. */
export const LEDGER_TRANSACTION_TYPES = [
  'welcome_credit',
  'bet',
  'win',
  'deposit',
  'withdrawal',
  'rebate',
  'bonus',
  'transfer',
  'adjustment',
  /** A jackpot paid to the member whose round hit it. */
  'jackpot',
  /** The house putting the jackpot's seed into the pool. */
  'jackpot_seed',
  /** A withdrawal requested: cash into the member's held account. */
  'withdrawal_hold',
  /** A withdrawal cancelled or rejected: held back into cash. */
  'withdrawal_release',
  /** Lottery orders or a chase placed: cash into the member's lottery account. */
  'lottery_hold',
  /** Lottery orders cancelled or refunded, or a chase's unused part: lottery back into cash. */
  'lottery_release',
  /** An agent's daily or hourly salary under a contract, from the upline (the site for a top agent). */
  'salary',
  /** An agent's dividend under a contract, from the upline (the site for a top agent). */
  'dividend',
  /** An agent's commission on the team's valid stakes: the rebate or prize-group difference. */
  'commission',
  /** A red envelope claimed in a rain round, from the site. */
  'red_envelope',
] as const;
export type LedgerTransactionType = (typeof LEDGER_TRANSACTION_TYPES)[number];

/** Largest amount a 2-decimal string may carry: 10^13 major units stays far below 2^53 minor. */
const MONEY_TEXT = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/;

/** Minor units to a 2-decimal string: 123450 -> "1234.50", -5 -> "-0.05". */
export const formatMinor = (minor: number): string => {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not an integer amount: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const major = Math.floor(abs / MINOR_PER_MAJOR);
  const cents = String(abs % MINOR_PER_MAJOR).padStart(2, '0');
  return `${sign}${major}.${cents}`;
};

/** A decimal string with at most 2 decimals to minor units ("12.5" -> 1250); null if not one. */
export const parseMinor = (text: string): number | null => {
  const match = MONEY_TEXT.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const minor = Number(whole) * MINOR_PER_MAJOR + Number(fraction.padEnd(2, '0'));
  return sign === '-' && minor !== 0 ? -minor : minor;
};

/** A money string as the wire carries it: optional minus, digits, a dot and exactly 2 digits. */
export const moneyString = onFirstUse(() => z.string().check(z.regex(/^-?\d{1,16}\.\d{2}$/)));

/** GET /wps/wallets/balance (DESIGN facts): the total and each account, with the site currency. */
export const balanceAnswer = onFirstUse(() =>
  z.object({
    sumBalance: moneyString,
    balance: z.array(z.object({ accountTypeId: z.int(), availBalance: moneyString })),
    currency: z.string(),
    currencySymbol: z.string(),
  }),
);
export type BalanceAnswer = z.infer<typeof balanceAnswer>;

/** GET /wps/relay/wallet/transactions: the member's own entries, newest first. */
export const walletTransactionsQuery = onFirstUse(() =>
  z.object({
    ...pageQuery.shape,
    type: z.optional(z.enum(LEDGER_TRANSACTION_TYPES)),
  }),
);
export type WalletTransactionsQuery = z.infer<typeof walletTransactionsQuery>;

/** One entry on one of the member's accounts: amount is signed (a bet is negative). */
export const walletTransaction = onFirstUse(() =>
  z.object({
    id: z.int(),
    transactionId: z.int(),
    type: z.enum(LEDGER_TRANSACTION_TYPES),
    reference: z.nullable(z.string()),
    accountTypeId: z.int(),
    amount: moneyString,
    balanceAfter: moneyString,
    /** Epoch milliseconds. */
    createdAt: z.int(),
  }),
);
export type WalletTransaction = z.infer<typeof walletTransaction>;

export const walletTransactionPage = onFirstUse(() =>
  z.object({
    list: z.array(walletTransaction),
    ...pageInfo.shape,
  }),
);
export type WalletTransactionPage = z.infer<typeof walletTransactionPage>;
