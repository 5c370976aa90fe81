import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { attachRawSqlite } from './raw-sqlite.js';
import type { Database } from './schema.js';
import { postgresStartupLock, type StartupLock, sqliteStartupLock } from './startup-lock.js';

export type Dialect = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Serialises migrate and seed across every process that opens this database. */
  startupLock: StartupLock;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres://... switches to PostgreSQL; otherwise SQLite at `sqliteFile`. */
  databaseUrl?: string | undefined;
  sqliteFile?: string | undefined;
  /** PostgreSQL schema to work in (tests give each file its own). */
  pgSchema?: string | undefined;
}

const INT8_OID = 20;

export const createDb = (options: DbOptions): DbHandle => {
  if (options.databaseUrl) return createPostgres(options.databaseUrl, options.pgSchema);
  return createSqlite(options.sqliteFile ?? ':memory:');
};

/** Kysely prepares each query anew; reusing prepared statements by SQL text saves most of it. */
const MAX_CACHED_STATEMENTS = 1000;
const withStatementCache = (sqlite: SQLite.Database) => {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (cache.size >= MAX_CACHED_STATEMENTS) cache.clear();
        cache.set(sql, statement);
      }
      return statement;
    },
  };
};

const createSqlite = (file: string): DbHandle => {
  const sqlite = new SQLite(file);
  // WAL lets readers proceed while a writer commits; NORMAL sync is safe with WAL.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const cached = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cached }) });
  attachRawSqlite(db, cached);
  return { db, dialect: 'sqlite', startupLock: sqliteStartupLock(file), close: () => db.destroy() };
};

const createPostgres = (url: string, schema?: string): DbHandle => {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    // Amounts are bigint minor units; they stay far below 2^53, so plain numbers are exact.
    types: {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format),
    },
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    startupLock: postgresStartupLock(db),
    close: () => db.destroy(),
  };
};
