/**
 * Promotions and the reward centre: promotions as data (categories, texts, images, rules),
 * members' entries (joins, claims, applications and their images). Claims pay through the
 * wallet's door; missions read valid stake through play's. Deposits call onFirstDeposit.
 */
export { onFirstDeposit } from './first-deposit.js';
export { insertCategory, insertPromotion } from './promotions.repository.js';
export { promotionRoutes } from './promotions.routes.js';
export type { NewPromotion } from './promotions.tables.js';
export { applyForPromotion } from './apply.service.js';
export { claimPromotion } from './claim.service.js';
export { findPromotionIdByTitle, hasPromotionEntries } from './promotions.repository.js';
export { joinPromotion } from './promotions.service.js';
