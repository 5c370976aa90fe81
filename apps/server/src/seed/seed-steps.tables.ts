/** The demo seed's finished steps (seed-steps.ts): migration 0001's `seed_steps`. */
export interface SeedStepsTable {
  name: string;
}

declare module '../db/schema.js' {
  interface Database {
    seed_steps: SeedStepsTable;
  }
}
