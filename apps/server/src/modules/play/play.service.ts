import {
  formatMinor,
  type GameCategory,
  type GameRecordsAnswer,
  type gameRecordsQuery,
  type LanguageCode,
  type PlayStateAnswer,
} from '@lotto/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { Database } from '../../db/schema.js';
import { amountOf, pageFieldsOf, pageOf } from '../games/game-item.js';
import type { AuthMember } from '../session/session.service.js';
import { balanceOf, type Caller, playContextOf } from './play-context.js';
import { maxBetOf } from './play-game.js';
import { gameRecordOf, roundViewOf } from './round-view.js';
import { findOpenRound, findRecordPage } from './rounds.repository.js';

/** What the vendor page draws itself from, and the member's betting records. */

type Db = Kysely<Database>;

/**
 * GET state: the game, its odds and limits, the balance, the round of this game still open (to
 * resume it) and, for provably fair games, the commitment of the next round.
 */
export const playStateOf = async (
  db: Db,
  ticket: string,
  caller: Caller & { currencySymbol: string },
): Promise<PlayStateAnswer> => {
  // A game switched off since the launch still shows, so an open round can be finished.
  const ctx = await playContextOf(db, ticket, caller, false);
  const { member, game, vendor, kind } = ctx;
  const open = await findOpenRound(db, member.id, game.vendor, caller.language);
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
    balance: formatMinor(await balanceOf(db, ctx)),
    currencySymbol: caller.currencySymbol,
    openRound: open && open.game_id === game.id ? roundViewOf(open) : null,
    fair: await vendor.commitment(db, member.id, game, caller.now),
  };
};

/** GET records: the member's own rounds of every game, newest first. */
export const listGameRecords = async (
  db: Db,
  asker: { member: AuthMember; language: LanguageCode },
  query: z.output<typeof gameRecordsQuery>,
): Promise<GameRecordsAnswer> => {
  const category: GameCategory | undefined = query.gameType === 'HOT' ? undefined : query.gameType;
  const { rows, total } = await findRecordPage(
    db,
    { memberId: asker.member.id, category, language: asker.language },
    pageOf(query.pageNo, query.pageSize),
  );
  return {
    list: rows.map(gameRecordOf),
    ...pageFieldsOf(total, query.pageNo, query.pageSize),
  };
};
