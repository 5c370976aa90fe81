import type { Ctx } from '../../context.js';
import { copyAnnouncementsToSite } from '../announcements/index.js';
import { copyBannersToSite } from '../banners/index.js';
import { copyDepositChannelsToSite } from '../deposits/index.js';
import { copyVendorsToSite } from '../games/index.js';
import { copyHelpToSite } from '../help/index.js';
import { copyLotteryToSite } from '../lottery/index.js';
import { copyPromotionsToSite } from '../promotions/index.js';
import { copyRebateRatesToSite } from '../rebates/index.js';
import { copyTurnoverSettingsToSite } from '../turnover/index.js';
import { copyVipLevelsToSite } from '../vip/index.js';
import { copyWithdrawalSettingsToSite } from '../withdrawals/index.js';

/**
 * What a new site takes from its template, each module copying its own tables: content
 * (announcements, banners, help, the agreement, promotions), games (vendors on and off), the
 * lottery (games, schedules, limits), and the rules play and money need from day one (VIP
 * levels, rebate rates, turnover, deposit channels, withdrawal limits and banks). Nothing of
 * the template's members, records or money is copied; its jackpot pool is not either (a new
 * site's pool is opened and seeded by its own operator).
 */
export const copyTemplateContent = async (ctx: Ctx, fromSiteId: number, toSiteId: number) => {
  await copyAnnouncementsToSite(ctx, fromSiteId, toSiteId);
  await copyHelpToSite(ctx, fromSiteId, toSiteId);
  const promotionIds = await copyPromotionsToSite(ctx, fromSiteId, toSiteId);
  await copyBannersToSite(ctx, fromSiteId, toSiteId, promotionIds);
  await copyVendorsToSite(ctx, fromSiteId, toSiteId);
  await copyLotteryToSite(ctx, fromSiteId, toSiteId);
  await copyVipLevelsToSite(ctx, fromSiteId, toSiteId);
  await copyRebateRatesToSite(ctx, fromSiteId, toSiteId);
  await copyTurnoverSettingsToSite(ctx, fromSiteId, toSiteId);
  await copyDepositChannelsToSite(ctx, fromSiteId, toSiteId);
  await copyWithdrawalSettingsToSite(ctx, fromSiteId, toSiteId);
};
