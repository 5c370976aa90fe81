import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** The back office's reads of draws: a site's draw by id, what the monitor looks at. */

/** A draw of one of the site's games. */
export const findSiteDrawRow = (db: Db, merchantId: number, drawId: number) =>
  db
    .selectFrom('lottery_draws as d')
    .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
    .selectAll('d')
    .where('g.merchant_id', '=', merchantId)
    .where('d.id', '=', drawId)
    .executeTakeFirst();

/** The games' draws not yet drawn (open or closed), soonest first. */
export const findUndrawnRows = async (db: Db, gameIds: readonly number[]) => {
  if (gameIds.length === 0) return [];
  return db
    .selectFrom('lottery_draws')
    .select(['id', 'game_id', 'draw_no', 'status', 'closes_at', 'draw_at'])
    .where('game_id', 'in', [...gameIds])
    .where('status', 'in', ['open', 'closed'])
    .orderBy('draw_at')
    .orderBy('id')
    .execute();
};

/** The numbers of a game's draws whose time is in [from, to]. */
export const findDrawNosBetween = async (db: Db, gameId: number, from: number, to: number) => {
  const rows = await db
    .selectFrom('lottery_draws')
    .select('draw_no')
    .where('game_id', '=', gameId)
    .where('draw_at', '>=', from)
    .where('draw_at', '<=', to)
    .execute();
  return new Set(rows.map((r) => r.draw_no));
};

/** A game's draws of any status whose time is in [from, to), newest first, a page. */
export const findDrawPage = async (
  db: Db,
  gameId: number,
  range: { from: number; to: number },
  page: { limit: number; offset: number },
) => {
  const base = db
    .selectFrom('lottery_draws')
    .where('game_id', '=', gameId)
    .where('draw_at', '>=', range.from)
    .where('draw_at', '<', range.to);
  const rows = await base
    .selectAll()
    .orderBy('draw_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { n } = await base
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(n) };
};
