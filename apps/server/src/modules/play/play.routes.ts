import { playEndpoints as endpoints, sportsEndpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { SiteCtx } from '../../context.js';
import { route } from '../../routing/route.js';
import { launchGame } from './launch.service.js';
import { listGameRecords, playStateOf } from './play.service.js';
import { playRound, settlePlayRound } from './round.service.js';
import { listVendorMatches } from './sports.service.js';
import { listHotMatches } from './sports-hot-matches.service.js';
import { findHotPicks, type HotPicks } from './sports-hot-picks.repository.js';
import { listWinners } from './winners.service.js';

/** Launching games, the vendor page's calls, the betting records and the winner board (GAME3). */
export const playRoutes: FastifyPluginAsync = async (app) => {
  // A site's hot-match choice changes seldom and home asks for it on every visit; an edit
  // bumps the cache, so every process shows it within 2 seconds.
  const hotPicks = app.caches.create<HotPicks>('hotMatches', { ttlMs: app.config.merchantCacheMs });
  const picksOf = (ctx: SiteCtx) =>
    hotPicks.get(String(ctx.site.id), () => findHotPicks(ctx.db, ctx.site.id));
  route(app, endpoints.launch, (ctx, { body }) => launchGame(ctx, body));
  // The vendor page's calls carry the launch ticket instead of the member's token.
  route(app, endpoints.state, (ctx, { query }) => playStateOf(ctx, query.ticket));
  route(app, endpoints.round, (ctx, { body }) => playRound(ctx, body));
  route(app, endpoints.settle, (ctx, { body }) => settlePlayRound(ctx, body));
  route(app, endpoints.records, (ctx, { query }) => listGameRecords(ctx, query));
  route(app, endpoints.winners, (ctx, { query }) => listWinners(ctx, query));
  route(app, sportsEndpoints.hotMatches, (ctx, { query }) =>
    listHotMatches(ctx, query.size, picksOf),
  );
  route(app, sportsEndpoints.vendorMatches, (ctx, { query }) =>
    listVendorMatches(ctx, query.ticket),
  );
};
