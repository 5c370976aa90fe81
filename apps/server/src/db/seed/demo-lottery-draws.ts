import type { Ctx } from '../../context.js';
import {
  closeDueDraws,
  createDraw,
  drawDraw,
  ensureUpcomingDraws,
  markDrawSettled,
  type ScheduledGame,
  scheduledGames,
  slotsBetween,
} from '../../modules/lottery/index.js';

/**
 * The lottery's past draws (issue 12 "Seed a day of past draws"), made and drawn by the same
 * functions the lottery-draws job runs, each at its own moment (the clock moved): a seed made
 * and sealed before sales opened, sales closed, drawn at its time, settled (nobody bet on it). So
 * history, results by date and trends are full on the first start. Fast games get the last
 * day; the daily VN games a month; the Thai game its last draws of three months.
 */

const DAY_MS = 24 * 60 * 60_000;
const HISTORY_MS: Record<string, number> = { VN: 30 * DAY_MS, THAI: 92 * DAY_MS };
/** The job runs every 5 s: a draw is made a run before sales open and drawn a moment after. */
const MADE_BEFORE_MS = 5_000;
const DRAWN_AFTER_MS = 2_000;
export const SEED_ACTOR = 'seed';

const at = (ctx: Ctx, ms: number): Ctx => ({ ...ctx, now: () => ms });

/** One game's draws of the window before `now`, each through its whole life. */
const pastDrawsOf = async (ctx: Ctx, game: ScheduledGame, now: number): Promise<number> => {
  const from = now - (HISTORY_MS[game.family] ?? DAY_MS);
  const slots = slotsBetween(game.schedule, game.timeZone, from, now - DRAWN_AFTER_MS);
  for (const slot of slots) {
    const id = await createDraw(at(ctx, slot.opensAt - MADE_BEFORE_MS), game, slot, SEED_ACTOR);
    if (id === null) continue; // drawn before (the step ran on part of this)
    await closeDueDraws(at(ctx, slot.closesAt));
    const drawnAt = at(ctx, slot.drawAt + DRAWN_AFTER_MS);
    // Nobody could bet on a draw this step made and closed: it settles as it is.
    if (await drawDraw(drawnAt, id, SEED_ACTOR, game)) await markDrawSettled(drawnAt, id);
  }
  return slots.length;
};

/** Every game's past draws, then its next ones, as the job keeps them. */
export const seedDemoLotteryDraws = async (ctx: Ctx): Promise<void> => {
  const now = ctx.now();
  for (const game of await scheduledGames(ctx)) {
    await pastDrawsOf(ctx, game, now);
    await ensureUpcomingDraws(ctx, game, SEED_ACTOR);
  }
};
