/**
 * Starts the real server for the end-to-end run on a fresh SQLite file: migrated, seeded with
 * the demo site plus the extra sites the tests visit, then `apps/server/src/server.ts` itself.
 * The file's place follows from the port (data-dir.ts), so tests can read what the server wrote.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { createDb } from '@lotto/server/src/db/create-db.js';
import { migrateToLatest } from '@lotto/server/src/db/migrate.js';
import { insertMerchant } from '@lotto/server/src/modules/system/index.js';
import { seedDemoSite } from '@lotto/server/src/seed/demo-site.js';
import { e2eDataDir, e2eDbFile } from './data-dir.js';
import {
  E2E_SITES,
  quietDemoHome,
  seedCashoutMember,
  seedE2eOwners,
  seedPopupSite,
} from './sites.js';

const port = Number(process.env.PORT ?? 8181);
const dataDir = e2eDataDir(port);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
process.env.SQLITE_FILE = e2eDbFile(port);
process.env.LOG_LEVEL ??= 'warn';
// Each test sends its own X-Forwarded-For, so one test's failed logins, captchas and rate
// limits never reach another's (every browser here is 127.0.0.1). Tests that send none are
// judged by their real address, as before.
process.env.TRUST_PROXY = '1';
// Hashing at the production cost (2^17) makes every login a second of work on a CI machine;
// the cost is not what these tests are about (2^10 is the lowest the app accepts).
process.env.PASSWORD_HASH_LOG2 ??= '10';
delete process.env.DATABASE_URL;
// The tests read SMS codes and reset links from the outbox, which only demo mode serves.
process.env.DEMO_MODE = '1';
delete process.env.NODE_ENV;

const database = createDb({ sqliteFile: process.env.SQLITE_FILE });
await migrateToLatest(database.db);
await seedDemoSite(database.db);
for (const site of E2E_SITES) await insertMerchant(database.db, site);
await seedPopupSite(database.db);
await quietDemoHome(database.db);
await seedCashoutMember(database.db);
await seedE2eOwners(database.db);
await database.close();

await import('@lotto/server/src/server.js');
