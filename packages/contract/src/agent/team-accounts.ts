import { z } from 'zod/mini';
import { MEMBER_TYPES } from '../constants.js';
import { DEFAULT_PRIZE_GROUPS } from '../lottery/money.js';
import { onFirstUse } from '../on-first-use.js';

/**
 * Open account (/m/agentRegister): an agent creates a member of its team directly, or shares
 * one of its affiliate links. What an agent may open (decided here, the spec is silent): a
 * player (0) or a sub-agent of its own kind (its own type: 1 opens 1, 2 opens 2, 41 opens 41,
 * 42 opens 42), never a trial or restricted account nor another agent kind. A link's default
 * type follows the same rule. The new member is under the agent at once (the sign-up places it
 * in the team in the same transaction) and may sign in with the password given.
 */

/** The types an agent of `agentType` may open or give a link. */
export const openableTypes = (agentType: number): number[] => [MEMBER_TYPES.member, agentType];

/** Most affiliate links one agent keeps. */
export const MAX_AFFILIATE_LINKS = 10;
/**
 * A prize group is stored with the link for the rates model to use (e.g. 1800 .. 1980); here
 * only its range is checked.
 */
export const MAX_PRIZE_GROUP = 9999;

const memberType = () => z.int().check(z.minimum(0), z.maximum(99));

export const openAccountBody = onFirstUse(() =>
  z.object({
    /** Checked against the site's registration rule for usernames (register.field.invalid). */
    username: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
    password: z.string().check(z.minLength(1), z.maxLength(64)),
    type: memberType(),
    /**
     * The new member's prize group, at most the agent's own (agent.rates.above.own); absent:
     * the agent's defaults for new members (rebate setup).
     */
    prizeGroup: z.optional(
      z.int().check(z.minimum(DEFAULT_PRIZE_GROUPS.min), z.maximum(DEFAULT_PRIZE_GROUPS.max)),
    ),
  }),
);
export type OpenAccountBody = z.infer<typeof openAccountBody>;

export const openAccountAnswer = onFirstUse(() =>
  z.object({ memberId: z.int(), username: z.string(), type: z.int() }),
);
export type OpenAccountAnswer = z.infer<typeof openAccountAnswer>;

export const affiliateLink = onFirstUse(() =>
  z.object({
    id: z.int(),
    /** What the registration page takes as ?affiliateCode=. */
    code: z.string(),
    memberType: z.int(),
    prizeGroup: z.int(),
    /** Epoch milliseconds. */
    createdAt: z.int(),
  }),
);
export type AffiliateLink = z.infer<typeof affiliateLink>;

export const affiliateLinksAnswer = onFirstUse(() => z.object({ list: z.array(affiliateLink) }));
export type AffiliateLinksAnswer = z.infer<typeof affiliateLinksAnswer>;

export const newAffiliateLinkBody = onFirstUse(() =>
  z.object({
    memberType: memberType(),
    prizeGroup: z.int().check(z.minimum(0), z.maximum(MAX_PRIZE_GROUP)),
  }),
);
export type NewAffiliateLinkBody = z.infer<typeof newAffiliateLinkBody>;

export const deleteAffiliateLinkBody = onFirstUse(() =>
  z.object({ id: z.int().check(z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)) }),
);
