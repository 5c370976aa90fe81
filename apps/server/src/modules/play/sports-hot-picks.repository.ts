import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import './sports-hot-picks.tables.js';
import type { MatchRow } from './sports.tables.js';

/** SQL of the sites' pinned and hidden hot matches. */

type Db = Kysely<Database>;

export interface HotPicks {
  /** Pinned match ids, first place first. */
  pinned: number[];
  hidden: number[];
}

export const findHotPicks = async (db: Db, siteId: number): Promise<HotPicks> => {
  const rows = await db
    .selectFrom('hot_match_picks')
    .select(['match_id', 'place'])
    .where('merchant_id', '=', siteId)
    .orderBy('place')
    .orderBy('match_id')
    .execute();
  return {
    pinned: rows.filter((r) => r.place !== null).map((r) => r.match_id),
    hidden: rows.filter((r) => r.place === null).map((r) => r.match_id),
  };
};

/** Replaces the site's whole choice. */
export const replaceHotPicks = async (db: Db, siteId: number, picks: HotPicks, at: number) => {
  await db.deleteFrom('hot_match_picks').where('merchant_id', '=', siteId).execute();
  const rows = [
    ...picks.pinned.map((id, i) => ({ match_id: id, place: i + 1 })),
    ...picks.hidden.map((id) => ({ match_id: id, place: null })),
  ].map((r) => ({ ...r, merchant_id: siteId, updated_at: at }));
  if (rows.length > 0) await db.insertInto('hot_match_picks').values(rows).execute();
};

/** The matches of `ids` still taking bets at `now`. */
export const findUpcomingByIds = (
  db: Db,
  ids: readonly number[],
  now: number,
): Promise<MatchRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('sports_matches')
        .selectAll()
        .where('id', 'in', [...ids])
        .where('status', '=', 'scheduled')
        .where('kickoff_at', '>', now)
        .execute();
