import { z } from 'zod/mini';
import { pageInfo, pageQuery } from '../envelope.js';
import { FEEDBACK_TYPES } from '../feedback/schemas.js';
import {
  EXCLUSION_MONTHS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  responsibleAnswer,
  TIMEOUT_DAYS,
} from '../limits/schemas.js';
import { onFirstUse } from '../on-first-use.js';
import { recordBet } from '../records/schemas.js';
import { adminEndpoint } from './endpoint.js';
import { idParams, reviewImageParams } from './schemas.js';

/**
 * Members and agents in the back office beside the lookup (endpoints.ts): a member's sessions,
 * devices, bets and responsible-play settings; lock and unlock, change of type, stricter
 * responsible-play settings (members.manage); members' feedback and the operators' replies
 * (feedback.reply). Times are epoch milliseconds; money is a 2-decimal string.
 */

const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({ ...pageInfo.shape, list: z.array(item) });

/** Why an operator acted: kept in the audit log (and, for a lock, on the member). */
export const OPERATOR_REASON_MAX = 200;
const reason = onFirstUse(() =>
  z.string().check(z.trim(), z.minLength(3), z.maxLength(OPERATOR_REASON_MAX)),
);
export const reasonBody = onFirstUse(() => z.object({ reason }));
export type ReasonBody = z.infer<typeof reasonBody>;

// Sessions and devices -------------------------------------------------------------------

export const memberSession = onFirstUse(() =>
  z.object({
    id: z.int(),
    ip: z.string(),
    /** The app's persistent device id (loginDeviceId). */
    deviceId: z.string(),
    userAgent: z.nullable(z.string()),
    createdAt: z.number(),
    lastSeenAt: z.number(),
    endedAt: z.nullable(z.number()),
    live: z.boolean(),
  }),
);
export type MemberSession = z.infer<typeof memberSession>;
export const memberSessionsPage = onFirstUse(() => pageOf(memberSession));

/** A device the member signed in from: its sessions summed up. */
export const memberDevice = onFirstUse(() =>
  z.object({
    deviceId: z.string(),
    sessions: z.int(),
    firstSeenAt: z.number(),
    lastSeenAt: z.number(),
    lastIp: z.string(),
    userAgent: z.nullable(z.string()),
    live: z.boolean(),
  }),
);
export type MemberDevice = z.infer<typeof memberDevice>;
export const memberDevicesAnswer = onFirstUse(() => z.object({ list: z.array(memberDevice) }));

// Bets -----------------------------------------------------------------------------------

export const memberBetsQuery = onFirstUse(() =>
  z.object({
    pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 26),
    /** The `next` of the page before (its last bet's time and id). */
    before: z.optional(z.string().check(z.regex(/^\d{1,16}_\d{1,12}$/))),
  }),
);
export const memberBetsAnswer = onFirstUse(() =>
  z.object({ list: z.array(recordBet), next: z.nullable(z.string()) }),
);

// Lock, type ----------------------------------------------------------------------------

export const memberLockAnswer = onFirstUse(() =>
  z.object({
    id: z.int(),
    status: z.string(),
    lockReason: z.nullable(z.string()),
    lockedAt: z.nullable(z.number()),
  }),
);
export type MemberLockAnswer = z.infer<typeof memberLockAnswer>;

export const memberTypeBody = onFirstUse(() =>
  z.object({
    /** A member type (MEMBER_TYPES) other than the free trial. */
    type: z.int().check(z.minimum(0), z.maximum(99)),
    reason,
  }),
);
export const memberTypeAnswer = onFirstUse(() => z.object({ id: z.int(), type: z.int() }));

// Responsible play -----------------------------------------------------------------------

export const operatorLimitBody = onFirstUse(() =>
  z.object({
    kind: z.enum(LIMIT_KINDS),
    period: z.enum(LIMIT_PERIODS),
    /** The new limit: at most the one in force (none in force: any). */
    amount: z.string().check(z.regex(/^\d{1,13}\.\d{2}$/)),
    reason,
  }),
);
export type OperatorLimitBody = z.infer<typeof operatorLimitBody>;

export const operatorRestrictBody = onFirstUse(() =>
  z.union([
    z.object({ kind: z.literal('timeout'), days: z.literal(TIMEOUT_DAYS), reason }),
    z.object({ kind: z.literal('exclusion'), months: z.literal(EXCLUSION_MONTHS), reason }),
  ]),
);
export type OperatorRestrictBody = z.infer<typeof operatorRestrictBody>;

// Feedback -------------------------------------------------------------------------------

export const FEEDBACK_STATES = ['open', 'answered'] as const;
export type FeedbackState = (typeof FEEDBACK_STATES)[number];
export const FEEDBACK_REPLY_MAX = 1000;

export const feedbackQuery = onFirstUse(() =>
  z.object({ ...pageQuery.shape, state: z._default(z.enum(FEEDBACK_STATES), 'open') }),
);
export const feedbackEntry = onFirstUse(() =>
  z.object({
    id: z.int(),
    memberId: z.int(),
    username: z.string(),
    type: z.enum(FEEDBACK_TYPES),
    content: z.string(),
    createdAt: z.number(),
    /** Sequences of its images, served by feedbackImage. */
    images: z.array(z.int()),
    replies: z.array(
      z.object({
        id: z.int(),
        content: z.string(),
        repliedAt: z.number(),
        /** Whether the member has opened it since. */
        read: z.boolean(),
      }),
    ),
  }),
);
export type FeedbackEntry = z.infer<typeof feedbackEntry>;
export const feedbackPage = onFirstUse(() => pageOf(feedbackEntry));
export const feedbackReplyBody = onFirstUse(() =>
  z.object({
    content: z.string().check(z.trim(), z.minLength(1), z.maxLength(FEEDBACK_REPLY_MAX)),
  }),
);

// Endpoints ------------------------------------------------------------------------------

export const memberSessions = adminEndpoint({
  method: 'GET',
  path: '/admin/api/members/:id/sessions',
  guard: 'members.read',
  params: idParams,
  query: pageQuery,
  answer: memberSessionsPage,
});

export const memberDevices = adminEndpoint({
  method: 'GET',
  path: '/admin/api/members/:id/devices',
  guard: 'members.read',
  params: idParams,
  answer: memberDevicesAnswer,
});

/** The member's bets (game rounds and lottery orders), newest first. */
export const memberBets = adminEndpoint({
  method: 'GET',
  path: '/admin/api/members/:id/bets',
  guard: 'members.read',
  params: idParams,
  query: memberBetsQuery,
  answer: memberBetsAnswer,
});

export const memberLimits = adminEndpoint({
  method: 'GET',
  path: '/admin/api/members/:id/limits',
  guard: 'members.read',
  params: idParams,
  answer: responsibleAnswer,
});

/** Locks the account: sign-in refused, every live session ended at once. */
export const lockMember = adminEndpoint({
  method: 'POST',
  path: '/admin/api/members/:id/lock',
  guard: 'members.manage',
  params: idParams,
  body: reasonBody,
  answer: memberLockAnswer,
});

export const unlockMember = adminEndpoint({
  method: 'POST',
  path: '/admin/api/members/:id/unlock',
  guard: 'members.manage',
  params: idParams,
  body: reasonBody,
  answer: memberLockAnswer,
});

export const changeMemberType = adminEndpoint({
  method: 'POST',
  path: '/admin/api/members/:id/type',
  guard: 'members.manage',
  params: idParams,
  body: memberTypeBody,
  answer: memberTypeAnswer,
});

/** Sets or lowers a limit at once; a higher one is refused (members raise their own). */
export const tightenMemberLimit = adminEndpoint({
  method: 'PUT',
  path: '/admin/api/members/:id/limits',
  guard: 'members.manage',
  params: idParams,
  body: operatorLimitBody,
  answer: responsibleAnswer,
});

/** A time-out or self-exclusion on the member's behalf; never shortens one in force. */
export const restrictMember = adminEndpoint({
  method: 'POST',
  path: '/admin/api/members/:id/restriction',
  guard: 'members.manage',
  params: idParams,
  body: operatorRestrictBody,
  answer: responsibleAnswer,
});

export const feedbackList = adminEndpoint({
  method: 'GET',
  path: '/admin/api/feedback',
  guard: 'feedback.reply',
  query: feedbackQuery,
  answer: feedbackPage,
});

export const feedbackDetail = adminEndpoint({
  method: 'GET',
  path: '/admin/api/feedback/:id',
  guard: 'feedback.reply',
  params: idParams,
  answer: feedbackEntry,
});

/** A feedback's image, to operators only. */
export const feedbackImage = adminEndpoint({
  method: 'GET',
  path: '/admin/api/feedback/:id/images/:sequence',
  guard: 'feedback.reply',
  params: reviewImageParams,
  produces: 'image',
});

/** The member reads it in the app's feedback screen. */
export const replyToFeedback = adminEndpoint({
  method: 'POST',
  path: '/admin/api/feedback/:id/replies',
  guard: 'feedback.reply',
  params: idParams,
  body: feedbackReplyBody,
  answer: feedbackEntry,
});
