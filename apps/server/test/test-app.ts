import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CustomerServiceLink, LanguageCode, WhitelabelSwitch } from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { type AppConfig, loadConfig } from '../src/config.js';
import { createDb, type DbHandle, type Dialect } from '../src/db/create-db.js';
import {
  findMerchantByCode,
  insertMerchant,
  type NewMerchant,
  type SiteTemplate,
  updateMerchant,
} from '../src/modules/system/index.js';

import { DEMO_MERCHANT } from '../src/seed/demo-site.js';
import { prepareDatabase } from '../src/seed/prepare.js';
import { copySeededDatabase, seededSqliteImage, TEMPLATE_SCHEMA } from './seed-template.js';

export interface TestApp {
  /** Built but not yet ready: tests may still add routes before the first inject. */
  app: FastifyInstance;
  db: FastifyInstance['database']['db'];
  dialect: Dialect;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  /** Where the app's log lines go (tests that read the log). */
  logStream?: NodeJS.WritableStream;
  /** Seed demo01's played rounds, favourite and recent games too, as a real start does. */
  seedHistory?: boolean;
  /** Seed agent01's three-level team and the agent area's own demo data (with the history). */
  seedAgentTeam?: boolean;
}

const withPgClient = async <T>(url: string, work: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/**
 * A fresh, empty database (not migrated): one PostgreSQL schema when DATABASE_URL is set,
 * else SQLite, in memory or, when several handles must share it, in a temporary file.
 */
export interface TestDatabase {
  databaseUrl: string | undefined;
  pgSchema: string | undefined;
  /** The SQLite file (':memory:' when not shared); unused on PostgreSQL. */
  sqliteFile: string;
  /** A new handle (its own connections) on this database. */
  open(): DbHandle;
  drop(): Promise<void>;
}

export const createTestDatabase = async (shared: boolean): Promise<TestDatabase> => {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (databaseUrl) {
    const pgSchema = `t_${randomBytes(6).toString('hex')}`;
    await withPgClient(databaseUrl, (c) => c.query(`create schema "${pgSchema}"`));
    return {
      databaseUrl,
      pgSchema,
      sqliteFile: '',
      open: () => createDb({ databaseUrl, pgSchema }),
      drop: async () => {
        await withPgClient(databaseUrl, (c) => c.query(`drop schema "${pgSchema}" cascade`));
      },
    };
  }
  const dir = shared ? mkdtempSync(path.join(os.tmpdir(), 'lotto-test-')) : undefined;
  const sqliteFile = dir ? path.join(dir, 'test.db') : ':memory:';
  return {
    databaseUrl,
    pgSchema: undefined,
    sqliteFile,
    open: () => createDb({ sqliteFile }),
    drop: async () => {
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
};

/**
 * A fresh database for one app, a copy of one the plain demo seed already fills (see
 * seed-template), which the app's start finds ready.
 */
const createSeededTestDatabase = async (now: () => number): Promise<TestDatabase> => {
  const serverUrl = process.env.DATABASE_URL || undefined;
  if (!serverUrl) {
    const sqliteImage = await seededSqliteImage(now);
    return {
      databaseUrl: undefined,
      pgSchema: undefined,
      sqliteFile: ':memory:',
      open: () => createDb({ sqliteImage }),
      drop: async () => {},
    };
  }
  const copy = await copySeededDatabase(serverUrl, now);
  return {
    databaseUrl: copy.databaseUrl,
    pgSchema: TEMPLATE_SCHEMA,
    sqliteFile: '',
    open: () => createDb({ databaseUrl: copy.databaseUrl, pgSchema: TEMPLATE_SCHEMA }),
    drop: copy.drop,
  };
};

/** The real app on a database a test made (see createTestDatabase). */
export const createTestAppOn = async (
  where: TestDatabase,
  options: TestAppOptions = {},
): Promise<TestApp> => {
  const { databaseUrl, pgSchema } = where;
  // An empty environment keeps a developer's own settings (TRUST_PROXY ...) out of the tests.
  const config: AppConfig = {
    ...loadConfig({}),
    databaseUrl,
    logLevel: 'silent',
    merchantCacheMs: 0,
    webDist: path.join(os.tmpdir(), `no-web-dist-${randomBytes(4).toString('hex')}`),
    passwordHashLog2: 10, // the floor: fast tests; stored hashes carry their own cost
    uploadDir: path.join(os.tmpdir(), `lotto-uploads-${randomBytes(4).toString('hex')}`),
    ...options.config,
  };
  const database = where.open();
  // The seed's own password cost, as a real start's (SeedOptions): not the app's.
  const seed = {
    now: config.now,
    history: options.seedHistory ?? options.seedAgentTeam ?? false,
    agentTeam: options.seedAgentTeam ?? false,
    uploadDir: config.uploadDir,
  };
  await prepareDatabase(database, { schema: pgSchema, seed });
  const app = await buildApp({ config, database, logStream: options.logStream });
  const close = async () => {
    await app.close();
    await database.close();
    rmSync(config.uploadDir, { recursive: true, force: true });
  };
  return { app, db: database.db, dialect: database.dialect, close };
};

/**
 * The real app on a fresh database: SQLite in memory, or a brand-new PostgreSQL schema when
 * DATABASE_URL is set (so test files can run in parallel on one database).
 */
export const createTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const [only] = await createTestApps(1, options);
  if (!only) throw new Error('no test app');
  return only;
};

/**
 * Several apps, each with its own connections, on ONE fresh database (a SQLite file, or one
 * PostgreSQL schema), as several server processes share one: for jobs and cache tests.
 * They start together, so they also exercise the startup lock. `close` of the last one
 * drops the database.
 */
export const createTestApps = async (
  count: number,
  options: TestAppOptions = {},
): Promise<TestApp[]> => {
  const plainSeed = !(options.seedHistory ?? options.seedAgentTeam ?? false);
  const where =
    count === 1 && plainSeed
      ? await createSeededTestDatabase(options.config?.now ?? loadConfig({}).now)
      : await createTestDatabase(count > 1);
  const apps = await Promise.all(
    Array.from({ length: count }, () => createTestAppOn(where, options)),
  );
  let open = apps.length;
  return apps.map((t) => ({
    ...t,
    close: async () => {
      await t.close();
      open -= 1;
      if (open === 0) await where.drop();
    },
  }));
};

/** Site settings a test may change, in the shape the server works with. */
export interface SiteChanges {
  name?: string;
  hostNames?: string[];
  maintenance?: boolean;
  maintenanceMessage?: string | null;
  blockedCidrs?: string[];
  blockedCountries?: string[];
  whitelabel?: Partial<Record<WhitelabelSwitch, boolean>>;
  mobileTemplate?: Partial<SiteTemplate>;
  countries?: string[];
  languages?: LanguageCode[];
  defaultLanguage?: LanguageCode;
  customerService?: CustomerServiceLink[];
}

const toColumns = (changes: SiteChanges, current: SiteTemplate): Partial<NewMerchant> => {
  const row: Partial<NewMerchant> = {};
  const json = JSON.stringify;
  if (changes.name !== undefined) row.name = changes.name;
  if (changes.hostNames) row.host_names = json(changes.hostNames);
  if (changes.maintenance !== undefined) row.maintenance = changes.maintenance ? 1 : 0;
  if (changes.maintenanceMessage !== undefined) {
    row.maintenance_message = changes.maintenanceMessage;
  }
  if (changes.blockedCidrs) row.blocked_cidrs = json(changes.blockedCidrs);
  if (changes.blockedCountries) row.blocked_countries = json(changes.blockedCountries);
  if (changes.whitelabel) row.whitelabel = json(changes.whitelabel);
  if (changes.mobileTemplate) row.mobile_template = json({ ...current, ...changes.mobileTemplate });
  if (changes.countries) row.countries = json(changes.countries);
  if (changes.languages) row.languages = json(changes.languages);
  if (changes.defaultLanguage) row.default_language = changes.defaultLanguage;
  if (changes.customerService) row.customer_service = json(changes.customerService);
  return row;
};

/** Changes a site through the repository, then bumps the site cache as every edit does. */
export const changeSite = async (
  app: FastifyInstance,
  changes: SiteChanges,
  code = DEMO_MERCHANT.code,
): Promise<void> => {
  const row = await findMerchantByCode(app.database.db, code);
  if (!row) throw new Error(`no site ${code}`);
  const current = JSON.parse(row.mobile_template) as SiteTemplate;
  const columns = toColumns(changes, current);
  if (Object.keys(columns).length > 0) await updateMerchant(app.database.db, code, columns);
  await app.caches.bump('sites');
};

/** Adds a second site, a copy of the demo site under another code and host names. */
export const addSite = async (
  app: FastifyInstance,
  code: string,
  changes: SiteChanges = {},
): Promise<void> => {
  await insertMerchant(app.database.db, {
    ...DEMO_MERCHANT,
    code,
    name: `Site ${code}`,
    host_names: JSON.stringify([`${code}.example`]),
  });
  await changeSite(app, changes, code);
};
