import { ROLE_PERMISSIONS } from '@lotto/contract';
import type { Ctx } from '../context.js';
import { AppError } from '../errors.js';
import { findOperator, type OperatorCtx } from '../modules/backoffice/index.js';
import {
  drawOnSale,
  ensureUpcomingDraws,
  requestDrawCancel,
  scheduledGames,
} from '../modules/lottery/index.js';
import { findSite } from '../modules/system/index.js';
import { SEED_ACTOR } from './demo-lottery-draws.js';

/**
 * A draw cancel waiting for a second operator, so the back office's approvals are not empty:
 * demo_finance asks to cancel the Thai game's next draw (days away: the draws job holds only
 * that draw while it waits). demo_finance2 or demo_owner approves or rejects it.
 */
export const DEMO_CANCEL_GAME = 'THAI';

export const seedDemoLotteryCancel = async (ctx: Ctx, siteCode: string): Promise<void> => {
  const site = await findSite(ctx.db, siteCode);
  const finance = await findOperator(ctx, 'demo_finance');
  if (!site || !finance) throw new Error('the demo site and operators come first');
  const game = (await scheduledGames(ctx)).find(
    (g) => g.merchantId === site.id && g.code === DEMO_CANCEL_GAME,
  );
  if (!game) throw new Error('the demo lottery games come first');
  await ensureUpcomingDraws(ctx, game, SEED_ACTOR);
  const next = await drawOnSale(ctx, game.id);
  if (!next) throw new Error('the Thai game has no draw on sale');
  const operatorCtx: OperatorCtx = {
    ...ctx,
    site,
    language: 'EN',
    ip: '127.0.0.1',
    userAgent: 'demo seed',
    operator: {
      id: finance.id,
      username: finance.username,
      role: finance.role,
      permissions: ROLE_PERMISSIONS[finance.role],
      sessionId: 0,
    },
  };
  try {
    await requestDrawCancel(
      operatorCtx,
      next.id,
      'The results feed for this draw was announced late by the issuer',
    );
  } catch (err) {
    // Seeded in part before: the request is there already, waiting.
    if (!(err instanceof AppError && err.code === 'admin.lottery.cancel.pending')) throw err;
  }
};
