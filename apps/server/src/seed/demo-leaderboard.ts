import type { SiteCtx } from '../context.js';
import { findGameIdByCode } from '../modules/games/index.js';
import { findMemberByUsername } from '../modules/member/index.js';
import { endMemberSessions } from '../modules/session/index.js';
import { signUp } from '../modules/signup/index.js';
import { findSite } from '../modules/system/index.js';
import { signIn } from './demo-history.js';
import { MISSION_SLOT, spinSlots } from './demo-promotions.js';
import type { SeedCtx } from './seed-steps.js';

/**
 * Players of the demo site who have spun the mission's slot today (few spins: every start and
 * every test app with history pays for them), so the mission leaderboard
 * has a field beside demo01: signed up through the sign-up service (no password: nobody signs
 * in as them) and playing through the launch and round services, as the vendor page does.
 */
export const DEMO_BOARD_PLAYERS = [
  { username: 'lucky777', spins: 8, stake: '30.00' },
  { username: 'mandalay88', spins: 5, stake: '30.00' },
  { username: 'goldenmm', spins: 3, stake: '15.00' },
  { username: 'shwestar', spins: 2, stake: '15.00' },
] as const;

export const seedDemoLeaderboard = async (ctx: SeedCtx, merchantCode: string): Promise<void> => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  const siteCtx: SiteCtx = { ...ctx, site };
  const slot = await findGameIdByCode(ctx.db, MISSION_SLOT.vendor, MISSION_SLOT.code);
  if (slot === undefined) throw new Error('demo leaderboard: no slot game');
  for (const player of DEMO_BOARD_PLAYERS) {
    if (await findMemberByUsername(siteCtx, player.username)) continue;
    const { member } = await signUp(siteCtx, {
      member: { password: null },
      username: player.username,
    });
    const playing = await signIn(siteCtx, member.id);
    await spinSlots(playing, String(slot), player.spins, player.stake);
    await endMemberSessions(siteCtx, member.id);
  }
};
