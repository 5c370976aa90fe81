import {
  API,
  type HotMatchesAnswer,
  hotMatchesAnswer,
  type VendorMatchesAnswer,
  vendorMatchesAnswer,
} from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { silentLog } from '../../../test/context.js';
import type { TestApp } from '../../../test/test-app.js';
import { JobRunner } from '../../jobs/runner.js';
import { sportsScheduleJob } from './sports-schedule.job.js';

/** Test helpers of scheduled matches: the job, the two endpoints, the rows. */

/** A runner of the schedule job alone, on one app's database and the test's clock. */
export const scheduleRunner = (t: TestApp, now: () => number, owner = 'test') =>
  new JobRunner({ db: t.db, now, jobs: [sportsScheduleJob], log: silentLog, owner });

export const getHotMatches = (app: FastifyInstance, query = '') =>
  app.inject({ method: 'GET', url: `${API.sports.hotMatches}${query}` });

export const hotMatchesOf = async (app: FastifyInstance): Promise<HotMatchesAnswer> => {
  const res = await getHotMatches(app);
  expect(res.statusCode, res.body).toBe(200);
  return hotMatchesAnswer.parse(res.json().value);
};

export const vendorMatchesOf = async (
  app: FastifyInstance,
  ticket: string,
): Promise<VendorMatchesAnswer> => {
  const res = await app.inject({
    method: 'GET',
    url: `${API.sports.vendorMatches}?ticket=${encodeURIComponent(ticket)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return vendorMatchesAnswer.parse(res.json().value);
};

export const matchRows = (db: TestApp['db']) =>
  db.selectFrom('sports_matches').selectAll().orderBy('id').execute();

export const matchRow = (db: TestApp['db'], id: number) =>
  db.selectFrom('sports_matches').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Win transactions in the ledger (one per paid bet, however often settlement ran). */
export const winCount = async (db: TestApp['db']) =>
  Number(
    (
      await db
        .selectFrom('ledger_transactions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('type', '=', 'win')
        .executeTakeFirstOrThrow()
    ).n,
  );
