import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

interface JobLeasesTable {
  name: string;
  owner: string | null;
  expires_at: number;
  last_slot: number | null;
}
interface JobStepsTable {
  name: string;
  slot: number;
  step: string;
}
declare module '../db/schema.js' {
  interface Database {
    job_leases: JobLeasesTable;
    job_steps: JobStepsTable;
  }
}

type Db = Kysely<Database>;

/** Thrown when another process took the job over (this one was too slow, or presumed dead). */
export class LeaseLost extends Error {
  constructor(name: string) {
    super(`lease of job ${name} lost`);
  }
}

export type Acquired = { held: true; lastSlot: number | null } | { held: false; expiresAt: number };

/** Takes the job's lease when it is free, expired, or already ours. */
export const acquireLease = async (
  db: Db,
  name: string,
  owner: string,
  now: number,
  leaseMs: number,
): Promise<Acquired> => {
  await db
    .insertInto('job_leases')
    .values({ name, owner: null, expires_at: 0, last_slot: null })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  // One conditional update: the database lets exactly one process see the row as free.
  const taken = await db
    .updateTable('job_leases')
    .set({ owner, expires_at: now + leaseMs })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('owner', '=', owner)]))
    .returning('last_slot')
    .executeTakeFirst();
  if (taken)
    return { held: true, lastSlot: taken.last_slot === null ? null : Number(taken.last_slot) };
  const row = await db
    .selectFrom('job_leases')
    .select('expires_at')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return { held: false, expiresAt: Number(row.expires_at) };
};

/**
 * Extends our lease while `slot` is still unfinished; false when the lease is gone. Inside a
 * step's transaction this also locks the row, so nobody takes the job over mid-step.
 */
export const extendLease = async (
  db: Db,
  name: string,
  owner: string,
  slot: number,
  until: number,
): Promise<boolean> => {
  const result = await db
    .updateTable('job_leases')
    .set({ expires_at: until })
    .where('name', '=', name)
    .where('owner', '=', owner)
    .where((eb) => eb.or([eb('last_slot', 'is', null), eb('last_slot', '<', slot)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** Records a step as done; false when it already was (then its work is skipped). */
export const recordStep = async (db: Db, name: string, slot: number, step: string) => {
  const result = await db
    .insertInto('job_steps')
    .values({ name, slot, step })
    .onConflict((oc) => oc.columns(['name', 'slot', 'step']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
};

/** Marks `slot` finished (once, by the lease holder) and forgets its steps. */
export const finishSlot = (db: Db, name: string, owner: string, slot: number) =>
  db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('job_leases')
      .set({ last_slot: slot })
      .where('name', '=', name)
      .where('owner', '=', owner)
      .where((eb) => eb.or([eb('last_slot', 'is', null), eb('last_slot', '<', slot)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new LeaseLost(name);
    await trx.deleteFrom('job_steps').where('name', '=', name).where('slot', '<=', slot).execute();
  });

/** Lets the next process take the job at once instead of after the expiry. */
export const releaseLease = (db: Db, name: string, owner: string) =>
  db
    .updateTable('job_leases')
    .set({ owner: null, expires_at: 0 })
    .where('name', '=', name)
    .where('owner', '=', owner)
    .execute();
