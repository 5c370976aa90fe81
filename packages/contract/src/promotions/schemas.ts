import { z } from 'zod/mini';
import { gameCategory } from '../games/schemas.js';
import { onFirstUse } from '../on-first-use.js';
import { moneyString } from '../wallet/schemas.js';

/**
 * Promotions (spec/02 "Promotions and activities"): promotions are data per site, in categories,
 * each of one kind with its own rule; the member's status per promotion decides its button.
 * Dates travel as epoch ms; money as 2-decimal strings.
 */

/**
 * - `sign_in`: a bonus the member claims once per period (usually each site day);
 * - `bet_mission`: join, then reach a valid stake in a game category within the period, claim;
 * - `first_deposit`: join, then the first deposit issues a percentage of it up to a cap;
 * - `manual`: apply with a comment and images; an operator issues or rejects;
 * - `referral`: a member invites friends; each friend who signs up through the member's invite
 *   link and reaches the valid stake target within the days the rule gives earns the member
 *   the bonus once (claimed in the reward centre). Nobody joins: every eligible member takes part.
 */
export const PROMOTION_KINDS = [
  'sign_in',
  'bet_mission',
  'first_deposit',
  'manual',
  'referral',
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** How often a member may take part: once ever, or once per site-local day. */
export const PROMOTION_FREQUENCIES = ['once', 'daily'] as const;
export type PromotionFrequency = (typeof PROMOTION_FREQUENCIES)[number];

/**
 * A member's status on a promotion (spec/02 section 3), each showing its own button:
 * join (Join), joined (taking part: progress), claim (Claim), claimed (done), applying (Apply),
 * process (waiting for the operator), issued (granted: Claim), rejected, close, coming.
 */
export const PROMOTION_STATUSES = [
  'join',
  'joined',
  'claim',
  'claimed',
  'applying',
  'process',
  'issued',
  'rejected',
  'close',
  'coming',
] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** Statuses whose button pays: the reward waits in the reward centre. */
export const CLAIMABLE_STATUSES: readonly PromotionStatus[] = ['claim', 'issued'];

/** The apply form's limits (spec/02 section 5). */
export const PROMOTION_APPLY = {
  commentMaxLength: 140,
  imageMaxBytes: 5 * 1024 * 1024,
  imagesMax: 3,
  /** Decided from the file's bytes, never its name or the type the client claims. */
  imageTypes: ['image/png', 'image/jpeg'],
} as const;

const id = onFirstUse(() => z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2 ** 31 - 1)));
export const promotionParams = onFirstUse(() => z.object({ id }));

export const promotionImage = onFirstUse(() => z.object({ url: z.string(), sequence: z.int() }));
export const promotionCategory = onFirstUse(() => z.object({ id: z.int(), title: z.string() }));

/** A promotion as the list and detail show it (spec/02 section 3 names the fields). */
export const promotion = onFirstUse(() =>
  z.object({
    id: z.int(),
    kind: z.enum(PROMOTION_KINDS),
    title: z.string(),
    /** HTML: sanitized by the app before it is rendered. */
    content: z.string(),
    startDate: z.number(),
    /** Null when noExpiry is 1. */
    endDate: z.nullable(z.number()),
    noExpiry: z.union([z.literal(0), z.literal(1)]),
    promoAnnouncementCategoryIds: z.array(z.int()),
    announcementImages: z.array(promotionImage),
    /** The caller's status; a guest sees what a member would see first. */
    status: z.enum(PROMOTION_STATUSES),
  }),
);
export type Promotion = z.infer<typeof promotion>;

export const promotionsAnswer = onFirstUse(() =>
  z.object({
    categories: z.array(promotionCategory),
    promotions: z.array(promotion),
  }),
);
export type PromotionsAnswer = z.infer<typeof promotionsAnswer>;

/** The rule in figures, so the detail can explain it beside the HTML. */
export const promotionTerms = onFirstUse(() =>
  z.object({
    frequency: z.enum(PROMOTION_FREQUENCIES),
    /** Fixed bonus (sign-in, mission, manual); null for a percentage bonus. */
    reward: z.nullable(moneyString),
    /** First deposit: percent of the deposit, up to `cap`. */
    percent: z.nullable(z.number()),
    cap: z.nullable(moneyString),
    missionCategory: z.nullable(gameCategory),
    missionTarget: z.nullable(moneyString),
    /** The bonus times this is the turnover later withdrawals wait for. */
    turnoverMultiplier: z.int(),
  }),
);

/** The caller's part in the current period, null for a guest. */
export const promotionProgress = onFirstUse(() =>
  z.object({
    /** Mission: valid stake so far in the period and the target. */
    validStake: z.nullable(moneyString),
    target: z.nullable(moneyString),
    reward: z.nullable(moneyString),
    applicationId: z.nullable(z.int()),
    /** How many images the application holds (sequence 1 to this). */
    applicationImages: z.int(),
  }),
);

export const promotionDetailAnswer = onFirstUse(() =>
  z.object({
    ...promotion.shape,
    terms: promotionTerms,
    progress: z.nullable(promotionProgress),
  }),
);
export type PromotionDetailAnswer = z.infer<typeof promotionDetailAnswer>;

/** A reward of the member's: issued and waiting to be claimed, or claimed. */
/** Where a reward comes from: a promotion, or a VIP level's upgrade bonus (claimed by its own path). */
export const REWARD_SOURCES = ['promotion', 'vip'] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];

export const reward = onFirstUse(() =>
  z.object({
    /** Unique within its source. */
    id: z.int(),
    source: z.enum(REWARD_SOURCES),
    /** The promotion it belongs to; null for a VIP upgrade bonus. */
    promotionId: z.nullable(z.int()),
    title: z.string(),
    status: z.enum(PROMOTION_STATUSES),
    amount: moneyString,
    /** Turnover recorded with the payout (bonus x N), for withdrawals. */
    turnoverRequired: moneyString,
    createdAt: z.number(),
    claimedAt: z.nullable(z.number()),
  }),
);
export type Reward = z.infer<typeof reward>;

export const rewardsAnswer = onFirstUse(() =>
  z.object({
    claimable: z.array(reward),
    history: z.array(reward),
  }),
);
export type RewardsAnswer = z.infer<typeof rewardsAnswer>;

export const claimAnswer = onFirstUse(() =>
  z.object({
    reward,
    /** The member's cash balance after the payout. */
    balance: moneyString,
  }),
);
export type ClaimAnswer = z.infer<typeof claimAnswer>;

export const unclaimedAnswer = onFirstUse(() => z.object({ count: z.int() }));

/** The apply form's text field; images travel as file parts of the same multipart body. */
export const applyFields = onFirstUse(() =>
  z.object({
    comment: z.string().check(z.maxLength(PROMOTION_APPLY.commentMaxLength)),
  }),
);
export const applyAnswer = onFirstUse(() =>
  z.object({ applicationId: z.int(), status: z.enum(PROMOTION_STATUSES) }),
);

export const applicationImageParams = onFirstUse(() =>
  z.object({
    id,
    sequence: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PROMOTION_APPLY.imagesMax)),
  }),
);

/**
 * The query parameter of a member's invite link (/m/register?recommenderId=<id>): the
 * registration form fills its `recommenderId` with it (spec/01 section 3's payload field).
 */
export const INVITE_LINK_PARAM = 'recommenderId';

/** The referral rule in figures: the bonus per friend and what the friend must do. */
export const referralOffer = onFirstUse(() =>
  z.object({
    promotionId: z.int(),
    title: z.string(),
    reward: moneyString,
    /** The friend's valid stake target, counted from their sign-up (in this category, or any)... */
    targetStake: moneyString,
    category: z.nullable(gameCategory),
    /** ...within this many days. */
    days: z.int(),
  }),
);

/** /m/inviteFriends: the member's invite id and what inviting has brought them. */
export const referralAnswer = onFirstUse(() =>
  z.object({
    /** The value of the invite link's INVITE_LINK_PARAM: the member's id. */
    recommenderId: z.string(),
    /** Members who signed up through the link. */
    invited: z.int(),
    /** Invited friends whose play earned the member a bonus (claimed or waiting). */
    qualified: z.int(),
    /** Bonuses claimed. */
    earned: moneyString,
    /** Bonuses earned and waiting in the reward centre. */
    waiting: moneyString,
    /** The open referral promotion, null when there is none. */
    offer: z.nullable(referralOffer),
  }),
);
export type ReferralAnswer = z.infer<typeof referralAnswer>;
