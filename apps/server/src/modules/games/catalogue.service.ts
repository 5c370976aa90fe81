import * as stored from './catalogue.repository.js';

/**
 * What other modules and the demo seed read or write of this module's stored facts, as its
 * services: callers name these, never the statements behind them, so those can change alone.
 */
export const findGameIdByCode = (...args: Parameters<typeof stored.findGameIdByCode>) =>
  stored.findGameIdByCode(...args);
export const findPlayGameRow = (...args: Parameters<typeof stored.findPlayGameRow>) =>
  stored.findPlayGameRow(...args);
export const findVendorByCode = (...args: Parameters<typeof stored.findVendorByCode>) =>
  stored.findVendorByCode(...args);
export const gameIdsOfCategory = (...args: Parameters<typeof stored.gameIdsOfCategory>) =>
  stored.gameIdsOfCategory(...args);
export const hasCatalogue = (...args: Parameters<typeof stored.hasCatalogue>) =>
  stored.hasCatalogue(...args);
export const insertCategories = (...args: Parameters<typeof stored.insertCategories>) =>
  stored.insertCategories(...args);
export const insertGameNames = (...args: Parameters<typeof stored.insertGameNames>) =>
  stored.insertGameNames(...args);
export const insertGames = (...args: Parameters<typeof stored.insertGames>) =>
  stored.insertGames(...args);
export const insertGameTypeNames = (...args: Parameters<typeof stored.insertGameTypeNames>) =>
  stored.insertGameTypeNames(...args);
export const insertGameTypes = (...args: Parameters<typeof stored.insertGameTypes>) =>
  stored.insertGameTypes(...args);
export const insertVendors = (...args: Parameters<typeof stored.insertVendors>) =>
  stored.insertVendors(...args);
export const setSiteVendor = (...args: Parameters<typeof stored.setSiteVendor>) =>
  stored.setSiteVendor(...args);
