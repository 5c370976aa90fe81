import { sql } from 'kysely';
import { type Ctx, inTransaction } from '../../context.js';
import { isPostgres } from '../../db/migration-helpers.js';
import { attachRawSqlite, rawSqliteOf } from '../../db/raw-sqlite.js';
import type { Db } from './ledger.repository.js';

/**
 * The transactions money moves in (moneyTransaction, below). On SQLite they share commits,
 * each under its own savepoint; on PostgreSQL each is its own transaction, and the account
 * rows it locks order concurrent ones.
 *
 * Group commit for SQLite. Its one connection runs one transaction at a time, and most of a
 * small transaction's cost is the commit (each touched page written to the WAL). Work that
 * arrives while one transaction is being written waits and is then written together in one
 * database transaction, and no caller is answered before that commit.
 *
 * Each job runs under its own savepoint: a job that refuses (wallet.insufficient,
 * game.round.open ...) or fails, before or after writing, has its own writes undone and the
 * others' kept. (A savepoint and its release cost under a microsecond on the connection.) If
 * the batch itself fails (the commit, or a savepoint SQLite could not roll back to), nothing
 * of it was committed: each job runs again, in its own transaction, so only the job at fault
 * fails.
 */

type Work<T> = (trx: Db) => Promise<T>;

interface Job {
  work: Work<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** Enough to amortise the commit; small enough that no caller waits long behind a batch. */
const MAX_BATCH = 64;

/** Runs a statement without rows on the connection directly when it can (see raw-sqlite.ts). */
const exec = async (trx: Db, text: string): Promise<void> => {
  const raw = rawSqliteOf(trx);
  if (raw) raw.prepare(text).run();
  else await sql.raw(text).execute(trx);
};

class GroupCommit {
  readonly #db: Db;
  #queue: Job[] = [];
  #writing = false;

  constructor(db: Db) {
    this.#db = db;
  }

  run<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (this.#writing) return;
      // Start on the next turn of the event loop, not now: callers answered by the last commit
      // are still submitting their next transaction, and should share this one's commit.
      this.#writing = true;
      setImmediate(() => void this.#drain());
    });
  }

  async #drain(): Promise<void> {
    try {
      while (this.#queue.length > 0) await this.#write(this.#queue.splice(0, MAX_BATCH));
    } finally {
      this.#writing = false;
    }
  }

  async #write(batch: Job[]): Promise<void> {
    const [only] = batch;
    if (only && batch.length === 1) return this.#alone(only);
    const settled: (() => void)[] = [];
    try {
      await this.#db.transaction().execute(async (trx) => {
        this.#attach(trx);
        for (const job of batch) settled.push(await this.#inSavepoint(trx, job));
      });
    } catch {
      for (const job of batch) await this.#alone(job);
      return;
    }
    for (const settle of settled) settle();
  }

  /** Runs the job; answers how to settle it once the batch has committed. */
  async #inSavepoint(trx: Db, job: Job): Promise<() => void> {
    await exec(trx, 'savepoint job');
    try {
      const value = await job.work(trx);
      await exec(trx, 'release job');
      return () => job.resolve(value);
    } catch (error) {
      // Throws on when SQLite already rolled the whole transaction back: the batch runs again.
      await exec(trx, 'rollback to job');
      await exec(trx, 'release job');
      return () => job.reject(error);
    }
  }

  #alone(job: Job): Promise<void> {
    return this.#db
      .transaction()
      .execute((trx) => {
        this.#attach(trx);
        return job.work(trx);
      })
      .then(job.resolve, job.reject);
  }

  /** The ledger's statements in this transaction may run on the connection directly. */
  #attach(trx: Db) {
    const raw = rawSqliteOf(this.#db);
    if (raw) attachRawSqlite(trx, raw);
  }
}

const groups = new WeakMap<Db, GroupCommit>();

/**
 * Runs `work` in a database transaction of the SQLite database, grouped with any waiting,
 * under a savepoint of its own; it settles once that transaction has committed.
 */
export const inGroupCommit = <T>(db: Db, work: Work<T>): Promise<T> => {
  let group = groups.get(db);
  if (!group) {
    group = new GroupCommit(db);
    groups.set(db, group);
  }
  return group.run(work);
};

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
  // A group commit may run the work again (see GroupCommit): the last run is the one kept.
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
