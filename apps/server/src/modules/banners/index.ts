/** Banners: carousel slides per site, group and language, with their tap actions as data. */

export {
  bannerListOf,
  bannerOf,
  createBanner,
  deleteBanner,
  updateBanner,
} from './banners.admin.service.js';
export { bannerRoutes } from './banners.routes.js';
export { addBanner, bannersOf, findBannerTitles } from './banners.service.js';
export { copyBannersToSite } from './banners.site-copy.js';
