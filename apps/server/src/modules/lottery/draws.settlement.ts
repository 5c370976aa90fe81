import type { Ctx } from '../../context.js';
import { refundDraw, settleDraw } from './settle.service.js';

/**
 * The job's door to settlement (settle.service.ts): a drawn draw's orders are settled (the
 * draw is marked settled when none is left pending), a cancelled draw's orders refunded.
 */

/**
 * Settles a drawn draw's orders, committing group by group (ctx outside a transaction), with
 * `afterGroup` after each; settleDraw marks the draw settled once none is pending.
 */
export const settleDrawnDraw = async (
  ctx: Ctx,
  drawId: number,
  afterGroup?: () => Promise<void>,
): Promise<void> => {
  await settleDraw(ctx, drawId, afterGroup ? { afterGroup } : {});
};

/** Refunds a cancelled draw's pending orders. */
export const refundCancelledDraw = async (ctx: Ctx, drawId: number): Promise<void> => {
  await refundDraw(ctx, drawId);
};
