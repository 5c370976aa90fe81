import type { Ctx } from '../../context.js';
import { createDraw } from './draws.service.js';
import { scheduledGameById } from './games.service.js';
import type { LotteryGameRow } from './games.tables.js';
import { findDrawOf, salesOpen } from './orders.repository.js';
import { slotsAfter } from './schedule.js';

/**
 * The next `count` draws a chase plays, from the one selling now: the job keeps only two made
 * ahead, so the rest are made here by the draws service (sealed seed, published hash) exactly
 * as the job would make them later (a draw number is unique per game, so both agree).
 */
export const chaseDrawsOf = async (ctx: Ctx, row: LotteryGameRow, count: number) => {
  const game = await scheduledGameById(ctx, row.id);
  if (!game) return [];
  const now = ctx.now();
  const slots = slotsAfter(game.schedule, game.timeZone, now, count + 1)
    .filter((s) => s.closesAt > now && s.opensAt <= s.closesAt)
    .slice(0, count);
  const draws = [];
  for (const slot of slots) {
    let draw = await findDrawOf(ctx, game.id, slot.drawNo);
    if (!draw) {
      await createDraw(ctx, game, slot, 'chase');
      draw = await findDrawOf(ctx, game.id, slot.drawNo);
    }
    if (draw?.status !== 'open' || Number(draw.closes_at) <= now) break;
    draws.push(draw);
  }
  // The first draw must be selling now; later ones open when the one before closes.
  const first = draws[0];
  if (first && !salesOpen(first, now)) return [];
  return draws;
};
