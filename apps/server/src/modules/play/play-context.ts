import {
  formatMinor,
  type LanguageCode,
  type OpenRoundRef,
  type PlayKind,
  parseMinor,
  type WalletAccountKind,
} from '@lotto/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { AuthMember } from '../session/session.service.js';
import { getBalances, type Db as LedgerDb, walletKindFor } from '../wallet/ledger.service.js';
import { findPlayGameRow } from './play.repository.js';
import { isAvailable, maxBetOf, playableBy, playGameOf } from './play-game.js';
import { findOpenRound } from './rounds.repository.js';
import { openTicket } from './ticket.service.js';
import type { PlayGame, Vendor } from './vendor.js';

/** What every vendor-page call starts from: the ticket's member and game, and its vendor. */

type Db = Kysely<Database>;

export interface PlayContext {
  member: AuthMember;
  game: PlayGame;
  vendor: Vendor;
  kind: PlayKind;
  /** Play money for a free-trial member, cash otherwise. */
  wallet: WalletAccountKind;
  language: LanguageCode;
}

export interface Caller {
  siteId: number;
  language: LanguageCode;
  now: number;
}

/**
 * The ticket's context; `game.ticket.invalid` for a dead ticket. With `mustBePlayable` a game
 * switched off since the launch answers `game.unavailable` (new bets stop, open rounds may
 * still be settled and shown).
 */
export const playContextOf = async (
  db: Db,
  ticket: string,
  { siteId, language, now }: Caller,
  mustBePlayable: boolean,
): Promise<PlayContext> => {
  const { member, gameId } = await openTicket(db, ticket, siteId, now);
  const row = await findPlayGameRow(db, gameId, siteId, language);
  if (!row) throw new AppError('game.ticket.invalid');
  if (mustBePlayable && !isAvailable(row)) throw new AppError('game.unavailable');
  const game = playGameOf(row);
  const playable = playableBy(game);
  if (!playable) throw new AppError('game.unavailable');
  return { member, game, ...playable, wallet: walletKindFor(member.type), language };
};

/** The stake in minor units: a positive amount between the game's minimum and maximum. */
export const stakeOf = (text: string, game: PlayGame): number => {
  const minor = parseMinor(text);
  if (minor === null || minor < game.minBet || minor > maxBetOf(game.minBet)) {
    const limits = { minBet: formatMinor(game.minBet), maxBet: formatMinor(maxBetOf(game.minBet)) };
    throw new AppError('game.bet.invalid', limits);
  }
  return minor;
};

/** The member's balance in the wallet they play with (0 before it exists). */
export const balanceOf = async (db: LedgerDb, ctx: PlayContext): Promise<number> => {
  const balances = await getBalances(db, ctx.member.id);
  return balances.find((b) => b.kind === ctx.wallet)?.balanceMinor ?? 0;
};

/**
 * `game.round.open`, naming the round to resume, when the member has an open round with the
 * vendor; a round of `allowedGameId` is let through (launching that game resumes it).
 */
export const refuseOpenRound = async (
  db: Db,
  asker: { memberId: number; vendor: string; language: string },
  allowedGameId?: number,
): Promise<void> => {
  const open = await findOpenRound(db, asker.memberId, asker.vendor, asker.language);
  if (!open || open.game_id === allowedGameId) return;
  const ref: OpenRoundRef = {
    nodeId: String(open.game_id),
    gameName: open.game_name,
    roundId: open.round_id,
  };
  throw new AppError('game.round.open', ref);
};
