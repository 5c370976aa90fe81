import { agentEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { TeamAnswers } from '../team/index.js';
import { openAccount } from './open-account.service.js';
import { teamBet, teamBets } from './team-bets.service.js';
import { teamListWithRates } from './team-list.service.js';
import { transferToDownlines } from './transfer.service.js';

export const downlineRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.transferDownline, (ctx, { body }) => {
    const { memberId, amount, ...secured } = body;
    return transferToDownlines(ctx, { items: [{ memberId, amount }], ...secured });
  });
  route(app, endpoints.transferMultipleDownline, (ctx, { body }) => transferToDownlines(ctx, body));
  route(app, endpoints.openAccount, (ctx, { body }) => openAccount(ctx, body));
  route(app, endpoints.teamList, (ctx, { query }) => teamListWithRates(ctx, query));
  // The team's bets sit here, above team: a lottery order's detail comes from the lottery,
  // whose prize groups come from rebates, which reads the team.
  const answers = new TeamAnswers(app.config.teamAnswersCacheMs, app.config.now);
  route(app, endpoints.teamBets, (ctx, { query }) => teamBets(ctx, query, answers));
  route(app, endpoints.teamBet, (ctx, { params, query }) =>
    teamBet(ctx, params.roundId, query.memberId),
  );
};
