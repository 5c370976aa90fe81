/**
 * A site's choice for home's hot-match strip (migration 0052): a match pinned at a place
 * (1 first) or hidden (place null). Play owns it beside the matches it names.
 */
export interface HotMatchPicksTable {
  merchant_id: number;
  match_id: number;
  place: number | null;
  updated_at: number;
}

declare module '../../db/schema.js' {
  interface Database {
    hot_match_picks: HotMatchPicksTable;
  }
}
