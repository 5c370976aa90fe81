import type { Generated, Selectable } from 'kysely';

/** Row types of migration 0027's turnover tables; money in minor units, times epoch ms. */

export interface TurnoverSettingsTable {
  merchant_id: number;
  /** The welcome credit times this is its turnover requirement (0: none). */
  welcome_multiplier: number;
}

export interface TurnoverRequirementsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  /** What gave the bonus, its natural key: `promotion:<entry>`, `welcome`. */
  source: string;
  amount_minor: number;
  created_at: number;
  cleared_at: number | null;
}

export type TurnoverRequirementRow = Selectable<TurnoverRequirementsTable>;

declare module '../../db/schema.js' {
  interface Database {
    turnover_settings: TurnoverSettingsTable;
    turnover_requirements: TurnoverRequirementsTable;
  }
}
