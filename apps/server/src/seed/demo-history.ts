import type { PlayChoice } from '@lotto/contract';
import type { MemberCtx, SiteCtx } from '../context.js';
import { addFavourite, findGameIdByCode } from '../modules/games/index.js';
import { findMemberByUsername } from '../modules/member/index.js';
import { hasPlayed, launchGame, playRound, settlePlayRound } from '../modules/play/index.js';
import { authenticate, createSession, endMemberSessions } from '../modules/session/index.js';
import { findSite } from '../modules/system/index.js';
import type { SeedCtx } from './seed-steps.js';

/** A game demo01 has played (vendor and game code: the catalogue's natural key). */
interface PlayedGame {
  vendor: string;
  code: string;
  rounds: { stake: string; choice: PlayChoice }[];
}

const times = <T>(n: number, item: T): T[] => Array.from({ length: n }, () => item);

/**
 * A slot, a live table, a single e-sports bet and the in-house dice: every kind of round
 * settled at once (demo-sports.ts adds bets on scheduled matches).
 */
export const DEMO_HISTORY: readonly PlayedGame[] = [
  { vendor: 'PG', code: 'RNG001', rounds: times(3, { stake: '5.00', choice: { kind: 'slot' } }) },
  {
    vendor: 'EVO',
    code: 'LIVE001',
    rounds: [{ stake: '20.00', choice: { kind: 'table', side: 'player' } }],
  },
  {
    vendor: 'TF',
    code: 'ESPORTS001',
    rounds: [{ stake: '10.00', choice: { kind: 'single', pick: 'home' } }],
  },
  {
    vendor: 'IN',
    code: 'DICE',
    rounds: times(2, { stake: '10.00', choice: { kind: 'dice', target: 50 } }),
  },
];
/** Liked in this order: the slot shows in the slots lobby, the dice in Originals. */
export const DEMO_FAVOURITES = [
  { vendor: 'PG', code: 'RNG001' },
  { vendor: 'IN', code: 'DICE' },
] as const;

const gameIdOf = async (ctx: SiteCtx, game: { vendor: string; code: string }) => {
  const id = await findGameIdByCode(ctx.db, game.vendor, game.code);
  if (id === undefined) throw new Error(`demo history: no game ${game.vendor} ${game.code}`);
  return String(id);
};

/** Launches the game and plays its rounds as the vendor page would, settling open ones. */
const play = async (player: MemberCtx, game: PlayedGame) => {
  const launched = await launchGame(player, { nodeId: await gameIdOf(player, game) });
  const ticket = new URL(launched.url, 'http://localhost').searchParams.get('ticket') ?? '';
  for (const [i, round] of game.rounds.entries()) {
    const requestId = `demo-history-${game.vendor}-${game.code}-${i}`;
    const placed = await playRound(player, { ticket, requestId, ...round });
    if (placed.round.status === 'open') {
      await settlePlayRound(player, { ticket, roundId: placed.round.roundId });
    }
  }
};

/** The demo player, signed in on a device of the seed's, as the app would be. */
export const signIn = async (ctx: SiteCtx, memberId: number): Promise<MemberCtx> => {
  const device = { deviceId: 'demo-seed-device', ip: '127.0.0.1' };
  const { token } = await createSession(ctx, { memberId, ...device });
  const member = await authenticate(ctx, token, ctx.site.id);
  if (!member) throw new Error('demo history: the session did not open');
  return { ...ctx, language: 'EN', ip: device.ip, member, cookies: {} };
};

/**
 * Gives demo01 a history through the same services a player's launches and rounds use, so every
 * screen that lists records (game records, wallet transactions, recent games, favourites) has
 * some on first start (the README lists them). Outcomes are random; a demo01 who has played
 * already is left alone.
 */
export const seedDemoHistory = async (ctx: SeedCtx, merchantCode: string): Promise<void> => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  const siteCtx: SiteCtx = { ...ctx, site };
  const demo01 = await findMemberByUsername(siteCtx, 'demo01');
  if (!demo01 || (await hasPlayed(siteCtx, demo01.id))) return;
  const player = await signIn(siteCtx, demo01.id);
  for (const game of DEMO_HISTORY) await play(player, game);
  for (const game of DEMO_FAVOURITES) {
    await addFavourite(player, { nodeId: await gameIdOf(siteCtx, game), vendor: game.vendor });
  }
  await endMemberSessions(siteCtx, demo01.id); // the seed's device signs out again
};
