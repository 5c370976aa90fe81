import type { DbHandle } from '../db/create-db.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemoSite } from './demo-site.js';
import type { SeedOptions } from './seed-steps.js';

/**
 * Migrates and seeds under the database's startup lock, so any number of processes may start
 * together on one empty database: the first does the work, the others find it done.
 */
export const prepareDatabase = (
  database: DbHandle,
  options: { schema?: string | undefined; seed?: Partial<SeedOptions> } = {},
): Promise<void> =>
  database.startupLock(async () => {
    await migrateToLatest(database.db, { schema: options.schema });
    await seedDemoSite(database.db, options.seed);
  });
