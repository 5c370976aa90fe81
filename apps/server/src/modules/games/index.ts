/**
 * The game catalogue (vendors, categories, games, names, icons), game lists, and the member's
 * favourites and launches (recent games). Only this module reads or writes those tables.
 */

export {
  findGameIdByCode,
  findPlayGameRow,
  findVendorByCode,
  gameIdsOfCategory,
  hasCatalogue,
  insertCategories,
  insertGameNames,
  insertGames,
  insertGameTypeNames,
  insertGameTypes,
  insertVendors,
  setSiteVendor,
} from './catalogue.service.js';
export {
  adminCategories,
  catalogueGames,
  changeCategory,
  changeGame,
  changeVendor,
  reorderCategories,
  siteVendors,
} from './catalogue-admin.service.js';
export type { NewGame } from './catalogue-tables.js';
export { checkGameIcon, removeGameIcon, setGameIcon } from './game-icons.js';
export { amountOf, minorOf, pageFieldsOf, pageOf } from './game-item.js';
export { gamesRoutes } from './games.routes.js';
export {
  categoryNameOf,
  type GameLabel,
  gameLabelsOf,
  vendorNamesOf,
} from './games.service.js';
export { copyVendorsToSite } from './games.site-copy.js';
export { addFavourite, recordLaunch } from './member-games.service.js';
export { removeMemberGamesOf } from './member-rows.js';
