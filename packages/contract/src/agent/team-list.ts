import { z } from 'zod/mini';
import { onFirstUse } from '../on-first-use.js';
import { moneyString } from '../wallet/schemas.js';

/**
 * Team management (/m/member/team, AGENTTEAM3): the agent's downline list. The agent sees its
 * own team, or the team of a sub-agent in it (`parentId`, drilled into from a row), never
 * anyone else's: a parent outside the caller's team is refused with team.member.not.found.
 */

/** How the list is ordered, each highest or newest first. */
export const TEAM_LIST_SORTS = ['registered', 'lastLogin', 'balance'] as const;
export type TeamListSort = (typeof TEAM_LIST_SORTS)[number];

export const TEAM_LIST_PAGE_SIZE = 20;
export const MAX_TEAM_LIST_PAGE_SIZE = 50;
/** Deepest level a filter may name: deeper teams still list, just not by that filter. */
export const MAX_TEAM_LEVEL = 99;

const positiveId = () =>
  z.coerce.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER));

export const teamListQuery = onFirstUse(() =>
  z.object({
    /** The sub-agent whose team to list; absent: the caller's own. */
    parentId: z.optional(positiveId()),
    /** The beginning of a member's username (any case). */
    username: z.optional(z.string().check(z.trim(), z.maxLength(32))),
    /** Levels below the listed parent: 1 its direct members. */
    level: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_TEAM_LEVEL))),
    /** A member type (MEMBER_TYPES). */
    type: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(99))),
    sort: z._default(z.enum(TEAM_LIST_SORTS), 'registered'),
    page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
    pageSize: z._default(
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_TEAM_LIST_PAGE_SIZE)),
      TEAM_LIST_PAGE_SIZE,
    ),
  }),
);
export type TeamListQuery = z.infer<typeof teamListQuery>;

export const teamListMember = onFirstUse(() =>
  z.object({
    memberId: z.int(),
    username: z.string(),
    type: z.int(),
    /** Levels below the listed parent: 1 a direct member. */
    level: z.int(),
    /** Cash balance. */
    balance: moneyString,
    /** Epoch milliseconds. */
    registeredAt: z.int(),
    lastLoginAt: z.nullable(z.int()),
    /** A live session now. */
    online: z.boolean(),
    /** The member's own prize group (rebate setup). */
    prizeGroup: z.int(),
    /**
     * The member's highest rebate over the categories, in basis points: one figure fits a row;
     * the member's rate screen shows each category.
     */
    topRebateBp: z.int(),
  }),
);
export type TeamListMember = z.infer<typeof teamListMember>;

export const teamListAnswer = onFirstUse(() =>
  z.object({
    /** Whose team this is: the caller's own (parentId absent) or the sub-agent's. */
    parent: z.object({ memberId: z.int(), username: z.string() }),
    list: z.array(teamListMember),
    /** Members matching the filters, over every page. */
    totalCount: z.int(),
  }),
);
export type TeamListAnswer = z.infer<typeof teamListAnswer>;
