import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.js';

/** Runs `work` while no other process (or handle) prepares the same database. */
export type StartupLock = <T>(work: () => Promise<T>) => Promise<T>;

const POLL_MS = 50;
const GIVE_UP_MS = 10 * 60_000;

/**
 * PostgreSQL: a session advisory lock, held on one dedicated connection while `work` runs on
 * others; the server drops it if the process dies. Keyed by schema, so test schemas of one
 * database do not wait for each other.
 */
export const postgresStartupLock =
  (db: Kysely<Database>): StartupLock =>
  (work) =>
    db.connection().execute(async (conn) => {
      const key = sql`hashtext('lotto.startup.' || current_schema())`;
      await sql`select pg_advisory_lock(${key})`.execute(conn);
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(${key})`.execute(conn);
      }
    });

/**
 * SQLite: an exclusive lock on a small database file beside the real one. The real file runs
 * in WAL mode, where an exclusive transaction would also shut out our own migrations; the OS
 * drops the side file's lock if the process dies. Polled, not blocking, because better-sqlite3
 * waits synchronously and two handles of one process would wait for each other forever.
 */
export const sqliteStartupLock =
  (file: string): StartupLock =>
  async (work) => {
    if (file === ':memory:' || file === '') return work();
    const lock = new SQLite(`${file}.startup-lock`);
    try {
      lock.pragma('busy_timeout = 0');
      await acquire(lock);
      try {
        return await work();
      } finally {
        lock.exec('COMMIT');
      }
    } finally {
      lock.close();
    }
  };

const acquire = async (lock: SQLite.Database) => {
  for (let waited = 0; ; waited += POLL_MS) {
    try {
      lock.exec('BEGIN EXCLUSIVE');
      return;
    } catch (err) {
      const busy = (err as { code?: string }).code === 'SQLITE_BUSY';
      if (!busy || waited >= GIVE_UP_MS) throw err;
      await sleep(POLL_MS);
    }
  }
};
