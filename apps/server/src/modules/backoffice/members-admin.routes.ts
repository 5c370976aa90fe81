import { adminMemberEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { OnRestricted } from '../limits/index.js';
import { adminRoute } from './admin-route.js';
import {
  feedbackDetail,
  feedbackImage,
  feedbackList,
  replyFeedback,
} from './feedback-admin.service.js';
import {
  changeMemberType,
  lockMember,
  restrictMemberPlay,
  tightenMemberLimit,
  unlockMember,
} from './member-manage.service.js';
import { memberBets, memberDevices, memberLimits, memberSessions } from './member-tabs.service.js';

export interface MembersAdminOptions {
  /** What a restriction stops beside sessions (the lottery's running chases): app.ts composes it. */
  onRestricted: OnRestricted;
}

/** The member view's tabs, what members.manage changes, and members' feedback. */
export const adminMembersManageRoutes: FastifyPluginAsync<MembersAdminOptions> = async (
  app,
  { onRestricted },
) => {
  adminRoute(app, endpoints.memberSessions, (ctx, { params, query }) =>
    memberSessions(ctx, params.id, query),
  );
  adminRoute(app, endpoints.memberDevices, (ctx, { params }) => memberDevices(ctx, params.id));
  adminRoute(app, endpoints.memberBets, (ctx, { params, query }) =>
    memberBets(ctx, params.id, query),
  );
  adminRoute(app, endpoints.memberLimits, (ctx, { params }) => memberLimits(ctx, params.id));

  adminRoute(app, endpoints.lockMember, (ctx, { params, body }) =>
    lockMember(ctx, params.id, body.reason),
  );
  adminRoute(app, endpoints.unlockMember, (ctx, { params, body }) =>
    unlockMember(ctx, params.id, body.reason),
  );
  adminRoute(app, endpoints.changeMemberType, (ctx, { params, body }) =>
    changeMemberType(ctx, params.id, body),
  );
  adminRoute(app, endpoints.tightenMemberLimit, (ctx, { params, body }) =>
    tightenMemberLimit(ctx, params.id, body),
  );
  adminRoute(app, endpoints.restrictMember, (ctx, { params, body }) =>
    restrictMemberPlay(ctx, params.id, body, onRestricted),
  );

  adminRoute(app, endpoints.feedbackList, (ctx, { query }) => feedbackList(ctx, query));
  adminRoute(app, endpoints.feedbackDetail, (ctx, { params }) => feedbackDetail(ctx, params.id));
  adminRoute(app, endpoints.replyToFeedback, (ctx, { params, body }) =>
    replyFeedback(ctx, params.id, body.content),
  );
  const uploadDir = app.config.uploadDir;
  adminRoute(app, endpoints.feedbackImage, async (ctx, { params }, { reply }) => {
    const image = await feedbackImage(ctx, { ...params, uploadDir });
    return reply.type(image.mime).header('cache-control', 'private, no-store').send(image.bytes);
  });
};
