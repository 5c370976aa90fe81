import { adminPromotionEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { adminRoute, recordAudit } from '../backoffice/index.js';
import {
  adminPromotionOf,
  createPromotion,
  movePromotion,
  promotionCategoriesOf,
  promotionPageOf,
  updatePromotion,
} from '../promotions/index.js';

/**
 * The back office's promotions (content.manage). They live here, not in the promotions module:
 * the back office reads that module (application reviews), so its importing the back office
 * would close a loop. The rules are the promotions module's; each change is audited in its own
 * transaction. Members read promotions straight from the database, so a change shows on every
 * process at its next request: nothing is cached to refresh.
 */
const audit = recordAudit;

export const promotionAdminRoutes: FastifyPluginAsync = async (app) => {
  adminRoute(app, endpoints.promotions, (ctx, { query }) => promotionPageOf(ctx, query));
  adminRoute(app, endpoints.promotionCategories, (ctx) => promotionCategoriesOf(ctx));
  adminRoute(app, endpoints.promotion, (ctx, { params }) => adminPromotionOf(ctx, params.id));
  adminRoute(app, endpoints.createPromotion, (ctx, { body }) => createPromotion(ctx, body, audit));
  adminRoute(app, endpoints.updatePromotion, (ctx, { params, body }) =>
    updatePromotion(ctx, params.id, body, audit),
  );
  adminRoute(app, endpoints.pausePromotion, (ctx, { params, body }) =>
    movePromotion(ctx, params.id, 'pause', body.reason, audit),
  );
  adminRoute(app, endpoints.resumePromotion, (ctx, { params, body }) =>
    movePromotion(ctx, params.id, 'resume', body.reason, audit),
  );
  adminRoute(app, endpoints.endPromotion, (ctx, { params, body }) =>
    movePromotion(ctx, params.id, 'end', body.reason, audit),
  );
};
