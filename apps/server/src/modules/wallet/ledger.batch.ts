import { CompiledQuery } from 'kysely';
import type { Db } from './ledger.repository.js';

/**
 * Group commit for SQLite. Its one connection runs one transaction at a time, and most of a
 * small ledger transaction's cost is the commit (each touched page written to the WAL). Ledger
 * transactions that arrive while one is being written wait and are then written together in
 * one database transaction, each inside its own savepoint: one that fails is rolled back alone,
 * the others commit together, and no caller is answered before that commit.
 */

type Work<T> = (trx: Db) => Promise<T>;

const SAVEPOINT = CompiledQuery.raw('savepoint ledger_job');
const RELEASE = CompiledQuery.raw('release ledger_job');
const ROLLBACK_TO = CompiledQuery.raw('rollback to ledger_job');

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
      if (!this.#writing) void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    this.#writing = true;
    try {
      while (this.#queue.length > 0) await this.#write(this.#queue.splice(0, MAX_BATCH));
    } finally {
      this.#writing = false;
    }
  }

  async #write(batch: Job[]): Promise<void> {
    const [only] = batch;
    if (only && batch.length === 1) {
      await this.#db.transaction().execute(only.work).then(only.resolve, only.reject);
      return;
    }
    const settled: (() => void)[] = [];
    try {
      await this.#db.transaction().execute(async (trx) => {
        for (const job of batch) {
          await trx.executeQuery(SAVEPOINT);
          try {
            const value = await job.work(trx);
            await trx.executeQuery(RELEASE);
            settled.push(() => job.resolve(value));
          } catch (error) {
            await trx.executeQuery(ROLLBACK_TO);
            await trx.executeQuery(RELEASE);
            settled.push(() => job.reject(error));
          }
        }
      });
    } catch (error) {
      // The commit itself failed: nothing of the batch was written.
      for (const job of batch) job.reject(error);
      return;
    }
    for (const settle of settled) settle();
  }
}

const groups = new WeakMap<Db, GroupCommit>();

/** Runs `work` in a database transaction of the SQLite database, grouped with any waiting. */
export const inGroupCommit = <T>(db: Db, work: Work<T>): Promise<T> => {
  let group = groups.get(db);
  if (!group) {
    group = new GroupCommit(db);
    groups.set(db, group);
  }
  return group.run(work);
};
