import { agentEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import {
  contractPending,
  contractRuns,
  decideContract,
  downlineContracts,
  myContract,
  offerContract,
} from './contracts.service.js';

export const contractRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.contractPending, (ctx) => contractPending(ctx));
  route(app, endpoints.myContract, (ctx, { params }) => myContract(ctx, params.kind));
  route(app, endpoints.decideContract, (ctx, { params, body }) =>
    decideContract(ctx, params.id, body),
  );
  route(app, endpoints.offerContract, (ctx, { body }) => offerContract(ctx, body));
  route(app, endpoints.downlineContracts, (ctx) => downlineContracts(ctx));
  route(app, endpoints.contractRuns, (ctx, { query }) => contractRuns(ctx, query));
};
