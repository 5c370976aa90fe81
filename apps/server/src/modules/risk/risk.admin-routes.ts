import { adminRiskEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { adminRoute } from '../backoffice/index.js';
import { reopenRiskAlert, reviewRiskAlert, riskAlertOf, riskAlertPage } from './alerts.service.js';

/**
 * The back office's risk alerts (risk.review): the list, one alert with its members, review
 * with a note and reopen (each audited in its own transaction by the service).
 */
export const riskAdminRoutes: FastifyPluginAsync = async (app) => {
  adminRoute(app, endpoints.riskAlerts, (ctx, { query }) => riskAlertPage(ctx, query));
  adminRoute(app, endpoints.riskAlertDetail, (ctx, { params }) => riskAlertOf(ctx, params.id));
  adminRoute(app, endpoints.reviewRiskAlert, (ctx, { params, body }) =>
    reviewRiskAlert(ctx, { id: params.id, note: body.note }),
  );
  adminRoute(app, endpoints.reopenRiskAlert, (ctx, { params }) => reopenRiskAlert(ctx, params.id));
};
