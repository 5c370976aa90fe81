import type { Generated, Selectable } from 'kysely';

/**
 * Row types of migration 0015_jackpot. The pool's money is in the ledger (wallet module); these
 * keep each site's terms and the hits rounds drew. Amounts are minor units, times epoch ms.
 */
export interface JackpotPoolsTable {
  id: Generated<number>;
  merchant_id: number;
  /** Basis points of a real-money slot stake that go to the pool. */
  contribution_bp: number;
  /** A stake of 1.00 hits once in this many; a stake of x, x times as often. */
  hit_odds: number;
  /** What the house puts into the pool at its start and after every payout. */
  seed_minor: number;
  /** Smaller real-money slot stakes neither feed the pool nor can hit it (migration 0050). */
  min_stake_minor: Generated<number>;
  /** Payouts so far: a hit is drawn against one generation, and each is paid once. */
  generation: Generated<number>;
  created_at: number;
  updated_at: number;
}

export type JackpotHitOutcome = 'paid' | 'void';

export interface JackpotHitsTable {
  id: Generated<number>;
  pool_id: number;
  merchant_id: number;
  member_id: number;
  round_id: string;
  generation: number;
  drawn_at: number;
  /** Null until paid, or void (another hit of its generation was paid first). */
  settled_at: number | null;
  amount: number | null;
  outcome: JackpotHitOutcome | null;
}

export type JackpotPoolRow = Selectable<JackpotPoolsTable>;
export type JackpotHitRow = Selectable<JackpotHitsTable>;

declare module '../../db/schema.js' {
  interface Database {
    jackpot_pools: JackpotPoolsTable;
    jackpot_hits: JackpotHitsTable;
  }
}
