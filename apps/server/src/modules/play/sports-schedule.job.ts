import { every, type Job, serviceCtx } from '../../jobs/job.js';
import {
  closeKickedOffMatches,
  endedMatchIds,
  finishEndedMatch,
  pendingBetsToSettle,
  scheduleMatches,
  settleMatchBets,
} from './sports-schedule.service.js';

const RUN_EVERY_MS = 60_000;
/** Matches finished and bets settled per step (one transaction each): short transactions. */
const MATCH_BATCH = 20;
const BET_BATCH = 50;
/** Batches of each kind per run at most; the next run goes on with the rest. */
const MAX_BATCHES = 40;

/**
 * Keeps the sports vendor's schedule rolling, every minute: adds the matches ahead, closes
 * betting at kick-off, draws the result of every match that has ended and settles every bet on
 * it. Each part is a step of the slot, so a run that died half-way goes on where it stopped; a
 * later run finds anything left (a result without its bets settled) by the rows themselves.
 */
export const sportsScheduleJob: Job = {
  name: 'sports-schedule',
  schedule: every(RUN_EVERY_MS),
  catchUp: 'latest',
  run: async (job, slot) => {
    const ctxOf = (trx: Parameters<typeof serviceCtx>[1]) => serviceCtx(job, trx);
    await job.step('schedule', (trx) => scheduleMatches(ctxOf(trx), slot));
    await job.step('close', (trx) => closeKickedOffMatches(ctxOf(trx), slot));
    // After a pause many matches may have ended: batch after batch, each result its own step.
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const ids = await endedMatchIds(ctxOf(job.db), slot, MATCH_BATCH);
      for (const id of ids) {
        await job.step(`result:${id}`, (trx) => finishEndedMatch(ctxOf(trx), id));
      }
      if (ids.length < MATCH_BATCH) break;
    }
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const ids = (await pendingBetsToSettle(ctxOf(job.db), BET_BATCH)).map((b) => b.id);
      if (ids.length === 0) return;
      await job.step(`settle:${ids[0]}-${ids.at(-1)}`, (trx) => settleMatchBets(ctxOf(trx), ids));
    }
  },
};
