/**
 * VIP levels: the sites' levels (both thresholds and the benefits) and members' upgrades. The
 * job raises members' levels and issues each level's upgrade bonus once to the reward centre
 * (promotions lists them through upgradeRewardsOf); the member claims it here.
 */
export type { LevelTerms } from './vip.repository.js';
export { vipRoutes } from './vip.routes.js';
export { setVipLevel, siteVipLevels, upgradeRewardsOf } from './vip.service.js';
export { copyVipLevelsToSite } from './vip.site-copy.js';
export { vipRebateBp } from './vip-rebate.js';
export { upgradeMember } from './vip-upgrade.js';
export { upgradeCandidates, vipUpgradesJob } from './vip-upgrades.job.js';
export { withdrawLimitsOf } from './withdraw-limits.js';
