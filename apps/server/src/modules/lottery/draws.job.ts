import os from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { every, type Job, type JobContext, serviceCtx } from '../../jobs/job.js';
import { LeaseLost } from '../../jobs/leases.js';
import {
  cancelDraw,
  closeDueDraws,
  drawDraw,
  drawIdsDue,
  drawIdsToCancel,
  drawIdsToSettle,
  ensureUpcomingDraws,
} from './draws.service.js';
import { refundCancelledDraw, settleDrawnDraw } from './draws.settlement.js';
import { scheduledGames } from './games.service.js';
import { jobActor } from './seeds.js';

const RUN_EVERY_MS = 5_000;
/** Draws looked up per query; a run goes batch after batch up to MAX_PER_RUN of each kind. */
const BATCH = 50;
const MAX_PER_RUN = 500;
/** Who unsealed a seed, in lottery_seed_access: this process. */
const ACTOR = jobActor(`${os.hostname()}:${process.pid}`);

/** Runs `work` on every id `next` finds, batch after batch. */
const eachDue = async (
  job: JobContext,
  kind: string,
  next: () => Promise<number[]>,
  work: (id: number) => Promise<void>,
) => {
  const seen = new Set<number>();
  while (seen.size < MAX_PER_RUN) {
    const ids = (await next()).filter((id) => !seen.has(id));
    for (const id of ids) {
      seen.add(id);
      // One draw that fails (a seed sealed under another key ...) never holds up the others:
      // it is logged and tried again by the next run; a day late, the cancel step takes it.
      await work(id).catch((err: unknown) => {
        if (err instanceof LeaseLost) throw err;
        job.log.error({ err, drawId: id, step: kind }, 'lottery draw step failed');
      });
    }
    if (ids.length === 0) return;
  }
};

/**
 * The lottery's clock, every 5 seconds: makes each game's next draws (seed
 * sealed, hash published), closes sales at closing time, draws every closed draw whose time has
 * come (late ones marked), hands drawn draws to settlement, and cancels and refunds draws that
 * could not be drawn within a day. Each draw's work is a step of its own, and every write is
 * conditional on the draw's status, so two processes never draw or settle a draw twice.
 * Settlement is no step: a step is one transaction, and a draw's settlement commits member
 * group by member group (settle.service.ts) so play goes on meanwhile; each member is settled
 * once by its ledger key, and the lease is renewed after every group.
 */
export const lotteryDrawsJob: Job = {
  name: 'lottery-draws',
  schedule: every(RUN_EVERY_MS),
  catchUp: 'latest',
  // Renewed at every step and settlement group, so a dead holder is replaced within seconds:
  // the 1-minute game must not wait for it.
  leaseMs: 10_000,
  run: async (job) => {
    const ctxOf = (trx: Kysely<Database>) => serviceCtx(job, trx);
    const outside = ctxOf(job.db);
    await job.step('upcoming', async (trx) => {
      for (const game of await scheduledGames(ctxOf(trx))) {
        await ensureUpcomingDraws(ctxOf(trx), game, ACTOR);
      }
    });
    await job.step('close', (trx) => closeDueDraws(ctxOf(trx)));
    await eachDue(
      job,
      'draw',
      () => drawIdsDue(outside, BATCH),
      (id) =>
        job.step(`draw:${id}`, async (trx) => {
          await drawDraw(ctxOf(trx), id, ACTOR);
        }),
    );
    await eachDue(
      job,
      'settle',
      () => drawIdsToSettle(outside, BATCH),
      async (id) => {
        await job.renew();
        await settleDrawnDraw(outside, id, job.renew);
      },
    );
    await eachDue(
      job,
      'cancel',
      () => drawIdsToCancel(outside, BATCH),
      (id) =>
        job.step(`cancel:${id}`, async (trx) => {
          if (await cancelDraw(ctxOf(trx), id, 'not drawn within 24 hours', ACTOR)) {
            await refundCancelledDraw(ctxOf(trx), id);
          }
        }),
    );
  },
};
