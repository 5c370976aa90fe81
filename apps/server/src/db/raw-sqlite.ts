import type SQLite from 'better-sqlite3';

/** Prepares statements on the one better-sqlite3 connection (with create-db's cache). */
export interface RawSqlite {
  prepare(sql: string): SQLite.Statement;
}

const handles = new WeakMap<object, RawSqlite>();

/**
 * The SQLite connection behind a Kysely instance, or behind one of its transactions that the
 * ledger's group commit opened. The ledger's few hot statements and the group commit's
 * savepoints run on it directly: Kysely's layers cost more than SQLite's own work for them.
 * Nothing else should.
 */
export const rawSqliteOf = (db: object): RawSqlite | undefined => handles.get(db);

/** Marks `db` (a Kysely instance or transaction) as running on `raw`. */
export const attachRawSqlite = (db: object, raw: RawSqlite): void => {
  handles.set(db, raw);
};
