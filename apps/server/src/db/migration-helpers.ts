import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  PostgresAdapter,
} from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped db on purpose
type AnyDb = Kysely<any>;

export const isPostgres = (db: AnyDb): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter;

/** An auto-increment integer primary key on either dialect. */
export const withId = <T extends string>(db: AnyDb, table: CreateTableBuilder<T>) =>
  isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

/** Epoch milliseconds and money in minor units need 64 bits on PostgreSQL. */
export const bigIntType = (db: AnyDb) => (isPostgres(db) ? 'bigint' : 'integer');

export const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
