import {
  API,
  formatMinor,
  LOTTERY_LAUNCHER_VENDORS,
  launchGameAnswer,
  playRoundAnswer,
} from '@lotto/contract';
import type { SiteCtx } from '@lotto/server/src/context.js';
import type { DbHandle } from '@lotto/server/src/db/create-db.js';
import { signUp } from '@lotto/server/src/modules/signup/index.js';
import { findSite } from '@lotto/server/src/modules/system/index.js';
import { DEMO_MERCHANT } from '@lotto/server/src/seed/demo-site.js';
import { silentLog } from './silent-log.js';

/**
 * Players for round benchmarks: members of the demo site signed up by the sign-up service
 * (member, welcome credit and session in one transaction, as registration does; registration
 * over HTTP needs a captcha a program cannot read), each then launching a slot over HTTP for
 * its own launch ticket, as the app does.
 */

export interface Player {
  token: string;
  ticket: string;
  /** A stake the game takes: 1.00, or the game's minimum when that is higher. */
  stake: string;
}

const STAKE_MINOR = 100;
/** Players spread over this many slot games, as a busy site's players are. */
const SLOT_GAMES = 10;

/** The first slot games of third-party vendors (the demo vendor plays them). */
const slotGames = (db: DbHandle['db']) =>
  db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.id', 'g.vendor_id')
    .select(['g.id', 'g.min_bet'])
    .where('g.category', '=', 'RNG')
    .where('v.code', 'not in', [...LOTTERY_LAUNCHER_VENDORS, 'IN'])
    .orderBy('g.id')
    .limit(SLOT_GAMES)
    .execute();

const signUpTokens = async (db: DbHandle['db'], count: number): Promise<string[]> => {
  const site = await findSite(db, DEMO_MERCHANT.code);
  if (!site) throw new Error('no demo site');
  const ctx: SiteCtx = { db, now: Date.now, log: silentLog, site };
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const { session } = await signUp(ctx, {
      member: { password: null },
      username: `bench${i}`,
      session: { deviceId: `bench-device-${i}`, ip: '127.0.0.1' },
    });
    if (!session) throw new Error('sign-up without its session');
    tokens.push(session.token);
  }
  return tokens;
};

/** POST launchGame with the player's session; answers the vendor page's ticket. */
const launch = async (appUrl: string, token: string, gameId: number): Promise<string> => {
  const res = await fetch(`${appUrl}${API.play.launch}`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ nodeId: String(gameId) }),
  });
  if (!res.ok) throw new Error(`launchGame answered ${res.status}: ${await res.text()}`);
  const answer = launchGameAnswer.parse(((await res.json()) as { value: unknown }).value);
  const ticket = new URL(answer.url, appUrl).searchParams.get('ticket');
  if (!ticket) throw new Error(`launchGame answered no ticket: ${answer.url}`);
  return ticket;
};

/** Signs `count` players up in the database, then launches a slot for each on the app. */
export const makePlayers = async (
  db: DbHandle['db'],
  appUrl: string,
  count: number,
): Promise<Player[]> => {
  const games = await slotGames(db);
  const tokens = await signUpTokens(db, count);
  return Promise.all(
    tokens.map(async (token, i) => {
      const game = games[i % games.length];
      if (!game) throw new Error('no slot game in the seed');
      const ticket = await launch(appUrl, token, game.id);
      return { token, ticket, stake: formatMinor(Math.max(STAKE_MINOR, game.min_bet)) };
    }),
  );
};

/** A slot round's body; each new round needs its own requestId (8 to 64 of A-Z a-z 0-9 _ -). */
export const roundBody = (player: Player, requestId: string): string =>
  JSON.stringify({
    ticket: player.ticket,
    requestId,
    stake: player.stake,
    choice: { kind: 'slot' },
  });

/** One real round over HTTP; answers its JSON as sent, for a bare route to answer the same. */
export const playOneRound = async (appUrl: string, player: Player): Promise<unknown> => {
  const res = await fetch(`${appUrl}${API.play.round}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: roundBody(player, 'bench-capture'),
  });
  if (!res.ok) throw new Error(`round answered ${res.status}: ${await res.text()}`);
  const json = (await res.json()) as { value: unknown };
  playRoundAnswer.parse(json.value);
  return json;
};
