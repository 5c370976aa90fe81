import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, type DbHandle } from '@lotto/server/src/db/create-db.js';
import { prepareDatabase } from '@lotto/server/src/seed/prepare.js';
import pg from 'pg';
import type { ServerOptions } from './server-kinds.js';

/**
 * A fresh database for one benchmark, migrated and seeded with the demo site as a server start
 * does: a SQLite file in a temp dir, or a new schema of the PostgreSQL database at a URL. The
 * benchmark keeps a handle for its setup and its checks, and hands `options` to the app server.
 */
export interface BenchDatabase {
  label: string;
  handle: DbHandle;
  options: NonNullable<ServerOptions['database']>;
  /** Closes the handle and removes the file or drops the schema. */
  remove(): Promise<void>;
}

export const freshSqlite = async (): Promise<BenchDatabase> => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lotto-bench-db-'));
  const options = { sqliteFile: path.join(dir, 'bench.db') };
  const handle = createDb(options);
  await prepareDatabase(handle);
  return {
    label: 'SQLite (file, WAL)',
    handle,
    options,
    remove: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

const onPostgres = async (url: string, statement: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

export const freshPostgres = async (databaseUrl: string): Promise<BenchDatabase> => {
  const pgSchema = `bench_${randomBytes(6).toString('hex')}`;
  await onPostgres(databaseUrl, `create schema "${pgSchema}"`);
  const options = { databaseUrl, pgSchema };
  const handle = createDb(options);
  await prepareDatabase(handle, { schema: pgSchema });
  return {
    label: 'PostgreSQL',
    handle,
    options,
    remove: async () => {
      await handle.close();
      await onPostgres(databaseUrl, `drop schema "${pgSchema}" cascade`);
    },
  };
};
