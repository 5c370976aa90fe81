import { attachRawSqlite, rawSqliteOf } from '../../db/raw-sqlite.js';
import { AppError } from '../../errors.js';
import type { Db } from './ledger.repository.js';

/**
 * Group commit for SQLite. Its one connection runs one transaction at a time, and most of a
 * small ledger transaction's cost is the commit (each touched page written to the WAL). Ledger
 * transactions that arrive while one is being written wait and are then written together in
 * one database transaction, and no caller is answered before that commit.
 *
 * A job refuses (wallet.insufficient, a conflicting key ...) with an AppError before it writes
 * anything, so a refusal leaves the batch intact and needs no savepoint: savepoints cost two
 * statements a job, a third of a bet's work. Any other error may come after a job wrote part of
 * its rows: then the whole batch is rolled back and each of its jobs runs again on its own, so
 * only the job at fault fails.
 */

type Work<T> = (trx: Db) => Promise<T>;

interface Job {
  work: Work<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** Enough to amortise the commit; small enough that no caller waits long behind a batch. */
const MAX_BATCH = 64;

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
        for (const job of batch) {
          try {
            const value = await job.work(trx);
            settled.push(() => job.resolve(value));
          } catch (error) {
            if (!(error instanceof AppError)) throw error; // it may have written part of its rows
            settled.push(() => job.reject(error));
          }
        }
      });
    } catch {
      // Nothing of the batch was committed: each job again, in its own transaction.
      for (const job of batch) await this.#alone(job);
      return;
    }
    for (const settle of settled) settle();
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
 * Runs `work` in a database transaction of the SQLite database, grouped with any waiting.
 * `work` must throw AppError only before it writes (see above).
 */
export const inGroupCommit = <T>(db: Db, work: Work<T>): Promise<T> => {
  let group = groups.get(db);
  if (!group) {
    group = new GroupCommit(db);
    groups.set(db, group);
  }
  return group.run(work);
};
