import { type BannerAction, HOME_BANNER_GROUP } from '@lotto/contract';
import { addBanner, findBannerTitles } from '../modules/banners/index.js';
import { findGameIdByCode } from '../modules/games/index.js';
import { findPromotionIdByTitle } from '../modules/promotions/index.js';
import { findSite } from '../modules/system/index.js';
import type { SeedCtx } from './seed-steps.js';

interface DemoBanner {
  /** The picture's file under /m/banners/, one per language (`<art>-en.svg`, `<art>-my.svg`). */
  art: string;
  action: BannerAction | 'GOLDEN_DRAGON' | 'DAILY_CHECK_IN';
  EN: string;
  MY: string;
}

/** The slot the "Golden Dragon" banner launches (the catalogue's natural key). */
const GOLDEN_DRAGON = { vendor: 'PG', code: 'RNG001' } as const;

/** The promotion the check-in banner opens, by its English title (seeded before the banners). */
const DAILY_CHECK_IN = 'Daily Check-in Bonus K 500';

/** Home's carousel of the demo site: one banner for each kind of tap action. */
const DEMO_BANNERS: readonly DemoBanner[] = [
  {
    // It invites visitors to register: home shows it to visitors only.
    art: 'welcome',
    action: { kind: 'PATH', path: '/m/register' },
    EN: 'Welcome bonus: K 1,000 free for new members',
    MY: 'ကြိုဆိုဆုကြေး - အဖွဲ့ဝင်သစ်များအတွက် K 1,000 အခမဲ့',
  },
  {
    art: 'dragon',
    action: 'GOLDEN_DRAGON',
    EN: 'Golden Dragon: spin now for wins up to 5,000x',
    MY: 'ရွှေနဂါး - ယခုလှည့်ပြီး 5,000 ဆအထိ နိုင်ပါ',
  },
  {
    art: 'live',
    action: { kind: 'CATEGORY', gameType: 'LIVE' },
    EN: 'Live casino: baccarat and roulette with real dealers',
    MY: 'တိုက်ရိုက်ကာစီနို - ဘာကာရတ်နှင့် ရူလက်',
  },
  {
    art: 'sports',
    action: { kind: 'CATEGORY', gameType: 'SPORTS' },
    EN: 'Sports: bet on every big match',
    MY: 'အားကစား - ပွဲကြီးတိုင်းတွင် လောင်းကစားပါ',
  },
  {
    art: 'telegram',
    action: { kind: 'URL', url: 'https://t.me/shwelucky_support' },
    EN: 'Join our Telegram for daily bonus codes',
    MY: 'နေ့စဉ်ဆုကြေးကုဒ်များအတွက် Telegram သို့ ဝင်ပါ',
  },
  {
    art: 'checkin',
    action: 'DAILY_CHECK_IN',
    EN: 'Daily check-in: K 500 every day',
    MY: 'နေ့စဉ် ဝင်ရောက်ဆု - နေ့တိုင်း K 500',
  },
];

const actionOf = async (
  ctx: SeedCtx,
  siteId: number,
  banner: DemoBanner,
): Promise<BannerAction> => {
  if (banner.action === 'DAILY_CHECK_IN') {
    const promotionId = await findPromotionIdByTitle(ctx, siteId, DAILY_CHECK_IN);
    if (!promotionId) throw new Error('demo banners: the daily check-in promotion is not seeded');
    return { kind: 'PROMOTION', promotionId };
  }
  if (banner.action !== 'GOLDEN_DRAGON') return banner.action;
  const id = await findGameIdByCode(ctx.db, GOLDEN_DRAGON.vendor, GOLDEN_DRAGON.code);
  if (id === undefined) throw new Error('demo banners: Golden Dragon is not in the catalogue');
  return { kind: 'GAME', nodeId: String(id) };
};

/** Adds the demo site's home banners in EN and MY, each once (by group and English title). */
export const seedDemoBanners = async (ctx: SeedCtx, merchantCode: string): Promise<void> => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  const existing = await findBannerTitles(ctx.db, site.id, 'EN');
  const seen = new Set(existing.map((b) => `${b.group_name}:${b.title}`));
  for (const [i, banner] of DEMO_BANNERS.entries()) {
    if (seen.has(`${HOME_BANNER_GROUP}:${banner.EN}`)) continue;
    await addBanner(
      { ...ctx, site },
      {
        group: HOME_BANNER_GROUP,
        sort: (i + 1) * 10,
        action: await actionOf(ctx, site.id, banner),
        translations: [
          { language: 'EN', title: banner.EN, imageUrl: `/m/banners/${banner.art}-en.svg` },
          { language: 'MY', title: banner.MY, imageUrl: `/m/banners/${banner.art}-my.svg` },
        ],
      },
    );
  }
};
