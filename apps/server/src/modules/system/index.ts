/**
 * Sites (white-label configuration, registration form rules included), callers' locations and
 * the site status endpoints.
 */

export type { SiteTemplate } from '../../site.js';
export { COUNTRIES } from './countries.js';
export { GEO_CACHE_ENTRIES, GeoLocator } from './geo-locator.js';
export { cidrToRange } from './ip.js';
export { manifestRoutes } from './manifest.routes.js';
export { publicOriginOf } from './public-origin.js';
export { isRegionRestricted } from './region.js';
export { type RegistrationRulesOverride, registrationSettingsOf } from './registration-rules.js';
export type { Site } from './site.js';
export type { NewMerchant } from './site.repository.js';
export {
  ensureGeoRange,
  findMerchantByCode,
  findSite,
  findSiteById,
  findSiteCurrency,
  insertGeoRange,
  insertMerchant,
  updateMerchant,
} from './site.service.js';
export { addDays, siteDateBounds, siteDay, siteDayBounds } from './site-day.js';
export { SiteDirectory } from './site-directory.js';
export {
  allSites,
  insertSiteFromTemplate,
  maintenanceOf,
  saveMaintenance,
  saveSiteSettings,
  settingsOf,
  siteOnHosts,
} from './site-settings.js';
export { siteDayOf, siteTimeZoneOf } from './site-time-zone.js';
export { systemRoutes } from './system.routes.js';
export { siteStatusFor } from './system.service.js';
