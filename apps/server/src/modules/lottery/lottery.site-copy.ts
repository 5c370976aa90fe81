import type { Ctx } from '../../context.js';
import { copySiteRows } from '../../db/copy-site-rows.js';

/**
 * A new site's lottery games (schedules, limits, bet types) and the catalogue entries that
 * open them, as the template's; the draws job schedules the new games' draws as for any game.
 */
export const copyLotteryToSite = async (ctx: Ctx, fromSiteId: number, toSiteId: number) => {
  const games = await copySiteRows(ctx.db, { table: 'lottery_games', fromSiteId, toSiteId });
  await copySiteRows(ctx.db, {
    table: 'lottery_game_links',
    fromSiteId,
    toSiteId,
    hasId: false,
    change: (row) => ({ ...row, game_id: games.get(Number(row.game_id)) }),
  });
};
