import type { MemberCtx, SiteCtx } from '../context.js';
import { findGameIdByCode } from '../modules/games/index.js';
import { findMemberByUsername } from '../modules/member/index.js';
import { launchGame, playRound, settlePlayRound } from '../modules/play/index.js';
import { claimPromotion, findPromotionIdByTitle } from '../modules/promotions/index.js';
import { endSession } from '../modules/session/index.js';
import { findSite } from '../modules/system/index.js';
import { turnoverOf } from '../modules/turnover/index.js';
import { signIn } from './demo-history.js';
import { titled } from './demo-promotions.js';
import type { SeedCtx } from './seed-steps.js';

/**
 * A fish game: its stake counts in full toward turnover (site data), and unlike a slot it feeds
 * neither the slot missions nor the jackpot, so demo01's mission and pool figures stay as told.
 */
export const TURNOVER_GAME = { vendor: 'JL', code: 'FISH001' } as const;
/** K 500 a round: a few rounds play a bonus through, so demo01's records keep their variety. */
const STAKE_MINOR = 50_000;
/** A bound on the rounds, should the site's contributions ever count fish for nothing. */
const MOST_ROUNDS = 200;

const leftOf = async (ctx: SiteCtx, memberId: number) =>
  (await turnoverOf(ctx, { merchantId: ctx.site.id, memberId })).leftMinor;

/** Plays fish rounds, as the vendor page does, until no bonus turnover is left. */
const playTurnoverThrough = async (player: MemberCtx) => {
  const nodeId = await findGameIdByCode(player.db, TURNOVER_GAME.vendor, TURNOVER_GAME.code);
  if (nodeId === undefined) throw new Error('demo turnover: no fish game in the catalogue');
  const launched = await launchGame(player, { nodeId: String(nodeId) });
  const ticket = new URL(launched.url, 'http://localhost').searchParams.get('ticket') ?? '';
  for (let i = 0, left = await leftOf(player, player.member.id); left > 0 && i < MOST_ROUNDS; i++) {
    const stake = (Math.min(left, STAKE_MINOR) / 100).toFixed(2);
    const requestId = `demo-turnover-${i}`;
    const placed = await playRound(player, { ticket, requestId, stake, choice: { kind: 'slot' } });
    if (placed.round.status === 'open') {
      await settlePlayRound(player, { ticket, roundId: placed.round.roundId });
    }
    left = await leftOf(player, player.member.id);
  }
};

/**
 * demo01 plays its bonuses' turnover through (the check-in bonus and any other), so a visitor
 * trying the demo can withdraw at once; demo02 claims today's check-in bonus and plays none of
 * it, so its withdraw screen shows the turnover left. Both through the services, as the app
 * and the vendor page use them. A demo02 that claimed already is left alone.
 */
export const seedDemoTurnover = async (ctx: SeedCtx, merchantCode: string): Promise<void> => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  const siteCtx: SiteCtx = { ...ctx, site };
  const demo01 = await findMemberByUsername(siteCtx, 'demo01');
  // Nothing to do makes nothing: no sign-in (and its session) when a run finds it done.
  if (demo01 && (await leftOf(siteCtx, demo01.id)) > 0) {
    const player = await signIn(siteCtx, demo01.id);
    await playTurnoverThrough(player);
    // Only the seed's own session ends: demo01's phone and desktop (demo-devices) stay signed in.
    await endSession(player);
  }
  const demo02 = await findMemberByUsername(siteCtx, 'demo02');
  const checkIn = await findPromotionIdByTitle(ctx, site.id, titled('sign_in'));
  if (!demo02 || !checkIn || (await leftOf(siteCtx, demo02.id)) > 0) return;
  const player = await signIn(siteCtx, demo02.id);
  await claimPromotion(player, checkIn);
  await endSession(player);
};
