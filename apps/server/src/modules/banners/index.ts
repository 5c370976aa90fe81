/** Banners: carousel slides per site, group and language, with their tap actions as data. */

export { findBannerTitles } from './banners.repository.js';
export { bannerRoutes } from './banners.routes.js';
export { addBanner, bannersOf, type NewBannerInput } from './banners.service.js';
