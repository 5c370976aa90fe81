import { endpoint } from '../endpoint.js';
import { claimAnswer } from '../promotions/schemas.js';
import { clubBenefitAnswer, vipRewardParams } from './schemas.js';

/**
 * VIP levels (module MEMBER3, switch VIPBENEFIT; off answers function.not.available). Spec/02
 * names the relay's "club benefit" without a path; these follow the relay's style.
 */

/** The site's levels with their benefits, and the member's level and progress. */
export const clubBenefit = endpoint({
  method: 'GET',
  path: '/wps/relay/clubBenefit',
  module: 'MEMBER3',
  feature: 'VIPBENEFIT',
  access: 'realMember',
  answer: clubBenefitAnswer,
});

/**
 * Claims an upgrade bonus waiting in the reward centre (its reward id, `source` vip). Behind the
 * reward centre's switch, like the centre's other claims.
 */
export const claimUpgradeBonus = endpoint({
  method: 'POST',
  path: '/wps/relay/rewards/vip/:id/claim',
  module: 'PROMO3',
  feature: 'REWCEN3',
  access: 'realMember',
  params: vipRewardParams,
  answer: claimAnswer,
});
