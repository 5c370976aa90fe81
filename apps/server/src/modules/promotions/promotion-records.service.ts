import * as stored from './promotions.repository.js';

/**
 * What other modules and the demo seed read or write of this module's stored facts, as its
 * services: callers name these, never the statements behind them, so those can change alone.
 */
export const findCategories = (...args: Parameters<typeof stored.findCategories>) =>
  stored.findCategories(...args);
/** Whether the site has a promotion of this id (a banner that opens it is checked). */
export const isSitePromotion = async (...args: Parameters<typeof stored.findPromotion>) =>
  (await stored.findPromotion(...args)) !== undefined;
export const findPromotionIdByTitle = (...args: Parameters<typeof stored.findPromotionIdByTitle>) =>
  stored.findPromotionIdByTitle(...args);
export const hasPromotionEntries = (...args: Parameters<typeof stored.hasPromotionEntries>) =>
  stored.hasPromotionEntries(...args);
export const insertCategory = (...args: Parameters<typeof stored.insertCategory>) =>
  stored.insertCategory(...args);
export const insertPromotion = (...args: Parameters<typeof stored.insertPromotion>) =>
  stored.insertPromotion(...args);
