import { silentLog } from '../../../test/context.js';
import type { TestApp } from '../../../test/test-app.js';
import { JobRunner } from '../../jobs/runner.js';
import { lotteryDrawsJob } from './draws.job.js';

/** Test helpers of the draws: the job alone on one app's database, the rows. */

export const drawsRunner = (t: TestApp, now: () => number, owner = 'test') =>
  new JobRunner({ db: t.db, now, jobs: [lotteryDrawsJob], log: silentLog, owner });

/** Every draw of a game (by code on the demo site), oldest first. */
export const drawRowsOf = (db: TestApp['db'], code: string) =>
  db
    .selectFrom('lottery_draws')
    .innerJoin('lottery_games', 'lottery_games.id', 'lottery_draws.game_id')
    .selectAll('lottery_draws')
    .where('lottery_games.code', '=', code)
    .orderBy('lottery_draws.draw_at')
    .execute();

export const seedAccessOf = (db: TestApp['db'], drawId: number) =>
  db
    .selectFrom('lottery_seed_access')
    .select(['purpose', 'actor'])
    .where('draw_id', '=', drawId)
    .orderBy('id')
    .execute();

/** The next instant after `now` that is `offsetMs` past a Yangon midnight. */
export const nextYangonMidnight = (now: number, offsetMs = 0): number => {
  const day = 86_400_000;
  const yangon = 6.5 * 3_600_000;
  return Math.floor((now + yangon) / day) * day + day - yangon + offsetMs;
};
