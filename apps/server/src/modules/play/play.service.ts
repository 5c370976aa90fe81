import {
  formatMinor,
  type GameCategory,
  type GameRecordsAnswer,
  type gameRecordsQuery,
  type PlayStateAnswer,
} from '@lotto/contract';
import type { z } from 'zod/mini';
import type { MemberCtx, RequestCtx } from '../../context.js';
import { amountOf, gameLabelsOf, pageFieldsOf, pageOf } from '../games/index.js';
import { balanceOf, playOf } from './play-context.js';
import { maxBetOf } from './play-game.js';
import { gameRecordOf, roundViewOf } from './round-view.js';
import { findOpenRound, findRecordPage } from './rounds.repository.js';

/** What the vendor page draws itself from, and the member's betting records. */

/**
 * GET state: the game, its odds and limits, the balance and the wallet it is in, the round of
 * this game still open (to resume it) and, for provably fair games, the next round's commitment.
 */
export const playStateOf = async (ctx: RequestCtx, ticket: string): Promise<PlayStateAnswer> => {
  // A game switched off since the launch still shows, so an open round can be finished.
  const play = await playOf(ctx, ticket, false);
  const { member, game, vendor, kind, wallet } = play;
  const open = await findOpenRound(ctx.db, member.id, game.vendor);
  return {
    game: {
      nodeId: String(game.id),
      gameName: game.name,
      gameType: game.category,
      vassalage: game.vendor,
      kind,
      minBet: amountOf(game.minBet),
      maxBet: amountOf(maxBetOf(game.minBet)),
      rtpBasisPoints: game.rtp,
    },
    odds: vendor.odds(kind, game.rtp),
    balance: formatMinor(await balanceOf(ctx, play)),
    wallet,
    currencySymbol: ctx.site.currencySymbol,
    openRound: open && open.game_id === game.id ? roundViewOf(open) : null,
    fair: await vendor.commitment(ctx.db, member.id, game, ctx.now()),
  };
};

/** GET records: the member's own rounds of every game, newest first. */
export const listGameRecords = async (
  ctx: MemberCtx,
  query: z.output<typeof gameRecordsQuery>,
): Promise<GameRecordsAnswer> => {
  const category: GameCategory | undefined = query.gameType === 'HOT' ? undefined : query.gameType;
  const { rows, total } = await findRecordPage(
    ctx.db,
    { memberId: ctx.member.id, category },
    pageOf(query.pageNo, query.pageSize),
  );
  const labels = await gameLabelsOf(
    ctx,
    rows.map((r) => r.game_id),
    ctx.language,
  );
  return {
    list: rows.map((row) => {
      const game = labels.get(row.game_id);
      if (!game) throw new Error(`round ${row.round_id} names no catalogue game`);
      return gameRecordOf(row, game);
    }),
    ...pageFieldsOf(total, query.pageNo, query.pageSize),
  };
};
