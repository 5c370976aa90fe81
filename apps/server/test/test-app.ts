import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type {
  CustomerServiceLink,
  LanguageCode,
  MobileTemplate,
  WhitelabelSwitch,
} from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { type AppConfig, loadConfig } from '../src/config.js';
import { createDb, type Dialect } from '../src/db/create-db.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { NewMerchant } from '../src/db/schema.js';
import { DEMO_MERCHANT, seedDemoSite } from '../src/db/seed/demo-site.js';
import { findMerchantByCode, insertMerchant, updateMerchant } from '../src/modules/system/index.js';

export interface TestApp {
  /** Built but not yet ready: tests may still add routes before the first inject. */
  app: FastifyInstance;
  db: FastifyInstance['database']['db'];
  dialect: Dialect;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
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
 * The real app on a fresh database: SQLite in memory, or a brand-new PostgreSQL schema when
 * DATABASE_URL is set (so test files can run in parallel on one database).
 */
export const createTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const pgSchema = databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
  if (databaseUrl && pgSchema) {
    await withPgClient(databaseUrl, (c) => c.query(`create schema "${pgSchema}"`));
  }
  const database = createDb({ databaseUrl, sqliteFile: ':memory:', pgSchema });
  await migrateToLatest(database.db, { schema: pgSchema });
  await seedDemoSite(database.db);

  // An empty environment keeps a developer's own settings (TRUST_PROXY ...) out of the tests.
  const config: AppConfig = {
    ...loadConfig({}),
    databaseUrl,
    logLevel: 'silent',
    merchantCacheMs: 0,
    webDist: path.join(os.tmpdir(), `no-web-dist-${randomBytes(4).toString('hex')}`),
    passwordHashLog2: 14, // fast tests; stored hashes carry their own cost
    ...options.config,
  };
  const app = await buildApp({ config, database });

  const close = async () => {
    await app.close();
    await database.close();
    if (databaseUrl && pgSchema) {
      await withPgClient(databaseUrl, (c) => c.query(`drop schema "${pgSchema}" cascade`));
    }
  };
  return { app, db: database.db, dialect: database.dialect, close };
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
  mobileTemplate?: Partial<MobileTemplate>;
  countries?: string[];
  languages?: LanguageCode[];
  defaultLanguage?: LanguageCode;
  customerService?: CustomerServiceLink[];
}

const toColumns = (changes: SiteChanges, current: MobileTemplate): Partial<NewMerchant> => {
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

/** Changes a site through the repository, then drops the app's site cache. */
export const changeSite = async (
  app: FastifyInstance,
  changes: SiteChanges,
  code = DEMO_MERCHANT.code,
): Promise<void> => {
  const row = await findMerchantByCode(app.database.db, code);
  if (!row) throw new Error(`no site ${code}`);
  const current = JSON.parse(row.mobile_template) as MobileTemplate;
  const columns = toColumns(changes, current);
  if (Object.keys(columns).length > 0) await updateMerchant(app.database.db, code, columns);
  app.sites.invalidate();
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
