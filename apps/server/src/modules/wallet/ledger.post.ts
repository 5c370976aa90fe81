import { createHash } from 'node:crypto';
import { LEDGER_TRANSACTION_TYPES, type LedgerTransactionType } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import { AppError } from '../../errors.js';
import { siteDayOf } from '../system/index.js';
import { addTeamLedger } from '../team-tree/index.js';
import { playBookOf } from './ledger.accounts.js';
import { moneyTransaction } from './ledger.commit.js';
import { type Db, findTransactionByKey } from './ledger.repository.js';
import {
  addToMemberDay,
  insertEntries,
  insertTransactionIfNew,
  type LockedAccount,
  lockAccounts,
  setBalances,
} from './ledger.statements.js';

/**
 * The ledger (DESIGN.md "Money"): every movement of money is one transaction of balanced
 * entries in integer minor units, written in one database transaction together with the
 * balances it produces, under an idempotency key so a retried request never pays twice.
 */

/** Largest single amount: 10^15 minor units keeps every sum far inside 2^53. */
export const MAX_AMOUNT_MINOR = 1_000_000_000_000_000;
const MAX_KEY_LENGTH = 128;
const MAX_REFERENCE_LENGTH = 128;

export interface LedgerEntryRequest {
  accountId: number;
  /** Signed minor units: negative takes from the account, positive gives to it. */
  amount: number;
}

export interface LedgerRequest {
  merchantId: number;
  idempotencyKey: string;
  type: LedgerTransactionType;
  reference?: string | null;
  entries: readonly LedgerEntryRequest[];
}

/** What a transaction answered the first time; a replay of its key answers the same. */
export interface LedgerAnswer {
  transactionId: number;
  type: LedgerTransactionType;
  reference: string | null;
  createdAt: number;
  entries: { accountId: number; amount: number; balanceAfter: number }[];
}

export interface PostedTransaction extends LedgerAnswer {
  /** True when the key had been used before: nothing was written this time. */
  replayed: boolean;
}

const invalid = (reason: string) => new AppError('request_param_err', { reason });

/** Refuses anything that is not a well-formed, balanced request of safe integer amounts. */
const checkRequest = (request: LedgerRequest): void => {
  const { idempotencyKey, reference, entries } = request;
  if (typeof idempotencyKey !== 'string' || idempotencyKey.length === 0) throw invalid('key');
  if (idempotencyKey.length > MAX_KEY_LENGTH) throw invalid('key');
  if (!LEDGER_TRANSACTION_TYPES.includes(request.type)) throw invalid('type');
  if (reference != null && reference.length > MAX_REFERENCE_LENGTH) throw invalid('reference');
  if (!Array.isArray(entries) || entries.length < 2) throw invalid('entries');
  let sum = 0;
  const seen = new Set<number>();
  for (const { accountId, amount } of entries) {
    if (!Number.isSafeInteger(accountId) || seen.has(accountId)) throw invalid('account');
    if (!Number.isSafeInteger(amount) || amount === 0) throw invalid('amount');
    if (Math.abs(amount) > MAX_AMOUNT_MINOR) throw invalid('amount');
    seen.add(accountId);
    sum += amount; // exact: at most a few entries of at most 10^15 each
  }
  if (sum !== 0) throw invalid('unbalanced');
};

/** Same type, reference and entries (in any order) give the same hash. */
const requestHash = (request: LedgerRequest): string => {
  const entries = [...request.entries]
    .sort((a, b) => a.accountId - b.accountId)
    .map((e) => [e.accountId, e.amount]);
  const canonical = JSON.stringify([request.type, request.reference ?? null, entries]);
  return createHash('sha256').update(canonical).digest('base64url');
};

const replayOf = (
  row: { id: number; request_hash: string; answer: string },
  hash: string,
): PostedTransaction => {
  if (row.request_hash !== hash) throw new AppError('wallet.idempotency.conflict');
  const answer = JSON.parse(row.answer) as Omit<LedgerAnswer, 'transactionId'>;
  return { transactionId: row.id, ...answer, replayed: true };
};

/** The new balance of each touched account; refuses bad accounts before anything is written. */
const balancesAfter = (request: LedgerRequest, accounts: LockedAccount[]) => {
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const currency = accounts[0]?.currency;
  let short = false;
  const entries = request.entries.map(({ accountId, amount }) => {
    const account = byId.get(accountId);
    if (!account || account.merchant_id !== request.merchantId) throw invalid('account');
    if (account.currency !== currency) throw invalid('currency');
    const balanceAfter = account.balance + amount;
    if (!Number.isSafeInteger(balanceAfter)) throw invalid('amount');
    if (account.owner === 'member' && balanceAfter < 0) short = true;
    return { accountId, amount, balanceAfter };
  });
  return { entries, short };
};

/** Play money moves only inside one member's closed book, and never meets real money. */
const checkBooks = (accounts: readonly LockedAccount[]): void => {
  const books = new Set(accounts.map(playBookOf));
  if (books.size !== 1 || books.has(undefined)) throw invalid('book');
};

/** The first answer of the request's key, if it was used before. */
const earlierAnswer = async (trx: Db, request: LedgerRequest, hash: string) => {
  const earlier = await findTransactionByKey(trx, request.merchantId, request.idempotencyKey);
  return earlier ? replayOf(earlier, hash) : null;
};

type Entry = LedgerAnswer['entries'][number];

/** Writes the transaction, its balances and entries; null when its key was taken meanwhile. */
const record = async (
  ctx: Ctx,
  request: LedgerRequest,
  hash: string,
  entries: Entry[],
  /** Account id to member id, for the members' accounts among the entries'. */
  memberAccounts: ReadonlyMap<number, number>,
): Promise<PostedTransaction | null> => {
  const { db: trx, now } = ctx;
  const answer = {
    type: request.type,
    reference: request.reference ?? null,
    createdAt: now(),
    entries,
  };
  const transactionId = await insertTransactionIfNew(trx, {
    merchant_id: request.merchantId,
    idempotency_key: request.idempotencyKey,
    type: answer.type,
    reference: answer.reference,
    request_hash: hash,
    answer: JSON.stringify(answer),
    created_at: answer.createdAt,
  });
  if (transactionId === null) return null;
  await setBalances(
    trx,
    entries.map((e) => ({ accountId: e.accountId, balance: e.balanceAfter })),
  );
  const entryIds = await insertEntries(
    trx,
    entries.map((e) => {
      const member = memberAccounts.has(e.accountId);
      return {
        transaction_id: transactionId,
        account_id: e.accountId,
        amount: e.amount,
        balance_after: e.balanceAfter,
        type: member ? request.type : null,
        created_at: member ? answer.createdAt : null,
        reference: member ? answer.reference : null,
      };
    }),
  );
  // The members' daily summaries move with their entries (README "Records and summaries"),
  // and their teams' sums with each member's entries summed.
  const day = await siteDayOf(trx, request.merchantId, answer.createdAt);
  const byMember = new Map<number, number>();
  for (const [i, e] of entries.entries()) {
    const memberId = memberAccounts.get(e.accountId);
    if (memberId === undefined) continue;
    const entryId = entryIds[i] ?? 0;
    await addToMemberDay(trx, {
      accountId: e.accountId,
      day,
      type: request.type,
      amount: e.amount,
      entryId,
    });
    byMember.set(memberId, (byMember.get(memberId) ?? 0) + e.amount);
  }
  for (const [memberId, amount] of byMember) {
    await addTeamLedger(ctx, memberId, { day, type: request.type, amount });
  }
  return { transactionId, ...answer, replayed: false };
};

/** The transaction itself, inside a database transaction: lock, check, write. */
const write = async (
  ctx: Ctx,
  request: LedgerRequest,
  hash: string,
): Promise<PostedTransaction> => {
  const trx = ctx.db;
  // On PostgreSQL this waits for any transaction holding these accounts, a duplicate included.
  const accounts = await lockAccounts(
    trx,
    request.entries.map((e) => e.accountId),
  );
  const { entries, short } = balancesAfter(request, accounts);
  checkBooks(accounts);
  // A retried bet that went through answers as it did, even if the balance is short now.
  if (short) {
    const replay = await earlierAnswer(trx, request, hash);
    if (replay) return replay;
    throw new AppError('wallet.insufficient');
  }
  const memberAccounts = new Map(
    accounts.flatMap((a) =>
      a.owner === 'member' && a.member_id !== null ? [[a.id, a.member_id]] : [],
    ),
  );
  const posted = await record(ctx, request, hash, entries, memberAccounts);
  if (posted) return posted;
  const replay = await earlierAnswer(trx, request, hash);
  if (!replay) throw new Error(`ledger key ${request.idempotencyKey} taken but not found`);
  return replay;
};

/**
 * Posts one balanced transaction, or answers the first answer again when its key was used
 * before (409 `wallet.idempotency.conflict` if that was a different request). Refuses with
 * `wallet.insufficient` and writes nothing when a member account would go below zero.
 * Given a transaction, it runs inside it (the caller commits); given the database, in its own
 * (see moneyTransaction).
 */
export const postTransaction = async (
  ctx: Ctx,
  request: LedgerRequest,
): Promise<PostedTransaction> => {
  checkRequest(request);
  const hash = requestHash(request);
  return moneyTransaction(ctx, (trx) => write(trx, request, hash));
};
