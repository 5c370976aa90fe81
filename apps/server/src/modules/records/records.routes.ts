import { recordEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { betRecord, betRecords, ledgerRecords, profitAndLoss } from './records.service.js';

export const recordRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.ledger, (ctx, { query }) => ledgerRecords(ctx, query));
  route(app, endpoints.bets, (ctx, { query }) => betRecords(ctx, query));
  route(app, endpoints.bet, (ctx, { params }) => betRecord(ctx, params.roundId));
  route(app, endpoints.profitLoss, (ctx, { query }) => profitAndLoss(ctx, query));
};
