import { promotionEndpoints as endpoints, PROMOTION_APPLY } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { filesOf } from '../../routing/multipart-body.js';
import { route } from '../../routing/route.js';
import { applicationImage, applyForPromotion } from './apply.service.js';
import { claimPromotion, claimReward, rewardsOf, unclaimedCount } from './claim.service.js';
import { missionLeaderboard } from './leaderboard.service.js';
import { promotionArt } from './promotion-art.js';
import {
  joinPromotion,
  listPromotions,
  promotionDetail,
  requirePromotion,
} from './promotions.service.js';
import { referralOf } from './referral.service.js';

/** Artwork changes only when an operator edits the promotion. */
const ART_CACHE = 'public, max-age=300';
/** Claims and applications change money or keep files: a client's loop must not hammer them. */
const WRITE_LIMIT = { max: 30, timeWindow: '1 minute' };

export const promotionRoutes: FastifyPluginAsync = async (app) => {
  const uploadDir = app.config.uploadDir;

  route(app, endpoints.list, (ctx) => listPromotions(ctx));
  route(app, endpoints.detail, (ctx, { params }) => promotionDetail(ctx, params.id));
  route(app, endpoints.join, (ctx, { params }) => joinPromotion(ctx, params.id), {
    rateLimit: WRITE_LIMIT,
  });
  route(app, endpoints.claim, (ctx, { params }) => claimPromotion(ctx, params.id), {
    rateLimit: WRITE_LIMIT,
  });
  route(
    app,
    endpoints.apply,
    (ctx, { params, body }, { request }) =>
      applyForPromotion(ctx, {
        id: params.id,
        comment: body.comment,
        files: filesOf(request),
        uploadDir,
      }),
    {
      rateLimit: WRITE_LIMIT,
      multipart: {
        fileBytes: PROMOTION_APPLY.imageMaxBytes,
        files: PROMOTION_APPLY.imagesMax,
        fieldBytes: PROMOTION_APPLY.commentMaxLength * 4,
      },
    },
  );
  route(app, endpoints.applicationImage, async (ctx, { params }, { reply }) => {
    const image = await applicationImage(ctx, { ...params, uploadDir });
    return reply.type(image.mime).header('cache-control', 'private, no-store').send(image.bytes);
  });
  route(
    app,
    endpoints.art,
    async (ctx, { params, query }, { reply }) => {
      const p = await requirePromotion(ctx, params.id);
      const svg = promotionArt(ctx.site, p, query.lang ?? ctx.site.defaultLanguage, query.sequence);
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
    { cacheControl: ART_CACHE },
  );
  route(app, endpoints.rewards, (ctx) => rewardsOf(ctx));
  route(app, endpoints.claimReward, (ctx, { params }) => claimReward(ctx, params.id), {
    rateLimit: WRITE_LIMIT,
  });
  route(app, endpoints.unclaimed, (ctx) => unclaimedCount(ctx));
  route(app, endpoints.leaderboard, (ctx, { query }) => missionLeaderboard(ctx, query));
  route(app, endpoints.referral, (ctx) => referralOf(ctx));
};
