import type { SiteCtx } from '../context.js';
import { sendOperatorMessage } from '../modules/inbox/index.js';
import { findMemberByUsername } from '../modules/member/index.js';
import { findSite } from '../modules/system/index.js';
import {
  type LevelTerms,
  setVipLevel,
  upgradeCandidates,
  upgradeMember,
} from '../modules/vip/index.js';
import type { SeedCtx } from './seed-steps.js';

const K = 100;

/**
 * The demo site's VIP levels (README "VIP levels"). VIP1 asks only for valid stake (deposits 0),
 * so demo01's seeded play reaches it; from VIP2 on both thresholds rise, so demo01 shows its
 * progress on both bars. VIP2's stake stays above demo01's play and the turnover of the bonus it
 * plays through (demo-turnover), about K 1,700.
 */
export const DEMO_VIP_LEVELS: readonly LevelTerms[] = [
  [1, 50, 0, 30, 3, 20_000, 18],
  [2, 5_000, 500, 50, 5, 50_000, 88],
  [3, 10_000, 5_000, 70, 8, 200_000, 388],
  [4, 50_000, 20_000, 90, 10, 500_000, 1_288],
  [5, 200_000, 100_000, 120, 20, 2_000_000, 5_888],
].map(([level = 0, stake = 0, deposit = 0, rebateBp = 0, count = 0, limit = 0, bonus = 0]) => ({
  level,
  stake_minor: stake * K,
  deposit_minor: deposit * K,
  rebate_bp: rebateBp,
  withdraw_count: count,
  withdraw_limit_minor: limit * K,
  bonus_minor: bonus * K,
  turnover_multiplier: 3,
}));

export const seedDemoVipLevels = async (ctx: SeedCtx, merchantCode: string): Promise<void> => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  for (const level of DEMO_VIP_LEVELS) await setVipLevel(ctx, site.id, level);
};

/** A message to the VIP1 members: the inbox's third audience, beside member and site. */
const VIP1_WELCOME = {
  ref: 'demo-vip1-welcome',
  texts: {
    EN: {
      title: 'Welcome to VIP1',
      content:
        '<p>Thank you for playing with us. As a VIP1 member you get a 0.30 % rebate on valid stake and 3 withdrawals a day.</p><p>Open <b>Level benefits</b> in the member centre to see what VIP2 brings.</p>',
    },
    MY: {
      title: 'VIP1 မှ ကြိုဆိုပါသည်',
      content:
        '<p>ကျွန်ုပ်တို့နှင့် ကစားသည့်အတွက် ကျေးဇူးတင်ပါသည်။ VIP1 အဖွဲ့ဝင်အနေဖြင့် တရားဝင်လောင်းကြေးအပေါ် 0.30 % ပြန်အမ်းငွေနှင့် တစ်ရက်လျှင် ငွေထုတ် ၃ ကြိမ် ရရှိပါသည်။</p><p>VIP2 ၏ အကျိုးခံစားခွင့်များကို အဖွဲ့ဝင်စင်တာရှိ <b>အဆင့် အကျိုးခံစားခွင့်</b> တွင် ကြည့်ပါ။</p>',
    },
  },
};

/**
 * demo01 reaches its level as any member does: the VIP job's own work (the candidates who
 * played lately, each brought to the level their figures reach) run by the seed after demo01's
 * play, so its VIP1 upgrade bonus waits in the reward centre. Then the site greets its VIP1
 * members.
 */
export const seedDemoVip = async (ctx: SeedCtx, merchantCode: string): Promise<void> => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  const siteCtx: SiteCtx = { ...ctx, site };
  const demo01 = await findMemberByUsername(siteCtx, 'demo01');
  if (!demo01) return;
  const DAY = 24 * 60 * 60_000;
  for (const memberId of await upgradeCandidates(siteCtx, ctx.now() - 2 * DAY)) {
    await upgradeMember(siteCtx, memberId);
  }
  await sendOperatorMessage(siteCtx, { to: { vipLevel: 1 }, ...VIP1_WELCOME });
};
