import { WINNER_BOARD_DAYS, type winnersAnswer, type winnersQuery } from '@lotto/contract';
import type { z } from 'zod/mini';
import type { RequestCtx } from '../../context.js';
import { amountOf, gameLabelsOf, pageFieldsOf, pageOf } from '../games/index.js';
import { usernamesOf } from '../member/index.js';
import { findWinnerPage } from './rounds.repository.js';

type Out<T extends z.ZodMiniType> = z.output<T>;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** "alice" -> "a***e": the board never shows a whole account name (Burmese: whole letters). */
export const maskUserName = (name: string): string => {
  const chars = Array.from(graphemes.segment(name), (s) => s.segment);
  const first = chars[0] ?? '';
  return chars.length <= 2 ? `${first}***` : `${first}***${chars[chars.length - 1]}`;
};

const DAY_MS = 86_400_000;

/** GET winner board: the site's settled real-money wins of the last days, highest first. */
export const listWinners = async (
  ctx: RequestCtx,
  q: Out<typeof winnersQuery>,
): Promise<Out<typeof winnersAnswer>> => {
  const language = q.language ?? ctx.language;
  const { rows, total } = await findWinnerPage(
    ctx.db,
    {
      siteId: ctx.site.id,
      since: ctx.now() - WINNER_BOARD_DAYS * DAY_MS,
      category: q.gameType === 'HOT' ? undefined : q.gameType,
    },
    pageOf(q.pageNo, q.pageSize),
  );
  const [labels, names] = await Promise.all([
    gameLabelsOf(
      ctx,
      rows.map((r) => r.game_id),
      language,
    ),
    usernamesOf(
      ctx,
      rows.map((r) => r.member_id),
    ),
  ]);
  const list = rows.flatMap((r) => {
    const game = labels.get(r.game_id);
    const userName = names.get(r.member_id);
    if (!game || userName === undefined || r.settled_at === null) return [];
    const vo = {
      winAmount: amountOf(r.win),
      userName: maskUserName(userName),
      gameName: game.name,
      gameType: game.category,
      vassalage: r.vendor,
      nodeId: String(r.game_id),
      winTime: r.settled_at,
    };
    return [{ vo }];
  });
  return { list, ...pageFieldsOf(total, q.pageNo, q.pageSize) };
};
