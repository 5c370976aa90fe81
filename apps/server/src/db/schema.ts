/**
 * The database as Kysely sees it. Each module declares its own tables by declaration merging
 * (its `*.tables.ts`), so the tables live with the code that owns them; only the seed's own
 * record is declared here.
 */

/** The demo seed's finished steps (seed/seed-steps.ts). */
export interface SeedStepsTable {
  name: string;
}

export interface Database {
  seed_steps: SeedStepsTable;
}
