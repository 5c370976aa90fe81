import { gamesEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { CatalogueCache, type CatalogueSnapshot } from './catalogue-snapshot.js';
import { uploadedIconOf } from './game-icons.js';
import {
  gameIconOf,
  listGames,
  listGameTypes,
  listHotGames,
  listVendors,
} from './games.service.js';
import {
  addFavourite,
  favouriteIdsOf,
  listFavourites,
  listRecentGames,
  removeFavourite,
} from './member-games.service.js';

// Lists served from the catalogue snapshot skip response validation (prevalidated): their game
// items were validated against the contract when the snapshot was loaded, the rest are integers.
const prevalidated = { prevalidated: true } as const;
/** Icons change only when an operator renames a game: let browsers and proxies keep them. */
const ICON_CACHE = 'public, max-age=604800';

/** The catalogue, game lists, favourites and recent games (GAME3). */
export const gamesRoutes: FastifyPluginAsync = async (app) => {
  const cache = app.caches.create<CatalogueSnapshot>('catalogue', {
    ttlMs: app.config.merchantCacheMs,
  });
  const catalogue = new CatalogueCache(app.database.db, cache, (gameId, err) =>
    app.log.warn({ gameId, err }, 'catalogue game left out: its data breaks the contract'),
  );

  route(app, endpoints.list, (ctx, { query }) => listGames(ctx, catalogue, query), prevalidated);
  route(app, endpoints.hot, (ctx, { query }) => listHotGames(ctx, catalogue, query), prevalidated);
  route(app, endpoints.vendors, (ctx, { query }) => listVendors(ctx, catalogue, query));
  route(app, endpoints.types, (ctx, { query }) => listGameTypes(ctx, query));
  route(
    app,
    endpoints.icon,
    async (ctx, { params }, { reply }) =>
      reply.type('image/svg+xml').send(await gameIconOf(ctx, params.nodeId)),
    { cacheControl: ICON_CACHE },
  );
  route(
    app,
    endpoints.uploadedIcon,
    async (ctx, { params }, { reply }) => {
      const icon = await uploadedIconOf(ctx, params.nodeId, params.version);
      return reply.type(icon.mime).send(icon.bytes);
    },
    // The address names the bytes: a new upload has a new one, so this copy never goes stale.
    { cacheControl: 'public, max-age=31536000, immutable' },
  );
  route(
    app,
    endpoints.favourites,
    (ctx, { query }) => listFavourites(ctx, catalogue, query),
    prevalidated,
  );
  route(app, endpoints.favouriteIds, (ctx) => favouriteIdsOf(ctx));
  route(app, endpoints.addFavourite, (ctx, { body }) => addFavourite(ctx, body));
  route(app, endpoints.removeFavourite, (ctx, { query }) => removeFavourite(ctx, query));
  route(
    app,
    endpoints.recent,
    (ctx, { query }) => listRecentGames(ctx, catalogue, query),
    prevalidated,
  );
};
