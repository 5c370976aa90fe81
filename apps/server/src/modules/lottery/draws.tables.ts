import type { Generated, Insertable, Selectable } from 'kysely';

/** Row types of migration 0030_lottery_draws (draws side). Times are epoch ms. */

export type DrawStatus = 'open' | 'closed' | 'drawn' | 'settled' | 'cancelled';

export interface LotteryDrawsTable {
  id: Generated<number>;
  game_id: number;
  /** `YYYYMMDD-NNNN`: the site's day and the draw's counter in it. */
  draw_no: string;
  opens_at: number;
  closes_at: number;
  draw_at: number;
  status: DrawStatus;
  /** sha256 hex of the server seed: published from creation, before sales open. */
  seed_hash: string;
  /** base64 of iv (12) + tag (16) + AES-256-GCM ciphertext of the seed (seeds.ts). */
  seed_cipher: string;
  /** The revealed seed: null until drawn. */
  seed: string | null;
  /** JSON LotteryResult: null until drawn. */
  result: string | null;
  drawn_at: number | null;
  /** 1 when drawn more than a cycle (at most a minute) after its time. */
  late: Generated<number>;
  settled_at: number | null;
  cancel_reason: string | null;
  created_at: number;
}

export type SeedPurpose = 'create' | 'draw' | 'reveal' | 'cancel';

/** Every read of a sealed seed (and its sealing) leaves one row. */
export interface LotterySeedAccessTable {
  id: Generated<number>;
  draw_id: number;
  purpose: SeedPurpose;
  /** 'job:<process>', 'seed', or an operator. */
  actor: string;
  at: number;
}

export type LotteryDrawRow = Selectable<LotteryDrawsTable>;
export type NewLotteryDraw = Insertable<LotteryDrawsTable>;
export type NewSeedAccess = Insertable<LotterySeedAccessTable>;

declare module '../../db/schema.js' {
  interface Database {
    lottery_draws: LotteryDrawsTable;
    lottery_seed_access: LotterySeedAccessTable;
  }
}
