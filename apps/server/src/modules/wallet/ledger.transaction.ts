import { type Ctx, inTransaction } from '../../context.js';
import { isPostgres } from '../../db/migration-helpers.js';
import { inGroupCommit } from './ledger.batch.js';
import type { Db } from './ledger.repository.js';

/**
 * The transactions money moves in. On SQLite they share commits (group commit, see
 * ledger.batch.ts), each under its own savepoint; on PostgreSQL each is its own transaction,
 * and the account rows it locks order concurrent ones.
 */

/** A transaction the wallet opened: the database it runs on, and what waits for its commit. */
interface Opened {
  root: Db;
  afterCommit: (() => void)[];
}

/** By the context the work runs with, which services pass down unchanged. */
const opened = new WeakMap<Ctx, Opened>();

/**
 * The database under the context's transaction, when the wallet opened it; then `afterCommit`
 * runs only if that transaction commits (rows read in it may still be rolled back until then).
 */
export const openedBy = (ctx: Ctx): Opened | undefined => opened.get(ctx);

/**
 * Runs `work` in one database transaction in which it may move money (debitBet, creditWin,
 * postTransaction) and write rows of its own; `work` gets the context moved onto it. On SQLite
 * it shares its commit with work that arrives meanwhile, under its own savepoint, so its
 * refusal or failure undoes its own writes only. Inside a caller's transaction it joins that.
 */
export const moneyTransaction = async <C extends Ctx, T>(
  ctx: C,
  work: (trx: C) => Promise<T>,
): Promise<T> => {
  const root = ctx.db;
  if (root.isTransaction) return work(ctx);
  let last: Opened | undefined;
  // A group commit may run the work again (see ledger.batch.ts): the last run is the one kept.
  const inside = (trx: Db) => {
    const moved = inTransaction(ctx, trx);
    last = { root, afterCommit: [] };
    opened.set(moved, last);
    return work(moved);
  };
  const value = await (isPostgres(root)
    ? root.transaction().execute(inside)
    : inGroupCommit(root, inside));
  for (const after of last?.afterCommit ?? []) after();
  return value;
};
