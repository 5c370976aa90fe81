import { z } from 'zod/mini';
import { endpoint } from '../endpoint.js';
import { languageCode } from '../languages.js';
import { onFirstUse } from '../on-first-use.js';
import { leaderboardAnswer, leaderboardQuery } from './leaderboard.js';
import {
  applicationImageParams,
  applyAnswer,
  applyFields,
  claimAnswer,
  promotionDetailAnswer,
  promotionParams,
  promotionsAnswer,
  referralAnswer,
  rewardsAnswer,
  unclaimedAnswer,
} from './schemas.js';

/** Promotions and the reward centre (module PROMO3). */

/** The categories and promotions of the site; with a session, each with the member's status. */
export const list = endpoint({
  method: 'GET',
  path: '/wps/relay/promotions',
  module: 'PROMO3',
  access: 'optional',
  answer: promotionsAnswer,
});

export const detail = endpoint({
  method: 'GET',
  path: '/wps/relay/promotions/:id',
  module: 'PROMO3',
  access: 'optional',
  params: promotionParams,
  answer: promotionDetailAnswer,
});

/** Takes part (missions, first deposit); joining twice answers the same. */
export const join = endpoint({
  method: 'POST',
  path: '/wps/relay/promotions/:id/join',
  module: 'PROMO3',
  access: 'realMember',
  params: promotionParams,
  answer: promotionDetailAnswer,
});

/** Claims the current period's reward: pays once, however often it is called. */
export const claim = endpoint({
  method: 'POST',
  path: '/wps/relay/promotions/:id/claim',
  module: 'PROMO3',
  access: 'realMember',
  params: promotionParams,
  answer: claimAnswer,
});

/** The apply form: `comment` and up to 3 png or jpg `images`, as multipart/form-data. */
export const apply = endpoint({
  method: 'POST',
  path: '/wps/relay/promotions/:id/apply',
  module: 'PROMO3',
  access: 'realMember',
  params: promotionParams,
  body: applyFields,
  encoding: 'multipart',
  answer: applyAnswer,
});

/** An image of an application, to its owner only. */
export const applicationImage = endpoint({
  method: 'GET',
  path: '/wps/relay/promotions/applications/:id/images/:sequence',
  module: 'PROMO3',
  access: 'member',
  params: applicationImageParams,
  produces: 'image',
});

/** A promotion's generated artwork (image `sequence`), titled in `lang`. */
export const art = endpoint({
  method: 'GET',
  path: '/wps/relay/promotions/art/:id.svg',
  module: 'PROMO3',
  access: 'public',
  params: promotionParams,
  query: onFirstUse(() =>
    z.object({
      sequence: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(9)), 1),
      lang: z.optional(languageCode),
    }),
  ),
  produces: 'svg',
});

/** The reward centre: rewards waiting to be claimed, and the claimed ones. */
export const rewards = endpoint({
  method: 'GET',
  path: '/wps/relay/rewards',
  module: 'PROMO3',
  feature: 'REWCEN3',
  access: 'member',
  answer: rewardsAnswer,
});

/** Claims a reward of the reward centre by its id. */
export const claimReward = endpoint({
  method: 'POST',
  path: '/wps/relay/rewards/:id/claim',
  module: 'PROMO3',
  feature: 'REWCEN3',
  access: 'realMember',
  params: promotionParams,
  answer: claimAnswer,
});

/** How many rewards wait to be claimed: the member centre's badge. */
export const unclaimed = endpoint({
  method: 'GET',
  path: '/wps/relay/rewards/unclaimed',
  module: 'PROMO3',
  feature: 'REWCEN3',
  access: 'member',
  answer: unclaimedAnswer,
});

/** The mission leaderboard: top members by valid stake over a bet mission's period, and mine. */
export const leaderboard = endpoint({
  method: 'GET',
  path: '/wps/relay/promotions/leaderboard',
  module: 'PROMO3',
  feature: 'MISSION',
  access: 'realMember',
  query: leaderboardQuery,
  answer: leaderboardAnswer,
});

/** Invite friends: the member's invite id, invited and qualified friends, bonuses earned. */
export const referral = endpoint({
  method: 'GET',
  path: '/wps/relay/referral',
  module: 'PROMO3',
  feature: 'REFERRAL',
  access: 'realMember',
  answer: referralAnswer,
});
