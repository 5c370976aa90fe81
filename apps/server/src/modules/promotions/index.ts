/**
 * Promotions and the reward centre: promotions as data (categories, texts, images, rules),
 * members' entries (joins, claims, applications and their images). Claims pay through the
 * wallet's door; missions read valid stake through play's. Deposits call onFirstDeposit;
 * a registration through a member's invite link calls onReferredSignUp (referral promotions).
 */

export { applyForPromotion } from './apply.service.js';
export { claimPromotion } from './claim.service.js';
export { issueFirstDepositBonuses, onFirstDeposit } from './first-deposit.js';
export { firstDepositOffers, takeFirstDepositOffer } from './first-deposit-offers.js';
export {
  findCategories,
  findPromotionIdByTitle,
  hasPromotionEntries,
  insertCategory,
  insertPromotion,
  isSitePromotion,
} from './promotion-records.service.js';
export {
  adminPromotionOf,
  createPromotion,
  movePromotion,
  promotionCategoriesOf,
  promotionPageOf,
  updatePromotion,
} from './promotions.admin.service.js';
export { promotionRoutes } from './promotions.routes.js';
export { joinPromotion } from './promotions.service.js';
export { copyPromotionsToSite } from './promotions.site-copy.js';
export { onReferredSignUp } from './referral.js';
export {
  applicationImageForReview,
  applicationsForReview,
  decideApplication,
} from './review.service.js';
export {
  claimantsAmong,
  claimsBetween,
  promotionTitleOf,
} from './risk-reads.js';
