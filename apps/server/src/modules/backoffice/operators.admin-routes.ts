import { adminOperatorEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { adminRoute } from './admin-route.js';
import {
  changeOperatorRole,
  createOperatorAccount,
  disableOperator,
  enableOperator,
  listOperators,
  operatorDetail,
  resetOperatorPassword,
  resetOperatorTotp,
} from './operators-admin.service.js';

/** Managing the back office's operators (operators.manage). */
export const adminOperatorRoutes: FastifyPluginAsync = async (app) => {
  adminRoute(app, endpoints.listOperators, (ctx, { query }) => listOperators(ctx, query));
  adminRoute(app, endpoints.operator, (ctx, { params }) => operatorDetail(ctx, params.id));
  adminRoute(app, endpoints.createOperator, (ctx, { body }) => createOperatorAccount(ctx, body));
  adminRoute(app, endpoints.changeOperatorRole, (ctx, { params, body }) =>
    changeOperatorRole(ctx, params.id, body.role),
  );
  adminRoute(app, endpoints.resetOperatorTotp, (ctx, { params }) =>
    resetOperatorTotp(ctx, params.id),
  );
  adminRoute(app, endpoints.resetOperatorPassword, (ctx, { params }) =>
    resetOperatorPassword(ctx, params.id),
  );
  adminRoute(app, endpoints.disableOperator, (ctx, { params }) => disableOperator(ctx, params.id));
  adminRoute(app, endpoints.enableOperator, (ctx, { params }) => enableOperator(ctx, params.id));
};
