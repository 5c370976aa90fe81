import { adminEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { transaction } from '../../context.js';
import {
  applicationImageForReview,
  applicationsForReview,
  decideApplication,
} from '../promotions/index.js';
import {
  approveAdjustment,
  listAdjustments,
  rejectAdjustment,
  requestAdjustment,
} from './adjustments.service.js';
import { adminRoute } from './admin-route.js';
import { recordAudit } from './audit.js';
import { memberDetail, memberLedger, searchMembers } from './members.service.js';

/** Member lookup, manual adjustments and the promotion applications' review queue. */
export const adminMemberRoutes: FastifyPluginAsync = async (app) => {
  adminRoute(app, endpoints.searchMembers, (ctx, { query }) => searchMembers(ctx, query));
  adminRoute(app, endpoints.memberProfile, (ctx, { params }) => memberDetail(ctx, params.id));
  adminRoute(app, endpoints.memberLedger, (ctx, { params, query }) =>
    memberLedger(ctx, params.id, query),
  );

  adminRoute(app, endpoints.requestAdjustment, (ctx, { body }) => requestAdjustment(ctx, body));
  adminRoute(app, endpoints.adjustments, (ctx, { query }) => listAdjustments(ctx, query));
  adminRoute(app, endpoints.approveAdjustment, (ctx, { params, body }) =>
    approveAdjustment(ctx, params.id, body.reason),
  );
  adminRoute(app, endpoints.rejectAdjustment, (ctx, { params, body }) =>
    rejectAdjustment(ctx, params.id, body.reason),
  );

  adminRoute(app, endpoints.promotionApplications, (ctx, { query }) =>
    applicationsForReview(ctx, query),
  );
  for (const [ep, decision] of [
    [endpoints.approveApplication, 'issued'],
    [endpoints.rejectApplication, 'rejected'],
  ] as const) {
    adminRoute(app, ep, (ctx, { params, body }) =>
      transaction(ctx, async (trx) => {
        const { before, after } = await decideApplication(trx, params.id, decision);
        await recordAudit(trx, {
          action:
            decision === 'issued'
              ? 'promotion.application.approve'
              : 'promotion.application.reject',
          targetType: 'promotion_application',
          targetId: params.id,
          before: { status: before.status },
          after: { status: after.status, reason: body.reason },
        });
        return after;
      }),
    );
  }
  const uploadDir = app.config.uploadDir;
  adminRoute(app, endpoints.applicationImage, async (ctx, { params }, { reply }) => {
    const image = await applicationImageForReview(ctx, { ...params, uploadDir });
    return reply.type(image.mime).header('cache-control', 'private, no-store').send(image.bytes);
  });
};
