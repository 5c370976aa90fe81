import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

/**
 * One unit of seeding. `run` gets a transaction and checks each item by its natural key, so it
 * may run on a database where the step's rows are partly there (seeded before steps were
 * recorded) and add only what is missing.
 */
export interface SeedStep {
  name: string;
  run(trx: Kysely<Database>): Promise<void>;
}

/**
 * Runs the steps not yet recorded, each in its own transaction together with its record: a
 * start that dies mid-step leaves nothing of that step, the next start does it again, and a
 * finished step never runs again (an operator may delete what it wrote).
 */
export const runSeedSteps = async (
  db: Kysely<Database>,
  steps: readonly SeedStep[],
): Promise<void> => {
  const rows = await db.selectFrom('seed_steps').select('name').execute();
  const done = new Set(rows.map((r) => r.name));
  for (const step of steps) {
    if (done.has(step.name)) continue;
    await db.transaction().execute(async (trx) => {
      await step.run(trx);
      await trx.insertInto('seed_steps').values({ name: step.name }).execute();
    });
  }
};
