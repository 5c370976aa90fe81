import {
  API,
  favouriteChange,
  favouriteChangeAnswer,
  favouriteIdsAnswer,
  favouritesAnswer,
  favouritesQuery,
  gameListAnswer,
  gameListQuery,
  gameTypesAnswer,
  gameTypesQuery,
  gameVendorsAnswer,
  gameVendorsQuery,
  hotGamesAnswer,
  hotGamesQuery,
  nodeId,
  okEnvelope,
  recentGamesAnswer,
  recentGamesQuery,
  winnersAnswer,
  winnersQuery,
} from '@lotto/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ok, prevalidated } from '../../http.js';
import { memberOf } from '../../plugins/auth.js';
import { siteOf } from '../../plugins/site-context.js';
import { CatalogueCache, type CatalogueSnapshot } from './catalogue-snapshot.js';
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
  listWinners,
  removeFavourite,
} from './member-games.service.js';

const open = { moduleId: 'GAME3' } as const;
const members = { moduleId: 'GAME3', access: 'member' } as const;
// Lists served from the catalogue snapshot skip response validation (prevalidated): their game
// items were validated against the contract when the snapshot was loaded, the rest are integers.
/** Icons change only when an operator renames a game: let browsers and proxies keep them. */
const ICON_CACHE = 'public, max-age=604800';

const asker = (request: FastifyRequest) => ({ site: siteOf(request), language: request.language });
const memberAsker = (request: FastifyRequest) => ({
  member: memberOf(request),
  language: request.language,
});

/** The catalogue, game lists, favourites, recent games and the winner board (GAME3). */
export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const cache = app.caches.create<CatalogueSnapshot>('catalogue', {
    ttlMs: app.config.merchantCacheMs,
  });
  const catalogue = new CatalogueCache(db, cache, (gameId, err) =>
    app.log.warn({ gameId, err }, 'catalogue game left out: its data breaks the contract'),
  );

  app.get(
    API.games.list,
    {
      config: open,
      schema: { querystring: gameListQuery, response: { 200: okEnvelope(gameListAnswer) } },
      ...prevalidated,
    },
    async (request) => ok(await listGames(catalogue, asker(request), request.query)),
  );

  app.get(
    API.games.hot,
    {
      config: open,
      schema: { querystring: hotGamesQuery, response: { 200: okEnvelope(hotGamesAnswer) } },
      ...prevalidated,
    },
    async (request) => ok(await listHotGames(catalogue, asker(request), request.query)),
  );

  app.get(
    API.games.vendors,
    {
      config: open,
      schema: { querystring: gameVendorsQuery, response: { 200: okEnvelope(gameVendorsAnswer) } },
    },
    async (request) => ok(await listVendors(catalogue, asker(request), request.query)),
  );

  app.get(
    API.games.types,
    {
      config: open,
      schema: { querystring: gameTypesQuery, response: { 200: okEnvelope(gameTypesAnswer) } },
    },
    async (request) => ok(await listGameTypes(db, asker(request), request.query)),
  );

  app.get(
    API.games.winners,
    {
      config: open,
      schema: { querystring: winnersQuery, response: { 200: okEnvelope(winnersAnswer) } },
    },
    async (request) => ok(await listWinners(db, asker(request), request.query, app.config.now())),
  );

  // No module id: an icon is the same for every site, and it may be cached (the module
  // hook marks module answers no-store).
  app.get(API.games.icon, { schema: { params: z.object({ nodeId }) } }, async (request, reply) => {
    const svg = await gameIconOf(db, request.params.nodeId);
    return reply.type('image/svg+xml').header('cache-control', ICON_CACHE).send(svg);
  });

  app.get(
    API.games.favourites,
    {
      config: members,
      schema: { querystring: favouritesQuery, response: { 200: okEnvelope(favouritesAnswer) } },
      ...prevalidated,
    },
    async (request) => ok(await listFavourites(db, catalogue, memberAsker(request), request.query)),
  );

  app.get(
    API.games.favouriteIds,
    { config: members, schema: { response: { 200: okEnvelope(favouriteIdsAnswer) } } },
    async (request) => ok(await favouriteIdsOf(db, memberOf(request))),
  );

  app.post(
    API.games.favourites,
    {
      config: members,
      schema: { body: favouriteChange, response: { 200: okEnvelope(favouriteChangeAnswer) } },
    },
    async (request) =>
      ok(await addFavourite(db, memberOf(request), request.body, app.config.now())),
  );

  app.delete(
    API.games.favourites,
    {
      config: members,
      schema: {
        querystring: favouriteChange,
        response: { 200: okEnvelope(favouriteChangeAnswer) },
      },
    },
    async (request) => ok(await removeFavourite(db, memberOf(request), request.query)),
  );

  app.get(
    API.games.recent,
    {
      config: members,
      schema: { querystring: recentGamesQuery, response: { 200: okEnvelope(recentGamesAnswer) } },
      ...prevalidated,
    },
    async (request) =>
      ok(await listRecentGames(db, catalogue, memberAsker(request), request.query)),
  );
};
