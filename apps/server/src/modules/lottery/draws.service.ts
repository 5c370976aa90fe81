import { createHmac } from 'node:crypto';
import { drawResultWith, type LotteryResult } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import {
  closeDueRows,
  findDrawIdsDue,
  findDrawRow,
  findExistingDrawNos,
  insertDrawRow,
  markCancelledRow,
  markDrawnRow,
  markSettledRow,
} from './draws.repository.js';
import type { LotteryDrawRow } from './draws.tables.js';
import { type ScheduledGame, scheduledGameById } from './games.service.js';
import { type DrawSlot, lateAfterMs, slotsAfter } from './schedule.js';
import { auditSeedAccess, newServerSeed, openSeed, sealSeed, seedHashOf } from './seeds.js';

/**
 * The life of a draw (the lottery-draws job runs these, the seed too with its clock moved):
 * made ahead with a sealed seed and its published hash, sales closed at its closing time, drawn
 * from the revealed seed and its number alone (the contract's derivation), then handed to
 * settlement; one that could not be drawn within CANCEL_AFTER_MS is cancelled and refunded.
 * Each function is safe to run twice or from two processes: every write is conditional on the
 * status it moves the draw from.
 */

/** Draws each game keeps made ahead: the one selling and the next, hashes published. */
export const DRAWS_AHEAD = 2;
/** A draw not drawn within a day of its time is cancelled and refunded (lottery-notes). */
export const CANCEL_AFTER_MS = 24 * 60 * 60_000;

const hmac = (key: string, message: string): Uint8Array =>
  createHmac('sha256', key).update(message, 'utf8').digest();

/** The result of a draw from its seed and number: the contract's derivation, node's HMAC. */
export const resultOf = (game: ScheduledGame, seed: string, drawNo: string): LotteryResult =>
  drawResultWith(hmac, game.family, game.variant, seed, drawNo);

/** Makes one draw of a slot with a fresh sealed seed; its id, or null when it existed. */
export const createDraw = async (
  ctx: Ctx,
  game: ScheduledGame,
  slot: DrawSlot,
  actor: string,
): Promise<number | null> => {
  const seed = newServerSeed();
  const now = ctx.now();
  const id = await insertDrawRow(ctx.db, {
    game_id: game.id,
    draw_no: slot.drawNo,
    opens_at: slot.opensAt,
    closes_at: slot.closesAt,
    draw_at: slot.drawAt,
    status: now >= slot.closesAt ? 'closed' : 'open',
    seed_hash: seedHashOf(seed),
    seed_cipher: sealSeed(seed),
    created_at: now,
  });
  if (id !== null) await auditSeedAccess(ctx, id, 'create', actor);
  return id;
};

/** Makes the game's next DRAWS_AHEAD draws that are missing. */
export const ensureUpcomingDraws = async (
  ctx: Ctx,
  game: ScheduledGame,
  actor: string,
): Promise<void> => {
  const slots = slotsAfter(game.schedule, game.timeZone, ctx.now(), DRAWS_AHEAD);
  const existing = await findExistingDrawNos(
    ctx.db,
    game.id,
    slots.map((s) => s.drawNo),
  );
  for (const slot of slots) {
    if (!existing.has(slot.drawNo)) await createDraw(ctx, game, slot, actor);
  }
};

/** Closes the sales of every draw whose closing time has come (all games at once). */
export const closeDueDraws = async (ctx: Ctx): Promise<void> => {
  await closeDueRows(ctx.db, ctx.now());
};

/** Closed draws whose time has come and that may still be drawn (within a day), oldest first. */
export const drawIdsDue = (ctx: Ctx, limit: number): Promise<number[]> => {
  const now = ctx.now();
  return findDrawIdsDue(ctx.db, ['closed'], { from: now - CANCEL_AFTER_MS, to: now }, limit);
};

/** Drawn draws waiting for settlement, oldest first. */
export const drawIdsToSettle = (ctx: Ctx, limit: number): Promise<number[]> =>
  findDrawIdsDue(ctx.db, ['drawn'], { to: ctx.now() }, limit);

/** Draws still open or closed a day after their time: they are cancelled and refunded. */
export const drawIdsToCancel = (ctx: Ctx, limit: number): Promise<number[]> =>
  findDrawIdsDue(ctx.db, ['open', 'closed'], { to: ctx.now() - CANCEL_AFTER_MS }, limit);

/**
 * Draws one closed draw whose time has come: unseals its seed (audited), checks it against the
 * published hash, derives the result and reveals both. Late when drawn more than a cycle (at
 * most a minute) after its time. Returns whether this call drew it. A caller that has the
 * game at hand (the seed, drawing thousands) passes it.
 */
export const drawDraw = async (
  ctx: Ctx,
  drawId: number,
  actor: string,
  knownGame?: ScheduledGame,
): Promise<boolean> => {
  const draw = await findDrawRow(ctx.db, drawId);
  const now = ctx.now();
  if (draw?.status !== 'closed' || draw.draw_at > now) return false;
  if (now - draw.draw_at >= CANCEL_AFTER_MS) return false; // the cancel step's
  const game =
    knownGame?.id === draw.game_id ? knownGame : await scheduledGameById(ctx, draw.game_id);
  if (!game) return false;
  const seed = await openSeed(ctx, draw, 'draw', actor);
  if (seedHashOf(seed) !== draw.seed_hash) throw new Error(`draw ${drawId}: seed does not match`);
  const result = resultOf(game, seed, draw.draw_no);
  return markDrawnRow(ctx.db, drawId, {
    seed,
    result: JSON.stringify(result),
    drawn_at: now,
    late: now - draw.draw_at > lateAfterMs(game.schedule) ? 1 : 0,
  });
};

/** Marks a drawn draw settled (after its orders are); false when it was not 'drawn'. */
export const markDrawSettled = (ctx: Ctx, drawId: number): Promise<boolean> =>
  markSettledRow(ctx.db, drawId, ctx.now());

/**
 * Cancels a draw that was not drawn (a day late, or by an operator): its seed is revealed too
 * when it can be unsealed, so the commitment stays checkable. Returns whether this call did it.
 */
export const cancelDraw = async (
  ctx: Ctx,
  drawId: number,
  reason: string,
  actor: string,
): Promise<boolean> => {
  const draw = await findDrawRow(ctx.db, drawId);
  if (!draw || (draw.status !== 'open' && draw.status !== 'closed')) return false;
  let seed: string | null = null;
  try {
    seed = await openSeed(ctx, draw, 'cancel', actor);
  } catch {
    seed = null; // a seed sealed under another key stays sealed; the draw is cancelled anyway
  }
  return markCancelledRow(ctx.db, drawId, { cancel_reason: reason, seed });
};

export const drawRowById = (ctx: Ctx, drawId: number): Promise<LotteryDrawRow | undefined> =>
  findDrawRow(ctx.db, drawId);
