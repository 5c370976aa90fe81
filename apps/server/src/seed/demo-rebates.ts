import type { GameCategory } from '@lotto/contract';
import type { SiteCtx } from '../context.js';
import { findMemberByUsername } from '../modules/member/index.js';
import { setStakeContributions } from '../modules/play/index.js';
import {
  type CategoryRate,
  claimRebate,
  hasRebatePayout,
  NothingToPay,
  payRebate,
  setRebateRate,
} from '../modules/rebates/index.js';
import { endMemberSessions } from '../modules/session/index.js';
import { addDays, findSite, siteDayOf } from '../modules/system/index.js';
import { signIn } from './demo-history.js';
import { DEMO_CONTRIBUTIONS } from './demo-promotions-data.js';
import type { SeedCtx } from './seed-steps.js';

/**
 * The demo site's rebate rates (README "Rebates"): a base rate every member gets, plus the
 * category's share of the VIP level's rate. The lottery has none: its prize group's rebate
 * replaces it (DESIGN "One rebate per stake").
 */
export const DEMO_REBATE_RATES: Partial<Record<GameCategory, CategoryRate>> = {
  RNG: { baseBp: 40, levelSharePercent: 100 },
  FISH: { baseBp: 40, levelSharePercent: 100 },
  INHOUSE: { baseBp: 30, levelSharePercent: 100 },
  LIVE: { baseBp: 20, levelSharePercent: 50 },
  PVP: { baseBp: 20, levelSharePercent: 50 },
  SPORTS: { baseBp: 20, levelSharePercent: 50 },
  ESPORTS: { baseBp: 20, levelSharePercent: 50 },
  COCKFIGHT: { baseBp: 10, levelSharePercent: 50 },
  LOTT: { baseBp: 0, levelSharePercent: 0 },
  ELOTT: { baseBp: 0, levelSharePercent: 0 },
};

export const seedDemoRebateRates = async (ctx: SeedCtx, merchantCode: string) => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  for (const [category, rate] of Object.entries(DEMO_REBATE_RATES)) {
    await setRebateRate(ctx, site.id, category as GameCategory, rate);
  }
  // Valid stake needs the site's contributions before demo01's first rebate: the promotions'
  // own data (demo-promotions sets the same values again later).
  await setStakeContributions(ctx, site.id, DEMO_CONTRIBUTIONS);
};

const demo01Of = async (ctx: SeedCtx, merchantCode: string) => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return null;
  const siteCtx: SiteCtx = { ...ctx, site };
  const demo01 = await findMemberByUsername(siteCtx, 'demo01');
  return demo01 ? { siteCtx, demo01 } : null;
};

/**
 * After its first rounds (demo-history), demo01 claims their rebate on /m/member/manualRebate,
 * through the claim service. A demo01 with a manual payout already is left alone.
 */
export const seedDemoRebateClaim = async (ctx: SeedCtx, merchantCode: string) => {
  const found = await demo01Of(ctx, merchantCode);
  if (!found || (await hasRebatePayout(ctx, found.demo01.id, 'manual'))) return;
  const member = await signIn(found.siteCtx, found.demo01.id);
  await claimRebate(member);
  await endMemberSessions(found.siteCtx, found.demo01.id); // the seed's device signs out again
};

/**
 * The automatic rebate of demo01's sports bets (demo-sports-bets), as the daily job pays a day
 * once it is over: the job's own payout, given tomorrow as its bound so it pays through today.
 * The mission spins that follow (demo-promotion-history) stay accrued, so the manual rebate
 * screen shows an amount to claim on first start.
 */
export const seedDemoAutoRebate = async (ctx: SeedCtx, merchantCode: string) => {
  const found = await demo01Of(ctx, merchantCode);
  if (!found || (await hasRebatePayout(ctx, found.demo01.id, 'auto'))) return;
  const today = await siteDayOf(ctx.db, found.siteCtx.site.id, ctx.now());
  try {
    await payRebate(ctx, found.demo01.id, 'auto', addDays(today, 1));
  } catch (err) {
    if (!(err instanceof NothingToPay)) throw err;
  }
};
