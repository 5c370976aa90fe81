import type { MatchPick } from '@lotto/contract';
import type { MemberCtx, SiteCtx } from '../context.js';
import { findGameIdByCode } from '../modules/games/index.js';
import { findMemberByUsername } from '../modules/member/index.js';
import {
  hasMatchBets,
  launchGame,
  listVendorMatches,
  playRound,
  runScheduleAt,
} from '../modules/play/index.js';
import { endMemberSessions } from '../modules/session/index.js';
import { findSite } from '../modules/system/index.js';
import { signIn } from './demo-history.js';
import type { SeedCtx } from './seed-steps.js';

/** demo01 bets on SABA's football, whose schedule the sports-schedule job keeps. */
const GAME = { vendor: 'SABA', code: 'SPORTS001' };
/** The settled bets were placed this long ago: all three matches have ended by now. */
const EARLIER_MS = 8 * 60 * 60_000;
const SETTLED_BETS: readonly { stake: string; pick: MatchPick }[] = [
  { stake: '10.00', pick: 'home' },
  { stake: '20.00', pick: 'away' },
  { stake: '15.00', pick: 'home' },
];
const PENDING_BETS: readonly { stake: string; pick: MatchPick }[] = [
  { stake: '25.00', pick: 'home' },
  { stake: '10.00', pick: 'draw' },
];

/** Launches the football game and bets on its next matches, one bet each, as the page would. */
const betOnNextMatches = async (
  player: MemberCtx,
  bets: readonly { stake: string; pick: MatchPick }[],
  label: string,
) => {
  const nodeId = await findGameIdByCode(player.db, GAME.vendor, GAME.code);
  if (nodeId === undefined) throw new Error('demo sports: no football game');
  const launched = await launchGame(player, { nodeId: String(nodeId) });
  const ticket = new URL(launched.url, 'http://localhost').searchParams.get('ticket') ?? '';
  const { matches } = await listVendorMatches(player, ticket);
  for (const [i, bet] of bets.entries()) {
    const match = matches[i];
    if (!match) return;
    const choice = { kind: 'match' as const, matchId: match.matchId, pick: bet.pick };
    await playRound(player, {
      ticket,
      requestId: `demo-sports-${label}-${i}`,
      stake: bet.stake,
      choice,
    });
  }
};

/**
 * demo01's sports bets through the services, so its betting records show both kinds: three
 * placed eight hours ago on the schedule as it stood then, settled now by the same work the job
 * does when their matches end, and two pending on matches still to come.
 */
export const seedDemoSportsBets = async (ctx: SeedCtx, merchantCode: string): Promise<void> => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  const siteCtx: SiteCtx = { ...ctx, site };
  const demo01 = await findMemberByUsername(siteCtx, 'demo01');
  if (!demo01 || (await hasMatchBets(siteCtx, demo01.id))) return;
  const now = ctx.now();
  const earlier: SiteCtx = { ...siteCtx, now: () => now - EARLIER_MS };
  await runScheduleAt(earlier, earlier.now());
  await betOnNextMatches(await signIn(earlier, demo01.id), SETTLED_BETS, 'earlier');
  await endMemberSessions(earlier, demo01.id);
  await runScheduleAt(siteCtx, now);
  await betOnNextMatches(await signIn(siteCtx, demo01.id), PENDING_BETS, 'pending');
  await endMemberSessions(siteCtx, demo01.id); // the seed's device signs out again
};
