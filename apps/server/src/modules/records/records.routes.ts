import { recordEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { betRecord, betRecords, ledgerRecords, profitAndLoss } from './records.service.js';

/**
 * The statement and P&L are what a member reloads most (the records bench): their answers are
 * built field by field from typed rows, and records.test.ts parses every one with the contract's
 * schema, so they skip the serializer's per-request check (about a fifth of their CPU).
 */
const prevalidated = { prevalidated: true } as const;

export const recordRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.ledger, (ctx, { query }) => ledgerRecords(ctx, query), prevalidated);
  route(app, endpoints.bets, (ctx, { query }) => betRecords(ctx, query));
  route(app, endpoints.bet, (ctx, { params }) => betRecord(ctx, params.roundId));
  route(app, endpoints.profitLoss, (ctx, { query }) => profitAndLoss(ctx, query), prevalidated);
};
