import type { Generated, Selectable } from 'kysely';

/** Row types of the limits module's tables (migration 0028). Minor units, epoch ms. */

export interface PlayLimitsTable {
  member_id: number;
  kind: 'deposit' | 'loss';
  period: 'day' | 'week' | 'month';
  /** The limit in force; null: none. */
  amount_minor: number | null;
  /** 1 while an increase or removal waits (its amount may be null: a removal). */
  pending: Generated<number>;
  pending_amount_minor: number | null;
  pending_from: number | null;
  updated_at: number;
}

export interface PlayRestrictionsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  kind: 'timeout' | 'exclusion';
  starts_at: number;
  ends_at: number;
}

export interface RealityChecksTable {
  member_id: number;
  minutes: number;
}

export type PlayLimitRow = Selectable<PlayLimitsTable>;

declare module '../../db/schema.js' {
  interface Database {
    play_limits: PlayLimitsTable;
    play_restrictions: PlayRestrictionsTable;
    reality_checks: RealityChecksTable;
  }
}
