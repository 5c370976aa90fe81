import { adminLotteryEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { transaction } from '../../context.js';
import { adminRoute, recordAudit } from '../backoffice/index.js';
import {
  approveDrawCancel,
  drawCancels,
  rejectDrawCancel,
  requestDrawCancel,
} from './cancels.service.js';
import { adminResults, drawMonitor } from './draws.admin.js';
import { adminGames, editGame, editOdds, oddsOf, siteGameRowOrThrow } from './games.admin.js';
import { LOTTERY_GAMES_CACHE } from './games.service.js';

/**
 * The back office's lottery. Settings (games, schedules, limits, odds, results) need
 * lottery.manage; the draw monitor, the cancel requests and their decisions lottery.cancel
 * (the monitor is where a late or missing draw is found and its cancel requested). An edit is
 * audited in its own transaction and, once committed, bumps the lottery games cache so every
 * process shows it within 2 seconds (DESIGN "Caches").
 */
export const lotteryAdminRoutes: FastifyPluginAsync = async (app) => {
  adminRoute(app, endpoints.games, (ctx) => adminGames(ctx));
  adminRoute(app, endpoints.editGame, async (ctx, { params, body }) => {
    const after = await transaction(ctx, async (trx) => {
      const edit = await editGame(trx, params.id, body);
      await recordAudit(trx, {
        action: 'lottery.game.edit',
        targetType: 'lottery_game',
        targetId: params.id,
        before: edit.before,
        after: edit.after,
      });
      return edit.after;
    });
    await app.caches.bump(LOTTERY_GAMES_CACHE);
    return after;
  });
  adminRoute(app, endpoints.odds, async (ctx, { params }) =>
    oddsOf(await siteGameRowOrThrow(ctx, params.id)),
  );
  adminRoute(app, endpoints.editOdds, async (ctx, { params, body }) => {
    const answer = await transaction(ctx, async (trx) => {
      const edit = await editOdds(trx, params.id, body);
      await recordAudit(trx, {
        action: 'lottery.odds.edit',
        targetType: 'lottery_game',
        targetId: params.id,
        before: edit.before,
        after: edit.after,
      });
      return edit.answer;
    });
    await app.caches.bump(LOTTERY_GAMES_CACHE);
    return answer;
  });
  adminRoute(app, endpoints.results, (ctx, { params, query }) =>
    adminResults(ctx, params.id, query),
  );
  adminRoute(app, endpoints.monitor, (ctx) => drawMonitor(ctx));
  adminRoute(app, endpoints.cancels, (ctx, { query }) => drawCancels(ctx, query));
  adminRoute(app, endpoints.requestCancel, (ctx, { params, body }) =>
    requestDrawCancel(ctx, params.id, body.reason),
  );
  adminRoute(app, endpoints.approveCancel, (ctx, { params }) => approveDrawCancel(ctx, params.id));
  adminRoute(app, endpoints.rejectCancel, (ctx, { params, body }) =>
    rejectDrawCancel(ctx, params.id, body.reason),
  );
};
