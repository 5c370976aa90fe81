import { randomBytes } from 'node:crypto';
import {
  crashPoint,
  crashWin,
  diceRoll,
  diceWin,
  type FairCommit,
  type FairReveal,
  fairDraw,
  type PlayChoice,
  type PlayKind,
  type PlayOutcome,
  seedHash,
} from '@lotto/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findFairSeed, insertFairSeedIfMissing, rotateFairSeed } from './fair-seeds.repository.js';
import type { FairSeedRow } from './play.tables.js';
import { type Vendor, vendorPageUrl } from './vendor.js';

/**
 * The in-house vendor (code IN): dice and crash, provably fair (packages/contract fairness.ts).
 * Each member has a current server seed per game whose sha256 the page shows before the round;
 * the round draws HMAC(serverSeed, "clientSeed:nonce"), reveals the seed and moves to a fresh
 * one, so the player can recompute every result and the server could not pick it after seeing
 * the bet. Which game is which is data: the catalogue game's code.
 */

type Db = Kysely<Database>;

export const IN_HOUSE_VENDOR = 'IN';
export const IN_HOUSE_KINDS: Readonly<Record<string, PlayKind>> = { DICE: 'dice', CRASH: 'crash' };

const newServerSeed = () => randomBytes(32).toString('hex');
/** The client seed a player who never chose one plays with (they may change it any round). */
const newClientSeed = () => randomBytes(8).toString('hex');

const commitOf = async (seed: Pick<FairSeedRow, 'server_seed' | 'client_seed' | 'nonce'>) => ({
  serverSeedHash: await seedHash(seed.server_seed),
  clientSeed: seed.client_seed,
  nonce: seed.nonce,
});

/** The member's current seed of the game, made on first use. */
const currentSeed = async (db: Db, memberId: number, gameId: number, now: number) => {
  const found = await findFairSeed(db, memberId, gameId);
  if (found) return found;
  await insertFairSeedIfMissing(db, {
    member_id: memberId,
    game_id: gameId,
    server_seed: newServerSeed(),
    client_seed: newClientSeed(),
    nonce: 0,
    created_at: now,
  });
  const made = await findFairSeed(db, memberId, gameId);
  if (!made) throw new Error(`fair seed of member ${memberId} not stored`);
  return made;
};

/** The result of a draw for the choice; the roll or point is what the page shows. */
const resultOf = (choice: PlayChoice, draw: bigint, stakeMinor: number, rtp: number) => {
  if (choice.kind === 'dice') {
    const roll = diceRoll(draw);
    const winMinor = roll < choice.target * 100 ? diceWin(stakeMinor, choice.target, rtp) : 0;
    return { outcome: { kind: 'dice', roll } as PlayOutcome, winMinor };
  }
  if (choice.kind === 'crash') {
    const point = crashPoint(draw, rtp);
    const winMinor = point >= choice.cashOut ? crashWin(stakeMinor, choice.cashOut) : 0;
    return { outcome: { kind: 'crash', crashPoint: point } as PlayOutcome, winMinor };
  }
  throw new Error(`in-house vendor: no ${choice.kind} game`);
};

export const inHouseVendor: Vendor = {
  kindOf: (game) => (game.vendor === IN_HOUSE_VENDOR ? (IN_HOUSE_KINDS[game.code] ?? null) : null),

  launchUrl: vendorPageUrl,

  // The page works the pay out from fairness.ts (diceWin, crashWin) and rtpBasisPoints.
  odds: () => ({}),

  commitment: async (db, memberId, game, now): Promise<FairCommit> =>
    commitOf(await currentSeed(db, memberId, game.id, now)),

  place: async (db, { memberId, game, stakeMinor, choice, clientSeed, now }) => {
    const seed = await currentSeed(db, memberId, game.id, now);
    const client = clientSeed ?? seed.client_seed;
    const draw = await fairDraw(seed.server_seed, client, seed.nonce);
    const { outcome, winMinor } = resultOf(choice, draw, stakeMinor, game.rtp);
    const next = { server_seed: newServerSeed(), client_seed: client, created_at: now };
    // The caller holds the member's wallet lock, so no other round of theirs runs meanwhile.
    if (!(await rotateFairSeed(db, seed, next))) {
      throw new Error(`fair seed of member ${memberId} changed during a round`);
    }
    const fair: FairReveal = {
      serverSeedHash: await seedHash(seed.server_seed),
      clientSeed: client,
      nonce: seed.nonce,
      serverSeed: seed.server_seed,
    };
    return {
      outcome,
      winMinor,
      fair,
      nextFair: await commitOf({ ...next, nonce: seed.nonce + 1 }),
    };
  },

  settle: () => {
    throw new Error('in-house rounds settle when they are placed');
  },
};
