import * as stored from './site.repository.js';

/**
 * What other modules and the demo seed read or write of this module's stored facts, as its
 * services: callers name these, never the statements behind them, so those can change alone.
 */
export const ensureGeoRange = (...args: Parameters<typeof stored.ensureGeoRange>) =>
  stored.ensureGeoRange(...args);
export const findMerchantByCode = (...args: Parameters<typeof stored.findMerchantByCode>) =>
  stored.findMerchantByCode(...args);
export const findSite = (...args: Parameters<typeof stored.findSite>) => stored.findSite(...args);
export const findSiteById = (...args: Parameters<typeof stored.findSiteById>) =>
  stored.findSiteById(...args);
export const findSiteCurrency = (...args: Parameters<typeof stored.findSiteCurrency>) =>
  stored.findSiteCurrency(...args);
export const insertGeoRange = (...args: Parameters<typeof stored.insertGeoRange>) =>
  stored.insertGeoRange(...args);
export const insertMerchant = (...args: Parameters<typeof stored.insertMerchant>) =>
  stored.insertMerchant(...args);
export const updateMerchant = (...args: Parameters<typeof stored.updateMerchant>) =>
  stored.updateMerchant(...args);
