import { randomBytes } from 'node:crypto';
import type { RequestCtx, SiteCtx } from '../context.js';
import { CAPTCHA, createCaptcha } from '../modules/captcha/index.js';
import { findGameIdByCode } from '../modules/games/index.js';
import { findMemberByUsername } from '../modules/member/index.js';
import { launchGame, playRound, settlePlayRound } from '../modules/play/index.js';
import {
  findCategories,
  findPromotionIdByTitle,
  insertPromotion,
} from '../modules/promotions/index.js';
import { register } from '../modules/registration/index.js';
import { endMemberSessions } from '../modules/session/index.js';
import { findSite } from '../modules/system/index.js';
import { signIn } from './demo-history.js';
import { DEMO_MEMBER_TYPES } from './demo-promotions-data.js';
import type { SeedCtx } from './seed-steps.js';

/** The demo's referral promotion and demo01's invited friends (README "Demo site"). */

const OPENED = Date.UTC(2026, 0, 1);
const rules = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

export const REFERRAL_PROMOTION = {
  rewardMinor: 100_000,
  targetMinor: 50_000,
  days: 7,
  EN: {
    title: 'Invite Friends: K 1,000 for Every Friend Who Plays',
    content: `<p>Share your invite link from <b>Invite friends</b>. For every friend who signs up through it and reaches a <b>K 500</b> valid stake on slot games within <b>7 days</b>, you get <b>K 1,000</b>.</p>${rules(['Your friend must register through your own link or QR code.', 'The bonus waits in your Reward Centre; claim it there.', 'One bonus per friend; play through it once before you withdraw it.'])}`,
  },
  MY: {
    title: 'သူငယ်ချင်း ဖိတ်ခေါ်ပါ- ကစားသော သူငယ်ချင်းတိုင်းအတွက် K 1,000',
    content: `<p><b>သူငယ်ချင်း ဖိတ်ရန်</b> မှ သင့်ဖိတ်ခေါ်လင့်ခ်ကို မျှဝေပါ။ ထိုလင့်ခ်ဖြင့် စာရင်းသွင်းပြီး <b>၇ ရက်</b> အတွင်း စလော့ဂိမ်းများတွင် အကျုံးဝင်သော လောင်းကြေး <b>K 500</b> ပြည့်သော သူငယ်ချင်းတိုင်းအတွက် <b>K 1,000</b> ရရှိပါမည်။</p>${rules(['သူငယ်ချင်းသည် သင့်လင့်ခ် သို့မဟုတ် QR ကုဒ်ဖြင့် စာရင်းသွင်းရပါမည်။', 'ဘောနပ်စ်သည် ဆုလာဘ်စင်တာတွင် စောင့်နေပါမည်၊ ထိုနေရာတွင် ရယူပါ။', 'သူငယ်ချင်းတစ်ဦးလျှင် ဘောနပ်စ် တစ်ကြိမ်၊ ငွေမထုတ်မီ တစ်ဆ လောင်းကစားရပါမည်။'])}`,
  },
};

/** The referral promotion, in the Hot and Specials tabs (after the others). */
export const seedDemoReferralPromotion = async (
  ctx: SeedCtx,
  merchantCode: string,
): Promise<void> => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  if (await findPromotionIdByTitle(ctx, site.id, REFERRAL_PROMOTION.EN.title)) return;
  const categories = await findCategories(ctx, site.id);
  const tabs = categories
    .filter((c) => ['Hot', 'Specials'].includes(JSON.parse(c.titles).EN))
    .map((c) => c.id);
  await insertPromotion(
    ctx,
    {
      merchant_id: site.id,
      kind: 'referral',
      category_ids: JSON.stringify(tabs),
      sort: 100,
      starts_at: OPENED,
      ends_at: null,
      frequency: 'once',
      member_types: JSON.stringify(DEMO_MEMBER_TYPES),
      budget_minor: 100_000_000,
      reward_minor: REFERRAL_PROMOTION.rewardMinor,
      mission_category: 'RNG',
      mission_target_minor: REFERRAL_PROMOTION.targetMinor,
      referral_days: REFERRAL_PROMOTION.days,
      turnover_multiplier: 1,
      created_at: ctx.now(),
    },
    { EN: REFERRAL_PROMOTION.EN, MY: REFERRAL_PROMOTION.MY },
    (id) => [`/wps/relay/promotions/art/${id}.svg?sequence=1`],
  );
};

/**
 * demo01's friends, each registered through the registration service by demo01's invite link
 * (recommenderId: demo01's id), answering the captcha as the visitor would, and the slot spins
 * (K 50 each) they made: the first reached the rule's K 500 (its K 1,000 waits in demo01's
 * reward centre), the second is on its way, the third has not played yet.
 */
export const DEMO_FRIENDS = [
  { username: 'friend01', spins: 10 },
  { username: 'friend02', spins: 3 },
  { username: 'friend03', spins: 0 },
] as const;
const FRIEND_PASSWORD = 'Friend1234';
const SLOT = { vendor: 'PG', code: 'RNG001' };

const registerFriend = async (site: SiteCtx, username: string, recommenderId: string) => {
  const captcha = await createCaptcha(site);
  const visitor: RequestCtx = {
    ...site,
    language: 'EN',
    ip: '127.0.0.1',
    member: null,
    cookies: { [CAPTCHA.cookie]: captcha.id },
  };
  const { session } = await register(visitor, {
    timestamp: site.now(),
    nonce: randomBytes(12).toString('hex'),
    loginDeviceId: `demo-${username}-device`,
    type: 0,
    registerUrl: 'localhost',
    registerMethod: 'H5',
    normalRegistration: true,
    ageConfirmed: true,
    username,
    password: FRIEND_PASSWORD,
    confirmPassword: FRIEND_PASSWORD,
    recommenderId,
    captcha: captcha.code,
  });
  return session.id;
};

const spin = async (site: SiteCtx, memberId: number, gameId: string, spins: number) => {
  if (spins === 0) return;
  const player = await signIn(site, memberId);
  const launched = await launchGame(player, { nodeId: gameId });
  const ticket = new URL(launched.url, 'http://localhost').searchParams.get('ticket') ?? '';
  for (let i = 0; i < spins; i++) {
    const placed = await playRound(player, {
      ticket,
      requestId: `demo-referral-slot-${i}`,
      stake: '50.00',
      choice: { kind: 'slot' },
    });
    if (placed.round.status === 'open') {
      await settlePlayRound(player, { ticket, roundId: placed.round.roundId });
    }
  }
};

export const seedDemoReferrals = async (ctx: SeedCtx, merchantCode: string): Promise<void> => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  const siteCtx: SiteCtx = { ...ctx, site };
  const demo01 = await findMemberByUsername(siteCtx, 'demo01');
  if (!demo01) return;
  const slot = await findGameIdByCode(ctx.db, SLOT.vendor, SLOT.code);
  if (slot === undefined) throw new Error('demo referrals: no slot game');
  for (const friend of DEMO_FRIENDS) {
    if (await findMemberByUsername(siteCtx, friend.username)) continue;
    const id = await registerFriend(siteCtx, friend.username, String(demo01.id));
    await spin(siteCtx, id, String(slot), friend.spins);
    await endMemberSessions(siteCtx, id);
  }
};
