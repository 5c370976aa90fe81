import type { Generated, Selectable } from 'kysely';

/** Row types of migration 0021; they join `Database` below. Money in minor units, times epoch ms. */

export interface VipLevelsTable {
  id: Generated<number>;
  merchant_id: number;
  level: number;
  /** Both thresholds must be met: cumulative valid stake and cumulative deposits. */
  stake_minor: number;
  deposit_minor: number;
  /** Rebate on valid stake in basis points (50 = 0.50 %). */
  rebate_bp: number;
  withdraw_count: number;
  withdraw_limit_minor: number;
  /** Paid once when reached (0: none); the bonus times the multiplier is its turnover. */
  bonus_minor: number;
  turnover_multiplier: number;
}

export type UpgradeStatus = 'issued' | 'claimed';

export interface VipUpgradesTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  level: number;
  bonus_minor: number;
  turnover_minor: number;
  status: UpgradeStatus;
  reached_at: number;
  claimed_at: number | null;
  transaction_id: number | null;
}

export type VipLevelRow = Selectable<VipLevelsTable>;
export type VipUpgradeRow = Selectable<VipUpgradesTable>;

declare module '../../db/schema.js' {
  interface Database {
    vip_levels: VipLevelsTable;
    vip_upgrades: VipUpgradesTable;
  }
}
