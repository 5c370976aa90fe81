import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import {
  cidrToRange,
  ensureGeoRange,
  findMerchantByCode,
  insertMerchant,
  type NewMerchant,
} from '../modules/system/index.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { seedDemoAgentContracts } from './demo-agent-contracts.js';
import { seedDemoAgentNoticeReads } from './demo-agent-notice-reads.js';
import { seedDemoAgentRates } from './demo-agent-rates.js';
import { seedDemoAgentTeam } from './demo-agent-team.js';
import { seedDemoAgentTransfers } from './demo-agent-transfers.js';
import { seedDemoAnnouncements } from './demo-announcements.js';
import { seedDemoBanners } from './demo-banners.js';
import { DEMO_CUSTOMER_SERVICE, seedDemoCustomerService } from './demo-customer-service.js';
import { seedDemoDepositChannels, seedDemoDeposits } from './demo-deposits.js';
import { seedDemoDevices } from './demo-devices.js';
import { seedDemoFeedback } from './demo-feedback.js';
import { seedDemoGames } from './demo-games.js';
import { seedDemoHelp } from './demo-help.js';
import { seedDemoHistory } from './demo-history.js';
import { seedDemoHotMatches } from './demo-hot-matches.js';
import { seedDemoInbox } from './demo-inbox.js';
import { seedDemoJackpot } from './demo-jackpot.js';
import { seedDemoLeaderboard } from './demo-leaderboard.js';
import { seedDemoLimits } from './demo-limits.js';
import { seedDemoLockedMember } from './demo-locked-member.js';
import { seedDemoLotteryCancel } from './demo-lottery-cancel.js';
import { seedDemoLotteryDraws } from './demo-lottery-draws.js';
import { seedDemoLotteryGames } from './demo-lottery-games.js';
import { seedDemoLotteryOrders } from './demo-lottery-orders.js';
import { seedDemoNoticeReads } from './demo-notice-reads.js';
import { seedDemoBackofficeWork, seedDemoOperators } from './demo-operators.js';
import { seedDemoProfile } from './demo-profile.js';
import { seedDemoPromotionStates } from './demo-promotion-states.js';
import { seedDemoPromotionHistory, seedDemoPromotions } from './demo-promotions.js';
import { seedDemoAutoRebate, seedDemoRebateClaim, seedDemoRebateRates } from './demo-rebates.js';
import { seedDemoRedRain } from './demo-red-rain.js';
import { seedDemoReferralPromotion, seedDemoReferrals } from './demo-referrals.js';
import { seedDemoRisk } from './demo-risk.js';
import { seedDemoSecurity } from './demo-security.js';
import { seedDemoSportsBets } from './demo-sports.js';
import { seedDemoTurnover } from './demo-turnover.js';
import { seedDemoVip, seedDemoVipLevels } from './demo-vip.js';
import { seedDemoWithdrawalSetup, seedDemoWithdrawals } from './demo-withdrawals.js';
import { runSeedSteps, type SeedOptions, type SeedStep, seedOptionsOf } from './seed-steps.js';

/** Fixed so the seed is deterministic: the same rows on every machine. */
const SEEDED_AT = Date.UTC(2026, 0, 1);

export const DEMO_MERCHANT: NewMerchant = {
  code: 'demo',
  name: 'ShweLucky',
  host_names: JSON.stringify(['localhost', '127.0.0.1', 'demo.localhost']),
  logo_url: '/m/brand/logo.svg',
  theme: JSON.stringify({
    primary: '#c8102e',
    primaryContrast: '#ffffff',
    headerBackground: '#1b1b2f',
    headerText: '#ffd166',
    pageBackground: '#f4f5f7',
    accent: '#ffd166',
  }),
  languages: JSON.stringify(['MY', 'EN']),
  default_language: 'MY',
  whitelabel: JSON.stringify({}),
  mobile_template: JSON.stringify({
    login_prompt_text: {
      EN: '<p>New here? Register in one minute and get a welcome credit to try over 600 games.</p>',
      MY: '<p>အသစ်ရောက်လာသူလား။ တစ်မိနစ်အတွင်း အကောင့်ဖွင့်ပြီး ဂိမ်း ၆၀၀ ကျော် စမ်းကစားရန် ကြိုဆိုလက်ဆောင် ရယူပါ။</p>',
    },
    app_background: '#1b1b2f',
    app_desc: {
      EN: 'Install the ShweLucky app: 600+ games in your pocket',
      MY: 'ShweLucky အက်ပ်ကို ထည့်သွင်းပါ၊ ဂိမ်း ၆၀၀ ကျော် သင့်လက်ထဲတွင်',
    },
    app_desc_font_color: '#ffffff',
    mem_cen: '1',
    dep_func: '1',
  }),
  download_links: JSON.stringify([
    { resourceType: 'Android', url: '/m/install?os=android', labelNameEn: 'Android' },
    { resourceType: 'IOS', url: '/m/install?os=ios', labelNameEn: 'iOS' },
    { resourceType: 'AppDownloadIcon', url: '/m/icons/icon-192.png', labelNameEn: 'App icon' },
  ]),
  customer_service: JSON.stringify(DEMO_CUSTOMER_SERVICE),
  image_cdns: JSON.stringify(['/']),
  countries: JSON.stringify(['MM', 'TH', 'VN', 'KH', 'LA', 'MY', 'SG', 'ID', 'PH', 'CN', 'IN']),
  currency: 'MMK',
  currency_symbol: 'K',
  welcome_credit: 100_000, // K 1,000.00 for every new member, so play works without deposits
  minimum_age: 18,
  maintenance: 0,
  maintenance_message: null,
  blocked_countries: JSON.stringify([]),
  blocked_cidrs: JSON.stringify([]),
  created_at: SEEDED_AT,
};

/**
 * Demo address-to-country ranges on the documentation networks, so region rules can be tried
 * (behind a proxy, with X-Forwarded-For). Operators load a real table the same way.
 */
const DEMO_GEO = [
  { cidr: '192.0.2.0/24', country: 'MM' },
  { cidr: '198.51.100.0/24', country: 'TH' },
  { cidr: '203.0.113.0/24', country: 'US' },
  { cidr: '2001:db8::/32', country: 'US' },
];

const seedSiteRow = async (trx: Kysely<Database>) => {
  if (!(await findMerchantByCode(trx, DEMO_MERCHANT.code))) {
    await insertMerchant(trx, DEMO_MERCHANT);
  }
};

/** Each range by its bounds: an operator's own table may already hold others. */
const seedGeoRanges = async (trx: Kysely<Database>) => {
  for (const { cidr, country } of DEMO_GEO) {
    const range = cidrToRange(cidr);
    if (range) await ensureGeoRange(trx, { ip_from: range.from, ip_to: range.to, country });
  }
};

/**
 * The demo seed, in order: accounts and announcements need the site row, demo01's history the
 * accounts and games. The accounts step is named anew since it credits the demo members: a
 * database seeded before (members at K 0.00) runs it once more and they get their credit.
 */
export const DEMO_SEED_STEPS: readonly SeedStep[] = [
  { name: 'demo-site', run: ({ db }) => seedSiteRow(db) },
  { name: 'demo-members', run: (ctx) => seedDemoAccounts(ctx, DEMO_MERCHANT.code) },
  { name: 'demo-games', run: ({ db }) => seedDemoGames(db) },
  {
    name: 'demo-announcements',
    run: ({ db }) => seedDemoAnnouncements(db, DEMO_MERCHANT.code),
  },
  { name: 'demo-geo', run: ({ db }) => seedGeoRanges(db) },
  // The lottery engine's games and the catalogue links to them, then their past draws.
  { name: 'demo-lottery-games', run: (ctx) => seedDemoLotteryGames(ctx, DEMO_MERCHANT.code) },
  { name: 'demo-lottery-draws', run: (ctx) => seedDemoLotteryDraws(ctx) },
  // Before demo01's history, so its slot spins feed the pool.
  { name: 'demo-jackpot', run: (ctx) => seedDemoJackpot(ctx, DEMO_MERCHANT.code) },
  { name: 'demo-rebate-rates', run: (ctx) => seedDemoRebateRates(ctx, DEMO_MERCHANT.code) },
  { name: 'demo-history', run: (ctx) => seedDemoHistory(ctx, DEMO_MERCHANT.code) },
  // demo01 claims its first rounds' rebate; its sports bets' is paid as the job pays it.
  { name: 'demo-rebate-claim', run: (ctx) => seedDemoRebateClaim(ctx, DEMO_MERCHANT.code) },
  { name: 'demo-sports-bets', run: (ctx) => seedDemoSportsBets(ctx, DEMO_MERCHANT.code) },
  { name: 'demo-rebate-auto', run: (ctx) => seedDemoAutoRebate(ctx, DEMO_MERCHANT.code) },
  { name: 'demo-notice-reads', run: (ctx) => seedDemoNoticeReads(ctx, DEMO_MERCHANT.code) },
  { name: 'demo-help', run: (ctx) => seedDemoHelp(ctx, DEMO_MERCHANT.code) },
  {
    name: 'demo-customer-service',
    run: ({ db }) => seedDemoCustomerService(db, DEMO_MERCHANT.code),
  },
  { name: 'demo-promotions', run: (ctx) => seedDemoPromotions(ctx, DEMO_MERCHANT.code) },
  // After the promotions: a banner opens one.
  { name: 'demo-banners', run: (ctx) => seedDemoBanners(ctx, DEMO_MERCHANT.code) },
  {
    name: 'demo-promotion-history',
    run: (ctx) => seedDemoPromotionHistory(ctx, DEMO_MERCHANT.code),
  },
  // demo01's limits and reality check, through the responsible play screen's services.
  { name: 'demo-limits', run: (ctx) => seedDemoLimits(ctx, DEMO_MERCHANT.code) },
  // After the promotion history, whose claim writes demo01's bonus message.
  { name: 'demo-inbox', run: (ctx) => seedDemoInbox(ctx, DEMO_MERCHANT.code) },
  { name: 'demo-profile', run: (ctx) => seedDemoProfile(ctx, DEMO_MERCHANT.code) },
  // demo01's payment password, through the security centre's service; before the devices,
  // whose sessions must outlive the seed's own sign-out.
  { name: 'demo-security', run: (ctx) => seedDemoSecurity(ctx, DEMO_MERCHANT.code) },
  // The back office's operators (installation-wide, not per site): before the deposits and
  // withdrawals they review and the feedback they answer.
  { name: 'demo-operators', run: (ctx) => seedDemoOperators(ctx) },
  // demo_content pins two matches to home's hot-match strip (after the operators).
  { name: 'demo-hot-matches', run: (ctx) => seedDemoHotMatches(ctx, DEMO_MERCHANT.code) },
  // After the operators (one answers it); before the devices: its seed session ends all of demo01's sessions.
  { name: 'demo-feedback', run: (ctx) => seedDemoFeedback(ctx, DEMO_MERCHANT.code) },
  // demo01's deposits: paid at the demo gateway, approved, rejected and one waiting. Before the
  // devices: its seed session ends all of demo01's sessions.
  { name: 'demo-deposits', run: (ctx) => seedDemoDeposits(ctx, DEMO_MERCHANT.code) },
  // Players on the mission leaderboard beside demo01.
  { name: 'demo-leaderboard', run: (ctx) => seedDemoLeaderboard(ctx, DEMO_MERCHANT.code) },
  // The site's banks and withdrawal limits; then demo01's card and withdrawals (after its payee
  // name and payment password; before the devices: its seed session ends demo01's sessions).
  {
    name: 'demo-withdrawal-setup',
    run: (ctx) => seedDemoWithdrawalSetup(ctx, DEMO_MERCHANT.code),
  },
  { name: 'demo-withdrawals', run: (ctx) => seedDemoWithdrawals(ctx, DEMO_MERCHANT.code) },
  // demo01 signed in on a phone and a desktop: the security centre's sessions and devices.
  { name: 'demo-devices', run: (ctx) => seedDemoDevices(ctx, DEMO_MERCHANT.code) },
  { name: 'demo-vip-levels', run: (ctx) => seedDemoVipLevels(ctx, DEMO_MERCHANT.code) },
  // After all of demo01's play: the VIP job's work raises it to the level its stake reaches.
  { name: 'demo-vip', run: (ctx) => seedDemoVip(ctx, DEMO_MERCHANT.code) },
  {
    name: 'demo-referral-promotion',
    run: (ctx) => seedDemoReferralPromotion(ctx, DEMO_MERCHANT.code),
  },
  // demo01's invited friends, registered by its invite link and playing: after the promotion.
  { name: 'demo-referrals', run: (ctx) => seedDemoReferrals(ctx, DEMO_MERCHANT.code) },
  {
    name: 'demo-deposit-channels',
    run: (ctx) => seedDemoDepositChannels(ctx, DEMO_MERCHANT.code),
  },
  // demo01's manual adjustments: one posted, one waiting for a second operator.
  {
    name: 'demo-backoffice-work',
    run: (ctx) => seedDemoBackofficeWork(ctx, DEMO_MERCHANT.code),
  },
  // After the past draws (it draws yesterday's own) and everything that counts demo01's money.
  { name: 'demo-lottery-orders', run: (ctx) => seedDemoLotteryOrders(ctx, DEMO_MERCHANT.code) },
  // A draw cancel waiting for a second operator (the back office's approvals).
  { name: 'demo-lottery-cancel', run: (ctx) => seedDemoLotteryCancel(ctx, DEMO_MERCHANT.code) },
  // Last, after every bonus demo01 takes: it plays their turnover through; demo02 takes one.
  { name: 'demo-turnover', run: (ctx) => seedDemoTurnover(ctx, DEMO_MERCHANT.code) },
  // agent01's three-level team and its play; the agent area's own steps come after it.
  { name: 'demo-agent-team', run: (ctx) => seedDemoAgentTeam(ctx, DEMO_MERCHANT.code) },
  // A round raining on first start, and yesterday's, opened by agent01's team.
  { name: 'demo-red-rain', run: (ctx) => seedDemoRedRain(ctx, DEMO_MERCHANT.code) },
  {
    name: 'demo-agent-notice-reads',
    run: (ctx) => seedDemoAgentNoticeReads(ctx, DEMO_MERCHANT.code),
  },
  // agent01 pays two downlines and keeps two affiliate links (its team's members must exist).
  {
    name: 'demo-agent-transfers',
    run: (ctx) => seedDemoAgentTransfers(ctx, DEMO_MERCHANT.code),
  },
  // After the demo team and its play: agent02's daily salary paid for past days, offers waiting.
  {
    name: 'demo-agent-contracts',
    run: (ctx) => seedDemoAgentContracts(ctx, DEMO_MERCHANT.code),
  },
  { name: 'demo-agent-rates', run: (ctx) => seedDemoAgentRates(ctx, DEMO_MERCHANT.code) },
  // A member locked by the risk operator, with the reason the back office shows.
  { name: 'demo-locked-member', run: (ctx) => seedDemoLockedMember(ctx, DEMO_MERCHANT.code) },
  // The content operator's paused and ended promotions (after the operators and promotions).
  {
    name: 'demo-promotion-states',
    run: (ctx) => seedDemoPromotionStates(ctx, DEMO_MERCHANT.code),
  },
  // Last: the risk scan reads everything seeded before it; demo_risk reviews one alert.
  { name: 'demo-risk', run: (ctx) => seedDemoRisk(ctx, DEMO_MERCHANT.code) },
];

/**
 * demo01's doings (rounds, favourites, announcements opened, its part in promotions): a test
 * app leaves them out unless it asks.
 */
const HISTORY_STEPS = new Set([
  'demo-history',
  'demo-sports-bets',
  // Pins in every test app would change the strip the sports tests read.
  'demo-hot-matches',
  'demo-notice-reads',
  'demo-promotion-history',
  'demo-promotion-states',
  'demo-inbox',
  'demo-profile',
  'demo-devices',
  'demo-security',
  'demo-vip',
  'demo-feedback',
  'demo-leaderboard',
  'demo-referrals',
  'demo-rebate-claim',
  'demo-rebate-auto',
  'demo-limits',
  'demo-withdrawals',
  'demo-deposits',
  'demo-backoffice-work',
  'demo-locked-member',
  // Not demo01's, but thousands of draws: a real start has them, test apps draw their own.
  'demo-lottery-draws',
  'demo-lottery-orders',
  // A draw held for an operator's decision would hold it in every test app too.
  'demo-lottery-cancel',
  'demo-turnover',
  // Its members and alerts would crowd every test app's member and risk lists.
  'demo-risk',
]);

/** agent01's team and the agent area's demo data: a real start has them, test apps ask. */
const AGENT_TEAM_STEPS = new Set([
  'demo-agent-team',
  // A site-wide round open now would change what every test app's members see.
  'demo-red-rain',
  'demo-agent-notice-reads',
  'demo-agent-transfers',
  'demo-agent-contracts',
  'demo-agent-rates',
]);

/**
 * Creates the demo site once, step by step; running it again changes nothing. Options default
 * to the environment's configuration (a real start); without history its step is left for a
 * later start that has it.
 */
export const seedDemoSite = (
  db: Kysely<Database>,
  options: Partial<SeedOptions> = {},
): Promise<void> => {
  const full = seedOptionsOf(options);
  const steps = DEMO_SEED_STEPS.filter(
    (s) =>
      (full.history || !HISTORY_STEPS.has(s.name)) &&
      ((full.history && full.agentTeam) || !AGENT_TEAM_STEPS.has(s.name)),
  );
  return runSeedSteps(db, steps, full);
};
