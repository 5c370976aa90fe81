/**
 * Starts the real server for the end-to-end run on a fresh SQLite file: migrated, seeded with
 * the demo site plus the extra sites the tests visit, then `apps/server/src/server.ts` itself.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '@lotto/server/src/db/create-db.js';
import { migrateToLatest } from '@lotto/server/src/db/migrate.js';
import { seedDemoSite } from '@lotto/server/src/db/seed/demo-site.js';
import { insertMerchant } from '@lotto/server/src/modules/system/site.repository.js';
import { E2E_SITES } from './sites.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lotto-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.SQLITE_FILE = path.join(dataDir, 'platform.db');
process.env.LOG_LEVEL ??= 'warn';
delete process.env.DATABASE_URL;

const database = createDb({ sqliteFile: process.env.SQLITE_FILE });
await migrateToLatest(database.db);
await seedDemoSite(database.db);
for (const site of E2E_SITES) await insertMerchant(database.db, site);
await database.close();

await import('@lotto/server/src/server.js');
