import { adminGamesEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { transaction } from '../../context.js';
import {
  adminCategories,
  catalogueGames,
  changeCategory,
  changeGame,
  changeVendor,
  checkGameIcon,
  removeGameIcon,
  reorderCategories,
  setGameIcon,
  siteVendors,
} from '../games/index.js';
import type { OperatorCtx } from './admin-context.js';
import { adminRoute } from './admin-route.js';
import { recordAudit } from './audit.js';

/**
 * The catalogue in the back office (games.manage): vendors per site, categories, games. The
 * rules are the games module's; here each change is audited in its own transaction and, once
 * committed, bumps 'catalogue' so every server process shows it within 2 s (DESIGN "Caches").
 * The games module cannot host these routes: the back office reads it (agent tree, members),
 * so its importing the back office would close a loop.
 */

interface Audited<T> {
  action: string;
  targetType: string;
  targetId: string | number;
  change: (trx: OperatorCtx) => Promise<{ before: unknown; after: T }>;
}

export const adminGamesRoutes: FastifyPluginAsync = async (app) => {
  const audited = async <T>(ctx: OperatorCtx, a: Audited<T>): Promise<T> => {
    const after = await transaction(ctx, async (trx) => {
      const change = await a.change(trx);
      await recordAudit(trx, { ...a, before: change.before, after: change.after });
      return change.after;
    });
    await app.caches.bump('catalogue');
    return after;
  };

  adminRoute(app, endpoints.vendors, async (ctx) => ({ list: await siteVendors(ctx) }));
  adminRoute(app, endpoints.updateVendor, (ctx, { params, body }) =>
    audited(ctx, {
      action: 'games.vendor.update',
      targetType: 'vendor',
      targetId: params.id,
      change: (trx) => changeVendor(trx, params.id, body),
    }),
  );

  adminRoute(app, endpoints.categories, async (ctx) => ({ list: await adminCategories(ctx) }));
  adminRoute(app, endpoints.updateCategory, (ctx, { params, body }) =>
    audited(ctx, {
      action: 'games.category.update',
      targetType: 'category',
      targetId: params.code,
      change: (trx) => changeCategory(trx, params.code, body),
    }),
  );
  adminRoute(app, endpoints.orderCategories, async (ctx, { body }) => ({
    list: await audited(ctx, {
      action: 'games.category.order',
      targetType: 'category',
      targetId: 'order',
      change: (trx) => reorderCategories(trx, body.codes),
    }),
  }));

  adminRoute(app, endpoints.games, (ctx, { query }) => catalogueGames(ctx, query));
  adminRoute(app, endpoints.updateGame, (ctx, { params, body }) =>
    audited(ctx, {
      action: 'games.game.update',
      targetType: 'game',
      targetId: params.id,
      change: (trx) => changeGame(trx, params.id, body),
    }),
  );
  adminRoute(
    app,
    endpoints.uploadGameIcon,
    async (ctx, { params, body }) => {
      // Decoding waits for no transaction: only the checked bytes are written inside one.
      const image = await checkGameIcon(body.image);
      return audited(ctx, {
        action: 'games.game.icon',
        targetType: 'game',
        targetId: params.id,
        change: (trx) => setGameIcon(trx, params.id, image),
      });
    },
    { bodyLimit: endpoints.GAME_ICON_BASE64_MAX + 1024, tooLarge: 'admin.game.icon.too.large' },
  );
  adminRoute(app, endpoints.removeGameIcon, (ctx, { params }) =>
    audited(ctx, {
      action: 'games.game.icon.remove',
      targetType: 'game',
      targetId: params.id,
      change: (trx) => removeGameIcon(trx, params.id),
    }),
  );
};
