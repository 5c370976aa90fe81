import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@lotto/server/src/app.js';
import { type AppConfig, loadConfig } from '@lotto/server/src/config.js';
import { createDb, type DbOptions } from '@lotto/server/src/db/create-db.js';
import { migrateToLatest } from '@lotto/server/src/db/migrate.js';
import { seedDemoSite } from '@lotto/server/src/seed/demo-site.js';
import { BENCH_HOST, listenOnLoopback, type RunningServer } from './servers.js';

/** The database the app opens, migrated and seeded by the benchmark; else a fresh SQLite file. */
export type AppDatabase = Pick<DbOptions, 'databaseUrl' | 'sqliteFile' | 'pgSchema'>;

/** Settings of the app a benchmark may set: how long team answers are kept (0: never). */
export type AppSettings = Partial<Pick<AppConfig, 'teamAnswersCacheMs'>>;

/**
 * The real server as production builds it (buildApp), API only (no web app), silent logs.
 * Given a database, it opens that one (the benchmark migrated and seeded it, and removes it);
 * otherwise a fresh SQLite file in a temp dir, migrated and seeded with the demo site. The
 * environment is ignored on purpose (no DATABASE_URL, no LOG_LEVEL), so every run measures
 * the same thing.
 */
export const startAppServer = async (
  database?: AppDatabase,
  settings: AppSettings = {},
): Promise<RunningServer> => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lotto-bench-'));
  const config: AppConfig = {
    ...loadConfig({}),
    host: BENCH_HOST,
    port: 0,
    databaseUrl: database?.databaseUrl,
    sqliteFile: database?.sqliteFile ?? path.join(dir, 'bench.db'),
    webDist: path.join(dir, 'no-web-dist'), // API only: the web app is not served
    logLevel: 'silent',
    ...settings,
  };
  const handle = createDb({ ...config, pgSchema: database?.pgSchema });
  const removeAll = async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (!database) {
      await migrateToLatest(handle.db);
      await seedDemoSite(handle.db);
    }
    const app = await buildApp({ config, database: handle });
    const url = await listenOnLoopback(app);
    return {
      url,
      close: async () => {
        await app.close();
        await removeAll();
      },
    };
  } catch (err) {
    await removeAll();
    throw err;
  }
};

/**
 * The exact answer the app gives to GET /wps/system/status, so a bare route can serve the same
 * bytes: the comparison then measures what the stack adds, not the size of the payload.
 */
export const captureStatusPayload = (): Promise<unknown> => captureAppPayload('/wps/system/status');

/** The exact JSON the app answers to GET `path` (with `headers`), for a bare route to serve. */
export const captureAppPayload = async (
  path: string,
  headers: Record<string, string> = {},
): Promise<unknown> => {
  const server = await startAppServer();
  try {
    const answer = await fetch(`${server.url}${path}`, { headers });
    if (!answer.ok) throw new Error(`GET ${path} answered ${answer.status}`);
    return await answer.json();
  } finally {
    await server.close();
  }
};
