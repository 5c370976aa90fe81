import { MEMBER_TYPES, type PlayChoice } from '@lotto/contract';
import type { MemberCtx, SiteCtx } from '../context.js';
import { setUpDepositChannels } from '../modules/deposits/index.js';
import { findGameIdByCode } from '../modules/games/index.js';
import {
  closeDueDraws,
  createDraw,
  drawDraw,
  placeOrders,
  type ScheduledGame,
  scheduledGames,
  settleDraw,
  slotsBetween,
} from '../modules/lottery/index.js';
import { findMemberByUsername } from '../modules/member/index.js';
import { launchGame, playRound, settlePlayRound } from '../modules/play/index.js';
import { endMemberSessions } from '../modules/session/index.js';
import { signUp } from '../modules/signup/index.js';
import { findSite, type Site, siteDayBounds } from '../modules/system/index.js';
import { demoHash } from './demo-accounts.js';
import { paidAtGateway } from './demo-deposits.js';
import { signIn } from './demo-history.js';
import type { SeedCtx } from './seed-steps.js';

/**
 * agent01's team, three levels deep (README "Demo site"), made through the services a real team
 * goes through: sign-up places each under its upline (a sub-agent as opened by its upline, a
 * player as registered by the upline's invitation code), each paying a
 * deposit at the demo gateway and playing slots, a live table and the lottery on days spread
 * over the last weeks. Today some have signed in and played, one registered, one is online,
 * so the agent home's four counters are not zero on first start.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * How long before the seed's now a member's day of doings starts: two hours, or most of the
 * site's day so far when it began less than that ago. What the plan does "today" then falls on
 * the site's today even when the seed runs just after the site's midnight, and each earlier day's
 * doings on their own site day.
 */
const daySpan = (site: Site, now: number) =>
  Math.min(2 * HOUR, Math.floor((now - siteDayBounds(site.timeZone, now).from) * 0.9));
const registeredAt = (site: Site, now: number, daysAgo: number) =>
  now - daysAgo * DAY - daySpan(site, now);
export const TEAM_AGENT_PASSWORD = 'Agent1234';
export const TEAM_PLAYER_PASSWORD = 'Player1234';

interface TeamMemberPlan {
  username: string;
  upline: string;
  /** A sub-agent (opened by its upline) has an invitation code of its own. */
  agentCode?: string;
  /** Registered this many days before the seed's now (0: today). */
  registeredDaysAgo: number;
  /** Plays every this many days from registration (0: never). */
  playsEvery: number;
  deposit: string;
  /** Signs in and plays today; `online` keeps that session open. */
  today?: 'played' | 'online';
  /** Plays one draw of the 1-minute 5D lottery, this many days ago. */
  lotteryDaysAgo?: number;
}

export const DEMO_AGENT_TEAM: readonly TeamMemberPlan[] = [
  {
    username: 'agent02',
    upline: 'agent01',
    agentCode: 'AGENT02',
    registeredDaysAgo: 24,
    playsEvery: 6,
    deposit: '90000.00',
    today: 'played',
  },
  {
    username: 'player11',
    upline: 'agent01',
    registeredDaysAgo: 21,
    playsEvery: 3,
    deposit: '50000.00',
    today: 'online',
    lotteryDaysAgo: 3,
  },
  {
    username: 'player12',
    upline: 'agent01',
    registeredDaysAgo: 18,
    playsEvery: 4,
    deposit: '30000.00',
  },
  {
    username: 'agent03',
    upline: 'agent02',
    agentCode: 'AGENT03',
    registeredDaysAgo: 16,
    playsEvery: 5,
    deposit: '60000.00',
  },
  {
    username: 'player21',
    upline: 'agent02',
    registeredDaysAgo: 12,
    playsEvery: 3,
    deposit: '40000.00',
    today: 'played',
    lotteryDaysAgo: 2,
  },
  {
    username: 'player22',
    upline: 'agent02',
    registeredDaysAgo: 9,
    playsEvery: 0,
    deposit: '10000.00',
  },
  {
    username: 'player31',
    upline: 'agent03',
    registeredDaysAgo: 6,
    playsEvery: 2,
    deposit: '25000.00',
    today: 'played',
  },
  {
    username: 'player32',
    upline: 'agent03',
    registeredDaysAgo: 0,
    playsEvery: 0,
    deposit: '5000.00',
  },
];

const at = <C extends SiteCtx>(ctx: C, ms: number): C => ({ ...ctx, now: () => ms });

/**
 * A member signed up under the upline as registration does: a sub-agent as its upline opens
 * one, a player as the registration page does with the agent's invitation code. Sign-up places
 * them in the team in its transaction. One published password per kind, hashed once.
 */
const signUpUnder = async (ctx: SiteCtx, plan: TeamMemberPlan, upline: Upline, log2: number) => {
  const agent = plan.agentCode !== undefined;
  const secret = agent ? TEAM_AGENT_PASSWORD : TEAM_PLAYER_PASSWORD;
  const fields = {
    type: agent ? MEMBER_TYPES.agent1 : MEMBER_TYPES.member,
    nickname: plan.username,
    affiliateCode: plan.agentCode,
    referredByCode: agent ? undefined : (upline.affiliate_code ?? undefined),
    registerMethod: 'H5' as const,
    password: { hash: await demoHash(secret, log2) },
    uplineId: upline.id,
  };
  const { member } = await signUp(ctx, { member: fields, username: plan.username });
  return member.id;
};

const SLOT = { vendor: 'PG', code: 'RNG001' };
const LIVE = { vendor: 'EVO', code: 'LIVE001' };
const SLOT_SPIN: { stake: string; choice: PlayChoice } = {
  stake: '20.00',
  choice: { kind: 'slot' },
};
const LIVE_HAND: { stake: string; choice: PlayChoice } = {
  stake: '50.00',
  choice: { kind: 'table', side: 'banker' },
};

/** One sitting: a few slot spins and a live hand, each settled as the vendor page would. */
const playSitting = async (
  player: MemberCtx,
  games: { slot: string; live: string },
  tag: string,
) => {
  const sittings = [
    { nodeId: games.slot, rounds: [SLOT_SPIN, SLOT_SPIN] },
    { nodeId: games.live, rounds: [LIVE_HAND] },
  ];
  for (const sitting of sittings) {
    const launched = await launchGame(player, { nodeId: sitting.nodeId });
    const ticket = new URL(launched.url, 'http://localhost').searchParams.get('ticket') ?? '';
    for (const [i, round] of sitting.rounds.entries()) {
      const requestId = `demo-team-${tag}-${sitting.nodeId}-${i}`;
      const placed = await playRound(player, { ticket, requestId, ...round });
      if (placed.round.status === 'open') {
        await settlePlayRound(player, { ticket, roundId: placed.round.roundId });
      }
    }
  }
};

/** One draw of the 5D game on that day: made, bet on while selling, drawn and settled. */
const playLotteryDraw = async (player: MemberCtx, game: ScheduledGame, from: number) => {
  const [slot] = slotsBetween(game.schedule, game.timeZone, from, from + 10 * 60_000);
  if (!slot) return;
  const id = await createDraw(at(player, slot.opensAt - 5_000), game, slot, 'seed');
  if (id === null) return;
  await placeOrders(at(player, slot.opensAt + 15_000), {
    code: game.code,
    drawNo: slot.drawNo,
    requestId: `demo-team-lottery-${player.member.id}`,
    items: [
      {
        betType: '5D_FIXED',
        selection: { positions: [[0, 2, 4, 6, 8], [], [], [], []] },
        unit: '1',
        multiple: 2,
        prizeGroup: 1900,
      },
    ],
  });
  const drawn = at(player, slot.drawAt + 2_000);
  await closeDueDraws(drawn);
  await drawDraw(drawn, id, 'seed');
  await settleDraw(drawn, id);
};

interface Upline {
  id: number;
  affiliate_code: string | null;
}

interface TeamSeedParts {
  games: { slot: string; live: string };
  gatewayChannel: number;
  lottery: ScheduledGame | undefined;
}

/** The member's doings from registration to today, each at its own time. */
const liveOut = async (
  ctx: SiteCtx,
  plan: TeamMemberPlan,
  memberId: number,
  parts: TeamSeedParts,
) => {
  const now = ctx.now();
  const span = daySpan(ctx.site, now);
  const registered = registeredAt(ctx.site, now, plan.registeredDaysAgo);
  const first = await signIn(at(ctx, registered + Math.floor(span / 2)), memberId);
  await paidAtGateway(first, parts.gatewayChannel, plan.deposit);
  await endMemberSessions(at(ctx, registered + Math.floor(span / 2)), memberId);
  if (plan.playsEvery > 0) {
    for (let days = plan.registeredDaysAgo - 1; days >= 1; days -= plan.playsEvery) {
      const player = await signIn(at(ctx, now - days * DAY - 3 * HOUR), memberId);
      await playSitting(player, parts.games, `d${days}`);
      await endMemberSessions(player, memberId);
    }
  }
  if (plan.lotteryDaysAgo !== undefined && parts.lottery) {
    const day = now - plan.lotteryDaysAgo * DAY - 5 * HOUR;
    const player = await signIn(at(ctx, day), memberId);
    await playLotteryDraw(player, parts.lottery, day);
    await endMemberSessions(player, memberId);
  }
  if (plan.today) {
    const player = await signIn(at(ctx, now - Math.floor(span / 12)), memberId);
    await playSitting(player, parts.games, 'today');
    if (plan.today === 'played') await endMemberSessions(player, memberId);
  }
};

const partsOf = async (ctx: SiteCtx): Promise<TeamSeedParts | null> => {
  const slot = await findGameIdByCode(ctx.db, SLOT.vendor, SLOT.code);
  const live = await findGameIdByCode(ctx.db, LIVE.vendor, LIVE.code);
  const [, gateway] = await setUpDepositChannels(ctx);
  if (slot === undefined || live === undefined || gateway === undefined) return null;
  const games = (await scheduledGames(ctx)).filter((g) => g.merchantId === ctx.site.id);
  return {
    games: { slot: String(slot), live: String(live) },
    gatewayChannel: gateway,
    lottery: games.find((g) => g.code === '5D1'),
  };
};

/** Builds the team once: a member already there is left as it is. */
export const seedDemoAgentTeam = async (ctx: SeedCtx, merchantCode: string): Promise<void> => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  const siteCtx: SiteCtx = { ...ctx, site };
  const parts = await partsOf(siteCtx);
  if (!parts) throw new Error('demo agent team: the games or the gateway channel are missing');
  for (const plan of DEMO_AGENT_TEAM) {
    if (await findMemberByUsername(siteCtx, plan.username)) continue;
    const upline = await findMemberByUsername(siteCtx, plan.upline);
    if (!upline) continue;
    const when = at(siteCtx, registeredAt(site, ctx.now(), plan.registeredDaysAgo));
    const id = await signUpUnder(when, plan, upline, ctx.options.passwordHashLog2);
    await liveOut(siteCtx, plan, id, parts);
  }
};
