import type { Ctx } from '../context.js';
import {
  closeDueDraws,
  createDraws,
  drawDrawsAt,
  ensureUpcomingDraws,
  markDrawsSettled,
  type ScheduledGame,
  scheduledGames,
  slotsBetween,
} from '../modules/lottery/index.js';

/**
 * The lottery's past draws (a day of them, so results and history have something to show),
 * made and drawn by the draw functions the lottery-draws job uses, with the clock moved: every draw of the window made
 * with its sealed seed and published hash before the first of them opened, sales closed, each
 * drawn at its own time (unsealing audited, the contract's derivation), then settled (nobody
 * bet on them). So history, results by date and trends are full on the first start. Fast games
 * get the last day (the 1-minute game 1,440 draws), the daily VN games a month, the Thai game
 * three months. The batch forms write a few statements per hundreds of draws, so the step
 * stays short (README "Lottery").
 */

const DAY_MS = 24 * 60 * 60_000;
const HISTORY_MS: Record<string, number> = { VN: 30 * DAY_MS, THAI: 92 * DAY_MS };
/** The job runs every 5 s: made a run before sales open, drawn a moment after its time. */
const MADE_BEFORE_MS = 5_000;
const DRAWN_AFTER_MS = 2_000;
export const SEED_ACTOR = 'seed';

const at = (ctx: Ctx, ms: number): Ctx => ({ ...ctx, now: () => ms });

/** One game's draws of its window before `now`, through their whole life. */
const pastDrawsOf = async (ctx: Ctx, game: ScheduledGame, now: number): Promise<void> => {
  const from = now - (HISTORY_MS[game.family] ?? DAY_MS);
  const slots = slotsBetween(game.schedule, game.timeZone, from, now - DRAWN_AFTER_MS);
  const [first] = slots;
  if (!first) return;
  const ids = await createDraws(at(ctx, first.opensAt - MADE_BEFORE_MS), game, slots, SEED_ACTOR);
  await closeDueDraws(at(ctx, now));
  const made = slots.flatMap((slot) => {
    const id = ids.get(slot.drawNo);
    return id === undefined ? [] : [{ id, at: slot.drawAt + DRAWN_AFTER_MS }];
  });
  await drawDrawsAt(ctx, game, made, SEED_ACTOR);
  await markDrawsSettled(
    at(ctx, now),
    made.map((d) => d.id),
  );
};

/** Every game's past draws, then its next ones, as the job keeps them. */
export const seedDemoLotteryDraws = async (ctx: Ctx): Promise<void> => {
  const now = ctx.now();
  for (const game of await scheduledGames(ctx)) {
    await pastDrawsOf(ctx, game, now);
    await ensureUpcomingDraws(ctx, game, SEED_ACTOR);
  }
};
