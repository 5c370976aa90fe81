import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Row types of migration 0030_lottery_draws (games side). A game is site data: its schedule,
 * bet types, prize group range and limits are JSON texts read through games.service.
 */
export interface LotteryGamesTable {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  /** '5D' | 'K3' | '11X5' | 'VN' | 'THAI' (the contract's LotteryFamily). */
  family: string;
  /** VN: 'north' | 'south'; null elsewhere. */
  variant: string | null;
  /** 'Lott' | 'Elott' (the contract's PrizeMode; ZY answers all of them). */
  prize_mode: string;
  name_en: string;
  name_my: string;
  sort: number;
  enabled: Generated<number>;
  /** JSON DrawSchedule (schedule.ts). */
  schedule: string;
  draw_no_format: Generated<string>;
  min_group: number;
  max_group: number;
  /** JSON GameLimits: maxBetMinor, maxDrawMinor, maxNumberLiabilityMinor. */
  limits: string;
  /** JSON list of the bet type codes offered. */
  bet_types: string;
  created_at: number;
  /** When an operator last changed the draw rule (0048); null: never. */
  schedule_at: number | null;
}

/** A catalogue LOTT/ELOTT game (vendor + code) that opens an engine game. */
export interface LotteryGameLinksTable {
  merchant_id: number;
  vendor: string;
  catalogue_code: string;
  game_id: number;
}

export type LotteryGameRow = Selectable<LotteryGamesTable>;
export type NewLotteryGame = Insertable<LotteryGamesTable>;

declare module '../../db/schema.js' {
  interface Database {
    lottery_games: LotteryGamesTable;
    lottery_game_links: LotteryGameLinksTable;
  }
}
