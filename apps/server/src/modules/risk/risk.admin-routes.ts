import { adminRiskEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { transaction } from '../../context.js';
import { adminRoute, recordAudit } from '../backoffice/index.js';
import { reopenRiskAlert, reviewRiskAlert, riskAlertOf, riskAlertPage } from './alerts.service.js';

const stateOf = (alert: { status: string; note: string | null }) => ({
  status: alert.status,
  note: alert.note,
});

/**
 * The back office's risk alerts (risk.review): the list, one alert with its members, review
 * with a note and reopen, each change audited in its own transaction.
 */
export const riskAdminRoutes: FastifyPluginAsync = async (app) => {
  adminRoute(app, endpoints.riskAlerts, (ctx, { query }) => riskAlertPage(ctx, query));
  adminRoute(app, endpoints.riskAlertDetail, (ctx, { params }) => riskAlertOf(ctx, params.id));
  adminRoute(app, endpoints.reviewRiskAlert, (ctx, { params, body }) =>
    transaction(ctx, async (trx) => {
      const before = await riskAlertOf(trx, params.id);
      const after = await reviewRiskAlert(trx, {
        id: params.id,
        note: body.note,
        operator: ctx.operator,
      });
      await recordAudit(trx, {
        action: 'risk.alert.review',
        targetType: 'risk_alert',
        targetId: params.id,
        before: stateOf(before),
        after: stateOf(after),
      });
      return after;
    }),
  );
  adminRoute(app, endpoints.reopenRiskAlert, (ctx, { params }) =>
    transaction(ctx, async (trx) => {
      const before = await riskAlertOf(trx, params.id);
      const after = await reopenRiskAlert(trx, params.id);
      await recordAudit(trx, {
        action: 'risk.alert.reopen',
        targetType: 'risk_alert',
        targetId: params.id,
        before: stateOf(before),
        after: stateOf(after),
      });
      return after;
    }),
  );
};
