import { createHmac } from 'node:crypto';
import { drawResultWith, type LotteryResult } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import { findPendingCancelOfDraw } from './cancels.repository.js';
import {
  closeDueRows,
  type DrawnFields,
  findDrawIdsDue,
  findDrawRow,
  findDrawRowsByIds,
  findExistingDrawNos,
  findSellingDrawRows,
  insertDrawRows,
  insertSeedAccessRows,
  markCancelledRow,
  markDrawnRow,
  markDrawnRows,
  markSettledRow,
  markSettledRows,
} from './draws.repository.js';
import type { LotteryDrawRow } from './draws.tables.js';
import { type ScheduledGame, scheduledGameById } from './games.service.js';
import { type DrawSlot, lateAfterMs, slotsAfter } from './schedule.js';
import { newServerSeed, openSeed, sealSeed, seedHashOf, unsealSeed } from './seeds.js';

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

/**
 * Makes draws of slots, each with a fresh seed sealed at once and its hash published; answers
 * the new ones' ids by number (a slot whose draw exists is left as it is).
 */
export const createDraws = async (
  ctx: Ctx,
  game: ScheduledGame,
  slots: readonly DrawSlot[],
  actor: string,
): Promise<Map<string, number>> => {
  const now = ctx.now();
  const ids = await insertDrawRows(
    ctx.db,
    slots.map((slot) => {
      const seed = newServerSeed();
      return {
        game_id: game.id,
        draw_no: slot.drawNo,
        opens_at: slot.opensAt,
        closes_at: slot.closesAt,
        draw_at: slot.drawAt,
        status: now >= slot.closesAt ? ('closed' as const) : ('open' as const),
        seed_hash: seedHashOf(seed),
        seed_cipher: sealSeed(seed),
        created_at: now,
      };
    }),
  );
  await insertSeedAccessRows(
    ctx.db,
    [...ids.values()].map((id) => ({ draw_id: id, purpose: 'create' as const, actor, at: now })),
  );
  return ids;
};

/** Makes one draw of a slot with a fresh sealed seed; its id, or null when it existed. */
export const createDraw = async (
  ctx: Ctx,
  game: ScheduledGame,
  slot: DrawSlot,
  actor: string,
): Promise<number | null> => (await createDraws(ctx, game, [slot], actor)).get(slot.drawNo) ?? null;

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
  await createDraws(
    ctx,
    game,
    slots.filter((slot) => !existing.has(slot.drawNo)),
    actor,
  );
};

/** Closes the sales of every draw whose closing time has come (all games at once). */
export const closeDueDraws = async (ctx: Ctx): Promise<void> => {
  await closeDueRows(ctx.db, ctx.now());
};

/**
 * Closed draws whose time has come and that may still be drawn (within a day), oldest first;
 * a draw an operator asked to cancel waits for the second operator's decision (cancels.service).
 */
export const drawIdsDue = (ctx: Ctx, limit: number): Promise<number[]> => {
  const now = ctx.now();
  return findDrawIdsDue(ctx.db, ['closed'], { from: now - CANCEL_AFTER_MS, to: now }, limit, {
    skipPendingCancel: true,
  });
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
 * most a minute) after its time. Returns whether this call drew it.
 */
export const drawDraw = async (ctx: Ctx, drawId: number, actor: string): Promise<boolean> => {
  const draw = await findDrawRow(ctx.db, drawId);
  const now = ctx.now();
  if (draw?.status !== 'closed' || draw.draw_at > now) return false;
  if (now - draw.draw_at >= CANCEL_AFTER_MS) return false; // the cancel step's
  if (await findPendingCancelOfDraw(ctx.db, drawId)) return false; // an operator's to decide
  const game = await scheduledGameById(ctx, draw.game_id);
  if (!game) return false;
  const seed = await openSeed(ctx, draw, 'draw', actor);
  return markDrawnRow(ctx.db, drawId, drawnFieldsOf(game, draw, seed, now));
};

/** What drawing writes: the seed (checked against its hash), its result, when, whether late. */
const drawnFieldsOf = (
  game: ScheduledGame,
  draw: LotteryDrawRow,
  seed: string,
  now: number,
): DrawnFields => {
  if (seedHashOf(seed) !== draw.seed_hash) throw new Error(`draw ${draw.id}: seed does not match`);
  return {
    seed,
    result: JSON.stringify(resultOf(game, seed, draw.draw_no)),
    drawn_at: now,
    late: now - draw.draw_at > lateAfterMs(game.schedule) ? 1 : 0,
  };
};

/**
 * Draws many closed draws of one game, each at its own moment (the seed's past day, thousands
 * of draws): drawDraw's rule, derivation and audit, written in a few statements. Answers how
 * many it drew.
 */
export const drawDrawsAt = async (
  ctx: Ctx,
  game: ScheduledGame,
  draws: readonly { id: number; at: number }[],
  actor: string,
): Promise<number> => {
  const atOf = new Map(draws.map((d) => [d.id, d.at]));
  const rows = await findDrawRowsByIds(
    ctx.db,
    draws.map((d) => d.id),
  );
  const due = rows.filter((row) => {
    const at = atOf.get(row.id) ?? 0;
    return (
      row.game_id === game.id &&
      row.status === 'closed' &&
      row.draw_at <= at &&
      at - row.draw_at < CANCEL_AFTER_MS
    );
  });
  await insertSeedAccessRows(
    ctx.db,
    due.map((row) => ({
      draw_id: row.id,
      purpose: 'draw' as const,
      actor,
      at: atOf.get(row.id) ?? 0,
    })),
  );
  return markDrawnRows(
    ctx.db,
    due.map((row) => ({
      id: row.id,
      ...drawnFieldsOf(game, row, unsealSeed(row.seed_cipher), atOf.get(row.id) ?? 0),
    })),
  );
};

/** Marks a drawn draw settled (after its orders are); false when it was not 'drawn'. */
export const markDrawSettled = (ctx: Ctx, drawId: number): Promise<boolean> =>
  markSettledRow(ctx.db, drawId, ctx.now());

/** Marks drawn draws nobody bet on settled (the seed's past day). */
export const markDrawsSettled = async (ctx: Ctx, drawIds: readonly number[]): Promise<void> => {
  await markSettledRows(ctx.db, drawIds, ctx.now());
};

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

/** The game's draw on sale at the context's time (opened, not yet closing), if any. */
export const drawOnSale = async (ctx: Ctx, gameId: number): Promise<LotteryDrawRow | undefined> => {
  const now = ctx.now();
  const selling = await findSellingDrawRows(ctx.db, [gameId], now);
  return selling.find((draw) => draw.opens_at <= now);
};
