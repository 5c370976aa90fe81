import { agentEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import {
  affiliateLinksOf,
  createAffiliateLink,
  deleteAffiliateLink,
} from './affiliate-links.service.js';
import { TeamAnswers } from './team-answers.js';
import { teamKpi } from './team-kpi.service.js';
import { teamOverview } from './team-overview.service.js';
import { teamPnl } from './team-pnl.service.js';

export const teamRoutes: FastifyPluginAsync = async (app) => {
  const answers = new TeamAnswers(app.config.teamAnswersCacheMs, app.config.now);
  route(app, endpoints.teamKpi, (ctx, { query }) => teamKpi(ctx, query, answers));
  route(app, endpoints.teamOverview, (ctx, { query }) => teamOverview(ctx, query, answers));
  route(app, endpoints.teamPnl, (ctx, { query }) => teamPnl(ctx, query, answers));
  route(app, endpoints.affiliateLinks, (ctx) => affiliateLinksOf(ctx));
  route(app, endpoints.createAffiliateLink, (ctx, { body }) => createAffiliateLink(ctx, body));
  route(app, endpoints.deleteAffiliateLink, (ctx, { body }) => deleteAffiliateLink(ctx, body.id));
};
