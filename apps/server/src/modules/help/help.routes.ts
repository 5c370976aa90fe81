import { helpEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { helpCentreOf, helpEntryAt, userAgreementOf } from './help.service.js';

export const helpRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.helpCentre, (ctx, { query }) => helpCentreOf(ctx, query));
  route(app, endpoints.helpEntry, (ctx, { params, query }) =>
    helpEntryAt(ctx, params.index, query),
  );
  route(app, endpoints.userAgreement, (ctx, { query }) => userAgreementOf(ctx, query.lang));
};
