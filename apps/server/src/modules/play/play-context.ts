import {
  formatMinor,
  type LanguageCode,
  type OpenRoundRef,
  type PlayKind,
  parseMinor,
} from '@lotto/contract';
import type { Ctx, RequestCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { gameLabelsOf } from '../games/index.js';
import type { AuthMember } from '../session/index.js';
import { getBalances, walletKindFor } from '../wallet/index.js';
import { findGameRow, isAvailable, maxBetOf, playableBy, playGameOf } from './play-game.js';
import { findOpenRound } from './rounds.repository.js';
import { openTicket } from './ticket.service.js';
import type { PlayGame, Vendor } from './vendor.js';

/** What every vendor-page call starts from: the ticket's member and game, and its vendor. */
export interface Play {
  member: AuthMember;
  game: PlayGame;
  vendor: Vendor;
  kind: PlayKind;
  /** Play money for a free-trial member, cash otherwise. */
  wallet: 'cash' | 'play';
  language: LanguageCode;
}

/**
 * The ticket's play; `game.ticket.invalid` for a dead ticket. With `mustBePlayable` a game
 * switched off since the launch answers `game.unavailable` (new bets stop, open rounds may
 * still be settled and shown).
 */
export const playOf = async (
  ctx: RequestCtx,
  ticket: string,
  mustBePlayable: boolean,
): Promise<Play> => {
  const { member, gameId } = await openTicket(ctx, ticket);
  const row = await findGameRow(ctx, gameId, ctx.site.id, ctx.language);
  if (!row) throw new AppError('game.ticket.invalid');
  if (mustBePlayable && !isAvailable(row)) throw new AppError('game.unavailable');
  const game = playGameOf(row);
  const playable = playableBy(game);
  if (!playable) throw new AppError('game.unavailable');
  const wallet = walletKindFor(member.type);
  return { member, game, ...playable, wallet, language: ctx.language };
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
export const balanceOf = async (ctx: Ctx, play: Play): Promise<number> => {
  const balances = await getBalances(ctx, play.member.id);
  return balances.find((b) => b.kind === play.wallet)?.balanceMinor ?? 0;
};

/**
 * `game.round.open`, naming the round to resume, when the member has an open round with the
 * vendor; a round of `allowedGameId` is let through (launching that game resumes it).
 */
export const refuseOpenRound = async (
  ctx: Ctx,
  asker: { memberId: number; vendor: string; language: LanguageCode },
  allowedGameId?: number,
): Promise<void> => {
  const open = await findOpenRound(ctx.db, asker.memberId, asker.vendor);
  if (!open || open.game_id === allowedGameId) return;
  const labels = await gameLabelsOf(ctx, [open.game_id], asker.language);
  const ref: OpenRoundRef = {
    nodeId: String(open.game_id),
    gameName: labels.get(open.game_id)?.name ?? '',
    roundId: open.round_id,
  };
  throw new AppError('game.round.open', ref);
};
