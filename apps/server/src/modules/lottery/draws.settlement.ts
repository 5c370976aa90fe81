import type { Ctx } from '../../context.js';
import { markDrawSettled } from './draws.service.js';

/**
 * The seam to settlement (D's settle.service.ts: `settleDraw(ctx, drawId)` and
 * `refundDraw(ctx, drawId)`). SEAM: until that file exports them, a drawn draw waits as
 * 'drawn' and a cancelled one has nothing to refund; `SETTLEMENT_WIRED` tells the job whether
 * to hand draws over at all.
 */
export const SETTLEMENT_WIRED: boolean = false;

/** Settles a drawn draw's orders, then marks the draw settled. */
export const settleDrawnDraw = async (ctx: Ctx, drawId: number): Promise<void> => {
  if (!SETTLEMENT_WIRED) return;
  await markDrawSettled(ctx, drawId);
};

/** Refunds a cancelled draw's orders. */
export const refundCancelledDraw = async (_ctx: Ctx, _drawId: number): Promise<void> => {};
