import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as m0001 from './migrations/0001_merchants.js';
import type { Database } from './schema.js';

/** Migrations are listed here in order; a landed migration is never edited. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_merchants': m0001,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export const migrateToLatest = async (db: Kysely<Database>): Promise<void> => {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
};
