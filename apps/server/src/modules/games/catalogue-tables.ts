import type { Generated, Insertable } from 'kysely';

/**
 * Row types of migration 0005_catalogue. They join the app's `Database` by declaration
 * merging, so db/schema.ts stays the foundation's file and these tables live with their code.
 * Flags are 0/1; amounts are integer minor units; times are epoch milliseconds.
 */

export interface VendorsTable {
  id: Generated<number>;
  code: string;
  name: string;
  enabled: Generated<number>;
  sort: number;
  /** Return to player in basis points (9600 = 96.00 %), migration 0006. */
  rtp_bp: Generated<number>;
}

export interface CategoriesTable {
  code: string;
  enabled: Generated<number>;
  sort: number;
}

export interface CategoryTranslationsTable {
  category_code: string;
  language: string;
  name: string;
}

export interface GameTypesTable {
  id: Generated<number>;
  code: string;
  category: string;
  sort: number;
}

export interface GameTypeTranslationsTable {
  game_type_id: number;
  language: string;
  name: string;
}

export interface GamesTable {
  id: Generated<number>;
  vendor_id: number;
  category: string;
  code: string;
  room_id: string | null;
  game_type_id: number | null;
  is_new: Generated<number>;
  is_hot: Generated<number>;
  min_bet: number;
  lines: number | null;
  sort: number;
  icon: string | null;
  enabled: Generated<number>;
  support_play: Generated<number>;
  created_at: number;
  /** The game's own return to player (bp), migration 0050; null plays its vendor's. */
  rtp_bp: number | null;
}

/** Icons operators uploaded (migration 0050): re-encoded bytes, named by `version`. */
export interface GameIconsTable {
  game_id: number;
  mime: string;
  bytes: Uint8Array;
  version: string;
  updated_at: number;
}

export interface GameTranslationsTable {
  game_id: number;
  language: string;
  name: string;
  /** `name` NFC-normalised and lower-cased (searchText), so LIKE matches on both dialects. */
  search_name: string;
}

export interface MerchantVendorsTable {
  merchant_id: number;
  vendor_id: number;
  enabled: number;
}

/**
 * What one site changed of a game (migration 0055); a null column, like a missing row, follows
 * the catalogue's own flag or sort.
 */
export interface SiteGamesTable {
  merchant_id: number;
  game_id: number;
  is_hot: number | null;
  is_new: number | null;
  hidden: number | null;
  sort: number | null;
}

export interface FavouritesTable {
  id: Generated<number>;
  member_id: number;
  game_id: number;
  created_at: number;
}

export interface GameLaunchesTable {
  id: Generated<number>;
  member_id: number;
  game_id: number;
  launched_at: number;
}

export type NewGame = Insertable<GamesTable>;

declare module '../../db/schema.js' {
  interface Database {
    vendors: VendorsTable;
    categories: CategoriesTable;
    category_translations: CategoryTranslationsTable;
    game_types: GameTypesTable;
    game_type_translations: GameTypeTranslationsTable;
    games: GamesTable;
    game_translations: GameTranslationsTable;
    merchant_vendors: MerchantVendorsTable;
    site_games: SiteGamesTable;
    favourites: FavouritesTable;
    game_launches: GameLaunchesTable;
    game_icons: GameIconsTable;
  }
}
