import { z } from 'zod/mini';
import { pageInfo, pageQuery } from '../envelope.js';
import { gameCategory } from '../games/schemas.js';
import { languageCode } from '../languages.js';
import { onFirstUse } from '../on-first-use.js';
import {
  PROMOTION_FREQUENCIES,
  PROMOTION_KINDS,
  type PromotionKind,
} from '../promotions/schemas.js';
import { moneyString } from '../wallet/schemas.js';
import { contentAddress } from './content.js';
import { adminEndpoint } from './endpoint.js';
import { idParams, reviewBody } from './schemas.js';

/**
 * The back office's promotions (content.manage): the site's promotions with their rules, texts
 * per language (HTML cleaned by the server, as every operator text), a picture's address, and
 * their life: paused (not claimable, not offered), resumed, ended (final). Money is a 2-decimal
 * string, times epoch milliseconds; a null end means "until ended".
 */

/** What an operator sees of a promotion's life: the period and the pause or end. */
export const PROMOTION_ADMIN_STATUSES = ['scheduled', 'running', 'paused', 'ended'] as const;
export type PromotionAdminStatus = (typeof PROMOTION_ADMIN_STATUSES)[number];

/** The figures each kind's rule reads; every other one must be null. */
export type PromotionTerm = 'reward' | 'percent' | 'cap' | 'missionTarget' | 'referralDays';
export const PROMOTION_KIND_TERMS: Record<PromotionKind, readonly PromotionTerm[]> = {
  sign_in: ['reward'],
  bet_mission: ['reward', 'missionTarget'],
  first_deposit: ['percent', 'cap'],
  manual: ['reward'],
  referral: ['reward', 'missionTarget', 'referralDays'],
};

export const PROMOTION_LIMITS = {
  percentMax: 1000,
  turnoverMax: 100,
  referralDaysMax: 365,
  memberTypesMax: 10,
  categoriesMax: 20,
} as const;

const positive = onFirstUse(() =>
  moneyString.check(z.refine((s) => !s.startsWith('-') && /[1-9]/.test(s), 'above 0.00')),
);
const epochMs = onFirstUse(() => z.int().check(z.minimum(0)));
const title = onFirstUse(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(200)));
/** HTML as the rich-text editor writes it; cleaned on the server. */
const html = onFirstUse(() => z.string().check(z.maxLength(20_000)));

export const promotionText = onFirstUse(() => z.object({ title, content: html }));

type Terms = Record<PromotionTerm, unknown> & { kind: PromotionKind };
const TERMS: readonly PromotionTerm[] = [
  'reward',
  'percent',
  'cap',
  'missionTarget',
  'referralDays',
];
/** The terms the kind reads are given, the others are null. */
export const termsFitKind = (p: Terms): boolean =>
  TERMS.every((term) => PROMOTION_KIND_TERMS[p.kind].includes(term) === (p[term] !== null));

export const promotionBody = onFirstUse(() =>
  z
    .object({
      kind: z.enum(PROMOTION_KINDS),
      categoryIds: z
        .array(z.int().check(z.minimum(1)))
        .check(z.maxLength(PROMOTION_LIMITS.categoriesMax)),
      sort: z.int().check(z.minimum(0), z.maximum(10_000)),
      startsAt: epochMs,
      endsAt: z.nullable(epochMs),
      frequency: z.enum(PROMOTION_FREQUENCIES),
      /** Who may take part: member types (MEMBER_TYPES). */
      memberTypes: z
        .array(z.int().check(z.minimum(0), z.maximum(99)))
        .check(z.minLength(1), z.maxLength(PROMOTION_LIMITS.memberTypesMax)),
      /** What claims may pay in all; claims past it are refused. */
      budget: positive,
      reward: z.nullable(positive),
      percent: z.nullable(z.int().check(z.minimum(1), z.maximum(PROMOTION_LIMITS.percentMax))),
      cap: z.nullable(positive),
      /** Missions: the games whose valid stake counts; null for every game. */
      missionCategory: z.nullable(gameCategory),
      missionTarget: z.nullable(positive),
      referralDays: z.nullable(
        z.int().check(z.minimum(1), z.maximum(PROMOTION_LIMITS.referralDaysMax)),
      ),
      /** The bonus times this is the turnover later withdrawals wait for. */
      turnoverMultiplier: z.int().check(z.minimum(0), z.maximum(PROMOTION_LIMITS.turnoverMax)),
      texts: z
        .partialRecord(languageCode, promotionText)
        .check(z.refine((t) => Object.keys(t).length > 0, 'a text in at least one language')),
      /**
       * The picture members see: an address the content upload answered (POST
       * /admin/api/content/images), as a banner's; null for the generated artwork.
       */
      imageUrl: z.nullable(contentAddress),
    })
    .check(
      z.refine((p) => p.endsAt === null || p.endsAt > p.startsAt, {
        message: 'the end must come after the start',
        path: ['endsAt'],
      }),
      z.refine(termsFitKind, {
        message: 'give the figures this kind reads, and only those',
        path: ['kind'],
      }),
      z.refine((p) => p.kind === 'bet_mission' || p.missionCategory === null, {
        message: 'only a mission has a game category',
        path: ['missionCategory'],
      }),
    ),
);
export type PromotionBody = z.infer<typeof promotionBody>;

export const adminPromotion = onFirstUse(() =>
  z.object({
    id: z.int(),
    kind: z.enum(PROMOTION_KINDS),
    status: z.enum(PROMOTION_ADMIN_STATUSES),
    /** The reason given for the last pause, resume or end; null before any. */
    statusReason: z.nullable(z.string()),
    categoryIds: z.array(z.int()),
    sort: z.int(),
    startsAt: z.int(),
    endsAt: z.nullable(z.int()),
    frequency: z.enum(PROMOTION_FREQUENCIES),
    memberTypes: z.array(z.int()),
    budget: moneyString,
    paid: moneyString,
    left: moneyString,
    reward: z.nullable(moneyString),
    percent: z.nullable(z.int()),
    cap: z.nullable(moneyString),
    missionCategory: z.nullable(gameCategory),
    missionTarget: z.nullable(moneyString),
    referralDays: z.nullable(z.int()),
    turnoverMultiplier: z.int(),
    /** Rewards paid out (claims). */
    claims: z.int(),
    /** The picture members see: the operator's, else the generated artwork. */
    imageUrl: z.string(),
    /** Whether imageUrl is the operator's picture (false: the generated artwork). */
    uploadedImage: z.boolean(),
    createdAt: z.int(),
    texts: z.partialRecord(languageCode, z.object({ title: z.string(), content: z.string() })),
  }),
);
export type AdminPromotion = z.infer<typeof adminPromotion>;

export const promotionListQuery = onFirstUse(() =>
  z.object({ ...pageQuery.shape, status: z.optional(z.enum(PROMOTION_ADMIN_STATUSES)) }),
);
export const promotionPage = onFirstUse(() =>
  z.object({
    ...pageInfo.shape,
    list: z.array(adminPromotion),
    /** The site's IANA time zone: periods are written and read in it. */
    timeZone: z.string(),
  }),
);

export const promotionCategoryList = onFirstUse(() =>
  z.object({
    list: z.array(z.object({ id: z.int(), titles: z.partialRecord(languageCode, z.string()) })),
  }),
);

export const promotions = adminEndpoint({
  method: 'GET',
  path: '/admin/api/promotions',
  guard: 'content.manage',
  query: promotionListQuery,
  answer: promotionPage,
});

export const promotionCategories = adminEndpoint({
  method: 'GET',
  path: '/admin/api/promotions/categories',
  guard: 'content.manage',
  answer: promotionCategoryList,
});

export const promotion = adminEndpoint({
  method: 'GET',
  path: '/admin/api/promotions/:id',
  guard: 'content.manage',
  params: idParams,
  answer: adminPromotion,
});

/** A new promotion: offered to members from its start. */
export const createPromotion = adminEndpoint({
  method: 'POST',
  path: '/admin/api/promotions',
  guard: 'content.manage',
  body: promotionBody,
  answer: adminPromotion,
});

/** Its rules and texts; the kind stays, and the budget never drops below what was paid. */
export const updatePromotion = adminEndpoint({
  method: 'PUT',
  path: '/admin/api/promotions/:id',
  guard: 'content.manage',
  params: idParams,
  body: promotionBody,
  answer: adminPromotion,
});

/** Stops offering it and refuses its claims until resumed. */
export const pausePromotion = adminEndpoint({
  method: 'POST',
  path: '/admin/api/promotions/:id/pause',
  guard: 'content.manage',
  params: idParams,
  /** Why: kept in the audit log, as every operator decision's reason. */
  body: reviewBody,
  answer: adminPromotion,
});

export const resumePromotion = adminEndpoint({
  method: 'POST',
  path: '/admin/api/promotions/:id/resume',
  guard: 'content.manage',
  params: idParams,
  /** Why: kept in the audit log, as every operator decision's reason. */
  body: reviewBody,
  answer: adminPromotion,
});

/** Ends it for good: no longer offered nor claimable, and never resumed. */
export const endPromotion = adminEndpoint({
  method: 'POST',
  path: '/admin/api/promotions/:id/end',
  guard: 'content.manage',
  params: idParams,
  /** Why: kept in the audit log, as every operator decision's reason. */
  body: reviewBody,
  answer: adminPromotion,
});
