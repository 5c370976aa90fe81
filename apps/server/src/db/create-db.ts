import SQLite from 'better-sqlite3';
import {
  type DatabaseIntrospector,
  Kysely,
  PostgresDialect,
  PostgresIntrospector,
  SqliteDialect,
  sql,
  type TableMetadata,
} from 'kysely';
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
  /** An in-memory SQLite database that starts as a copy of this database file's bytes. */
  sqliteImage?: Buffer | undefined;
  /** PostgreSQL schema to work in (tests give each file its own). */
  pgSchema?: string | undefined;
}

const INT8_OID = 20;

export const createDb = (options: DbOptions): DbHandle => {
  if (options.databaseUrl) return createPostgres(options.databaseUrl, options.pgSchema);
  if (options.sqliteImage) return createSqlite(':memory:', options.sqliteImage);
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

const createSqlite = (file: string, image?: Buffer): DbHandle => {
  const sqlite = new SQLite(image ?? file);
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
  const db = new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    startupLock: postgresStartupLock(db),
    close: () => db.destroy(),
  };
};

/**
 * Kysely's migrator asks the introspector for every table of every schema (with each column's
 * serial sequence) only to see whether its own two tables exist. Over a database where other
 * processes create and drop schemas meanwhile (test files in parallel, each in its own schema)
 * that catalogue-wide query fails on a schema dropped under it. Here the tables are those of the
 * connection's own schema, by name only: the migrator is the introspector's only user.
 */
class CurrentSchemaIntrospector extends PostgresIntrospector {
  readonly #db: Kysely<unknown>;
  constructor(db: Kysely<unknown>) {
    super(db);
    this.#db = db;
  }
  override async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string; kind: string }>`
      select c.relname as name, ns.nspname as schema, c.relkind as kind
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p')`.execute(this.#db);
    return rows.map((r) => ({
      name: r.name,
      schema: r.schema,
      isView: r.kind === 'v',
      columns: [],
    }));
  }
}

class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
