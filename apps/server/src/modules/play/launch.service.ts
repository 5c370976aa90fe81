import {
  type GameCategory,
  type LaunchGameAnswer,
  type LaunchGameRequest,
  LOTTERY_LAUNCHER_VENDORS,
  MEMBER_TYPES,
} from '@lotto/contract';
import type { MemberCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { recordLaunch } from '../games/index.js';
import { assertMayPlay } from '../limits/index.js';
import { refuseOpenRound } from './play-context.js';
import { gameRowOf, isAvailable, type PlayGameRow, playableBy, playGameOf } from './play-game.js';
import { issueTicket } from './ticket.service.js';
import type { PlayGame } from './vendor.js';

/** Launching a game (spec/02 section 4 "Game launch"): checks, then the address to open. */

/** The app's lottery launcher: the betting view of a lottery, or a lottery vendor's lobby. */
const lotteryUrl = (game: PlayGame): string | null => {
  if (game.category === 'LOTT' || game.category === 'ELOTT') {
    const mode = game.category === 'ELOTT' ? 'Elott' : 'Lott';
    const query = { playType: 'trad', prize_mode: mode, code: game.code, pageBack: 'home' };
    return `/m/launchGame?${new URLSearchParams(query)}`;
  }
  if ((LOTTERY_LAUNCHER_VENDORS as readonly string[]).includes(game.vendor)) {
    const query = { playType: 'lobby', vendor: game.vendor, pageBack: 'home' };
    return `/m/launchGame?${new URLSearchParams(query)}`;
  }
  return null;
};

/** The optional names of the game must be those of nodeId's game. */
const checkAgreement = (row: PlayGameRow, request: LaunchGameRequest): void => {
  const fields: { field: string; message: string }[] = [];
  const differs = (field: string, given: string | undefined, actual: string) => {
    if (given !== undefined && given !== actual) {
      fields.push({ field, message: 'does not match the game of nodeId' });
    }
  };
  differs('gameType', request.gameType, row.category);
  differs('vassalage', request.vassalage, row.vendor);
  differs('gameId', request.gameId, row.code);
  if (fields.length > 0) throw new AppError('request_param_err', { fields });
};

/** POST launch: the address of the vendor page (with a fresh ticket) or the lottery launcher. */
export const launchGame = async (
  ctx: MemberCtx,
  request: LaunchGameRequest,
): Promise<LaunchGameAnswer> => {
  const { member, language } = ctx;
  // Responsible play: a timed-out or self-excluded member launches nothing, the lottery included.
  if (member.type !== MEMBER_TYPES.freeTrial) await assertMayPlay(ctx, member.id, 0);
  const row = await gameRowOf(ctx, Number(request.nodeId), member.merchantId, language);
  checkAgreement(row, request);
  if (!isAvailable(row)) throw new AppError('game.unavailable');
  const game = playGameOf(row);
  let url = lotteryUrl(game);
  const target = url ? 'lottery' : 'vendor';
  if (!url) {
    const playable = playableBy(game);
    if (!playable) throw new AppError('game.unavailable');
    if (request.matchId !== undefined && playable.kind !== 'match') {
      const fields = [{ field: 'matchId', message: 'this game takes no bets on matches' }];
      throw new AppError('request_param_err', { fields });
    }
    // Launching the open round's own game is allowed: the page resumes that round.
    await refuseOpenRound(ctx, { memberId: member.id, vendor: game.vendor, language }, game.id);
    const ticket = await issueTicket(ctx, game.id);
    url = playable.vendor.launchUrl(ticket, language, request.matchId);
  }
  await recordLaunch(ctx, member.id, game.id);
  return {
    url,
    target,
    nodeId: String(game.id),
    gameName: game.name,
    gameType: game.category as GameCategory,
    vassalage: game.vendor,
  };
};
