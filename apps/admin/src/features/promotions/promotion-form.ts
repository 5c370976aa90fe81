import {
  type AdminPromotion,
  adminPromotionEndpoints as endpoints,
  type LanguageCode,
  PROMOTION_KIND_TERMS,
  type PromotionBody,
  type PromotionKind,
  type PromotionTerm,
} from '@lotto/contract';
import { z } from 'zod/mini';
import { CONTENT_LANGUAGES } from '../../shared/ui/content-languages';

/**
 * The promotion form holds its endpoint's body as it is (money as 2-decimal strings, times in
 * epoch ms, texts per language), judged by the contract's schema, plus one check per figure so
 * the one the kind needs is marked where it is missing.
 */

/** The contract's own messages, worded by the form. */
export const END_AFTER_START = 'the end must come after the start';
export const KIND_TERMS = 'give the figures this kind reads, and only those';
export const TERM_NEEDED = 'termNeeded';

const TERMS: readonly PromotionTerm[] = [
  'reward',
  'percent',
  'cap',
  'missionTarget',
  'referralDays',
];

export const needs = (kind: PromotionKind, term: PromotionTerm): boolean =>
  PROMOTION_KIND_TERMS[kind].includes(term);

export const promotionFormSchema: z.ZodMiniType<PromotionBody, PromotionBody> =
  endpoints.promotionBody.check(
    ...TERMS.map((term) =>
      z.refine<PromotionBody>((p) => !needs(p.kind, term) || p[term] !== null, {
        path: [term],
        message: TERM_NEEDED,
      }),
    ),
  );

const perLanguage = <T>(make: (language: LanguageCode) => T) =>
  Object.fromEntries(CONTENT_LANGUAGES.map((l) => [l, make(l)])) as Record<LanguageCode, T>;

const MINUTE = 60_000;

export const blankPromotion = (now: number): PromotionBody => ({
  kind: 'sign_in',
  categoryIds: [],
  sort: 0,
  // From the current minute: a new promotion runs as soon as it is saved.
  startsAt: Math.floor(now / MINUTE) * MINUTE,
  endsAt: null,
  frequency: 'daily',
  memberTypes: [0],
  budget: '',
  reward: null,
  percent: null,
  cap: null,
  missionCategory: null,
  missionTarget: null,
  referralDays: null,
  turnoverMultiplier: 1,
  imageUrl: null,
  texts: perLanguage(() => ({ title: '', content: '' })),
});

/** A promotion as its form edits it. */
export const promotionValues = (p: AdminPromotion): PromotionBody => ({
  kind: p.kind,
  categoryIds: p.categoryIds,
  sort: p.sort,
  startsAt: p.startsAt,
  endsAt: p.endsAt,
  frequency: p.frequency,
  memberTypes: p.memberTypes,
  budget: p.budget,
  reward: p.reward,
  percent: p.percent,
  cap: p.cap,
  missionCategory: p.missionCategory,
  missionTarget: p.missionTarget,
  referralDays: p.referralDays,
  turnoverMultiplier: p.turnoverMultiplier,
  imageUrl: p.uploadedImage ? p.imageUrl : null,
  texts: perLanguage((l) => p.texts[l] ?? { title: '', content: '' }),
});

/** The figures one kind reads: switching kind clears the others, as the contract wants. */
export const withKind = (values: PromotionBody, kind: PromotionKind): PromotionBody => ({
  ...values,
  kind,
  reward: needs(kind, 'reward') ? values.reward : null,
  percent: needs(kind, 'percent') ? values.percent : null,
  cap: needs(kind, 'cap') ? values.cap : null,
  missionTarget: needs(kind, 'missionTarget') ? values.missionTarget : null,
  referralDays: needs(kind, 'referralDays') ? values.referralDays : null,
  missionCategory: kind === 'bet_mission' ? values.missionCategory : null,
});
