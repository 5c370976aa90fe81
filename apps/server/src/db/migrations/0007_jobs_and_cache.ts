import type { Kysely } from 'kysely';
import { bigIntType, notNull } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const big = bigIntType(db);

  // One row per scheduled job: who may run it until when, and the last slot it finished, so
  // several processes run each slot once and a process that starts later catches up.
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('owner', 'text')
    .addColumn('expires_at', big, (c) => c.notNull().defaultTo(0))
    .addColumn('last_slot', big)
    .execute();
  // The steps of a slot that are done, written in the step's own transaction: a run that died
  // half-way resumes after them. Cleared when the slot is finished.
  await db.schema
    .createTable('job_steps')
    .addColumn('name', 'text', notNull)
    .addColumn('slot', big, notNull)
    .addColumn('step', 'text', notNull)
    .addPrimaryKeyConstraint('job_steps_pk', ['name', 'slot', 'step'])
    .execute();

  // A counter per cache name, bumped by whoever edits what that cache holds; every process
  // compares it with the version it loaded.
  await db.schema
    .createTable('cache_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', big, notNull)
    .execute();

  // The seed steps that finished: each runs in one transaction with its row here, so a start
  // that died mid-seed redoes only what is missing and an operator's later deletions stay.
  await db.schema
    .createTable('seed_steps')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['seed_steps', 'cache_versions', 'job_steps', 'job_leases']) {
    await db.schema.dropTable(table).execute();
  }
}
