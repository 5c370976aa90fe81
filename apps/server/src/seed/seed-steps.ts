import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { loadConfig } from '../config.js';
import type { Ctx } from '../context.js';
import type { Database } from '../db/schema.js';
import { MIN_PASSWORD_HASH_LOG2, withPasswordHashCost } from '../modules/member/index.js';
import './seed-steps.tables.js';

/** What a seed needs beyond the database: the app's clock and the demo passwords' cost. */
export interface SeedOptions {
  now: () => number;
  /**
   * scrypt cost (log2 N) of every password the seed sets, through whichever service sets it:
   * the floor by default. They are the demo's published ones, which no cost protects; the
   * services upgrade each to the configured cost when its owner next proves it (see
   * needsRehash), and real members' and operators' passwords never pass through the seed.
   */
  passwordHashLog2: number;
  /**
   * demo01's played rounds, favourite and recent games and opened announcements. A real start
   * has them; test apps leave them out unless a test asks (they make every member list and
   * board busier).
   */
  history: boolean;
  /**
   * agent01's three-level team and what the agent area shows of it (needs the history): a real
   * start has it; test apps ask for it apart, as it is work that demo01's tests never read.
   */
  agentTeam: boolean;
  log: FastifyBaseLogger;
  /** Where members' uploads go (demo01's promotion application). */
  uploadDir: string;
}

const quiet = () => {};
/** Seeding writes no log of its own; a failure is thrown to whoever started it. */
const quietLog: FastifyBaseLogger = {
  level: 'silent',
  fatal: quiet,
  error: quiet,
  warn: quiet,
  info: quiet,
  debug: quiet,
  trace: quiet,
  silent: quiet,
  child: () => quietLog,
};

/** The options of a real start: the environment's configuration, history included. */
export const seedOptionsOf = (options: Partial<SeedOptions> = {}): SeedOptions => {
  const config = loadConfig();
  return {
    now: config.now,
    passwordHashLog2: MIN_PASSWORD_HASH_LOG2,
    history: true,
    agentTeam: true,
    log: quietLog,
    uploadDir: config.uploadDir,
    ...options,
  };
};

/** A step's context: the services' context over the step's transaction, and the options. */
export interface SeedCtx extends Ctx {
  options: SeedOptions;
}

/**
 * One unit of seeding. `run` works in the step's transaction and checks each item by its
 * natural key, so it may run on a database where the step's rows are partly there (seeded
 * before steps were recorded) and add only what is missing.
 */
export interface SeedStep {
  name: string;
  run(ctx: SeedCtx): Promise<void>;
}

/**
 * Runs the steps not yet recorded, each in its own transaction together with its record: a
 * start that dies mid-step leaves nothing of that step, the next start does it again, and a
 * finished step never runs again (an operator may delete what it wrote).
 */
export const runSeedSteps = async (
  db: Kysely<Database>,
  steps: readonly SeedStep[],
  options: SeedOptions,
): Promise<void> => {
  const rows = await db.selectFrom('seed_steps').select('name').execute();
  const done = new Set(rows.map((r) => r.name));
  for (const step of steps) {
    if (done.has(step.name)) continue;
    await withPasswordHashCost(options.passwordHashLog2, () =>
      db.transaction().execute(async (trx) => {
        await step.run({ db: trx, now: options.now, log: options.log, options });
        await trx.insertInto('seed_steps').values({ name: step.name }).execute();
      }),
    );
  }
};
