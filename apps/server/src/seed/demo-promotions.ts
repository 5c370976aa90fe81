import type { MemberCtx, SiteCtx } from '../context.js';
import { findGameIdByCode } from '../modules/games/index.js';
import { findMemberByUsername } from '../modules/member/index.js';
import {
  launchGame,
  playRound,
  setStakeContributions,
  settlePlayRound,
} from '../modules/play/index.js';
import {
  applyForPromotion,
  claimPromotion,
  findPromotionIdByTitle,
  hasPromotionEntries,
  insertCategory,
  insertPromotion,
  joinPromotion,
} from '../modules/promotions/index.js';
import { endMemberSessions } from '../modules/session/index.js';
import { findSite } from '../modules/system/index.js';
import { signIn } from './demo-history.js';
import { demoScreenshotPng } from './demo-png.js';
import {
  DEMO_CONTRIBUTIONS,
  DEMO_MEMBER_TYPES,
  DEMO_PROMOTION_CATEGORIES,
  DEMO_PROMOTIONS,
  type DemoCategoryKey,
  type DemoPromotion,
} from './demo-promotions-data.js';
import type { SeedCtx } from './seed-steps.js';

/** The demo site's promotions (categories, rules, texts, generated art) and stake rates. */
export const seedDemoPromotions = async (ctx: SeedCtx, merchantCode: string): Promise<void> => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  const first = DEMO_PROMOTIONS[0]?.EN.title ?? '';
  if (await findPromotionIdByTitle(ctx, site.id, first)) return;
  await setStakeContributions(ctx, site.id, DEMO_CONTRIBUTIONS);
  const categoryIds = new Map<DemoCategoryKey, number>();
  for (const [i, c] of DEMO_PROMOTION_CATEGORIES.entries()) {
    categoryIds.set(c.key, await insertCategory(ctx, site.id, { EN: c.EN, MY: c.MY }, i));
  }
  for (const [i, p] of DEMO_PROMOTIONS.entries()) {
    await insertPromotion(
      ctx,
      {
        merchant_id: site.id,
        kind: p.kind,
        category_ids: JSON.stringify(p.categories.map((key) => categoryIds.get(key))),
        sort: i,
        starts_at: p.startsAt,
        ends_at: p.endsAt,
        frequency: p.frequency,
        member_types: JSON.stringify(DEMO_MEMBER_TYPES),
        budget_minor: p.budgetMinor,
        reward_minor: p.rewardMinor ?? null,
        percent: p.percent ?? null,
        cap_minor: p.capMinor ?? null,
        mission_category: p.missionCategory ?? null,
        mission_target_minor: p.missionTargetMinor ?? null,
        turnover_multiplier: p.turnoverMultiplier,
        created_at: ctx.now(),
      },
      { EN: p.EN, MY: p.MY },
      (id) =>
        Array.from(
          { length: p.images },
          (_, n) => `/wps/relay/promotions/art/${id}.svg?sequence=${n + 1}`,
        ),
    );
  }
};

export const titled = (
  kind: DemoPromotion['kind'],
  category?: string,
  frequency: DemoPromotion['frequency'] = 'daily',
) => {
  const p = DEMO_PROMOTIONS.find(
    (d) =>
      d.kind === kind &&
      (category === undefined || (d.missionCategory === category && d.frequency === frequency)),
  );
  if (!p) throw new Error(`demo promotions: none of kind ${kind}`);
  return p.EN.title;
};

/**
 * Slot spins of K 10 demo01 makes after joining both slot missions: the welcome mission's K 100
 * is reached (its K 300 waits in the reward centre), the daily one is half done (K 100 of K 200).
 */
const MISSION_SPINS = 10;
export const MISSION_SLOT = { vendor: 'PG', code: 'RNG001' };

/** Slot spins through the launch and round services, as the vendor page plays them. */
export const spinSlots = async (
  player: MemberCtx,
  gameId: string,
  spins = MISSION_SPINS,
  stake = '10.00',
) => {
  const launched = await launchGame(player, { nodeId: gameId });
  const ticket = new URL(launched.url, 'http://localhost').searchParams.get('ticket') ?? '';
  for (let i = 0; i < spins; i++) {
    const requestId = `demo-promotions-slot-${i}`;
    const placed = await playRound(player, {
      ticket,
      requestId,
      stake,
      choice: { kind: 'slot' },
    });
    if (placed.round.status === 'open') {
      await settlePlayRound(player, { ticket, roundId: placed.round.roundId });
    }
  }
};

/**
 * demo01's part in the promotions, made through the services: today's check-in bonus claimed,
 * the welcome mission done by real spins and left to claim, the daily slot mission part-way, and an application that waits for
 * an operator. Skipped when demo01 has any entry already.
 */
export const seedDemoPromotionHistory = async (
  ctx: SeedCtx,
  merchantCode: string,
): Promise<void> => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  const siteCtx: SiteCtx = { ...ctx, site };
  const demo01 = await findMemberByUsername(siteCtx, 'demo01');
  if (!demo01) return;
  if (await hasPromotionEntries(ctx, demo01.id)) return;
  const idOf = async (title: string) => {
    const id = await findPromotionIdByTitle(ctx, site.id, title);
    if (!id) throw new Error(`demo promotions: no ${title}`);
    return id;
  };
  const player = await signIn(siteCtx, demo01.id);
  await claimPromotion(player, await idOf(titled('sign_in')));
  await joinPromotion(player, await idOf(titled('bet_mission', 'RNG')));
  await joinPromotion(player, await idOf(titled('bet_mission', 'RNG', 'once')));
  const slot = await findGameIdByCode(ctx.db, MISSION_SLOT.vendor, MISSION_SLOT.code);
  if (slot === undefined) throw new Error('demo promotions: no slot game');
  await spinSlots(player, String(slot));
  await applyForPromotion(player, {
    id: await idOf(titled('manual')),
    comment: 'My 50x win on Golden Dragon, shared in my Facebook group.',
    files: [{ field: 'images', fileName: 'win.png', bytes: demoScreenshotPng(), truncated: false }],
    uploadDir: ctx.options.uploadDir,
  });
  await endMemberSessions(siteCtx, demo01.id);
};
