import type { ContractKind } from '@lotto/contract';
import type { Kysely } from 'kysely';
import type { Ctx } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { every, type Job, serviceCtx } from '../../jobs/job.js';
import { findSiteById, type Site } from '../system/index.js';
import { acceptedContracts, hasRun } from './contracts.repository.js';
import { lastPeriod } from './periods.js';
import { settlePeriod } from './settle.js';

/** Runs work once under a key, in a transaction (a job's step, or the seed's own). */
export type Step = (key: string, work: (trx: Kysely<Database>) => Promise<void>) => Promise<void>;

/**
 * Runs the period of the kind that ended last before `now` for every accepted contract of
 * the kind, each in its own step: one contract's failure leaves the others paid. A contract
 * accepted after the period ended has nothing to run for it.
 */
export const runContracts = async (
  ctx: Ctx,
  kind: ContractKind,
  now: number,
  step: Step,
): Promise<void> => {
  const sites = new Map<number, Site | undefined>();
  for (const contract of await acceptedContracts(ctx.db, kind)) {
    if (!sites.has(contract.merchant_id))
      sites.set(contract.merchant_id, await findSiteById(ctx.db, contract.merchant_id));
    const site = sites.get(contract.merchant_id);
    if (!site) continue;
    const period = lastPeriod(kind, site.timeZone, now);
    if ((contract.decided_at ?? 0) >= period.span.end) continue;
    // Read first: a step (a write of its own) only for a period not yet run.
    if (await hasRun(ctx.db, contract.id, period.key)) continue;
    await step(`contract:${contract.id}:${period.key}`, (trx) =>
      settlePeriod({ ...ctx, db: trx, site }, contract, period),
    );
  }
};

const contractJob = (kind: ContractKind, name: string, everyMs: number): Job => ({
  name,
  schedule: every(everyMs),
  catchUp: 'latest',
  run: (job, slot) =>
    runContracts({ db: job.db, now: job.now, log: job.log }, kind, slot, (key, work) =>
      job.step(key, (trx) => work(serviceCtx(job, trx).db)),
    ),
});

/**
 * Daily salary (the site day before), dividends (the half-month that ended last) and hourly
 * salary (the site hour before). The lease runs a slot once across processes; the step record,
 * the run row unique per contract and period, and the ledger key of the pair pay each period
 * once. The daily and dividend jobs run hourly so a site in any time zone is paid within an
 * hour of its midnight; the hourly one every quarter hour, for zones off UTC by a half or a
 * quarter hour. A process that was down catches up the latest slot: a period it missed
 * entirely (down for more than a day or an hour) is not paid.
 */
export const dailySalaryJob = contractJob('daily', 'contracts-daily-salary', 60 * 60_000);
export const dividendJob = contractJob('dividend', 'contracts-dividend', 60 * 60_000);
export const hourlySalaryJob = contractJob('hourly', 'contracts-hourly-salary', 15 * 60_000);
