import type { adminRiskEndpoints } from '@lotto/contract';

type RiskAlertKind = adminRiskEndpoints.RiskAlertKind;
type RiskAlertStatus = adminRiskEndpoints.RiskAlertStatus;

import type { Generated, Selectable } from 'kysely';

/** Row types of migration 0047: risk alerts and the scan's progress; times epoch ms. */
export interface RiskAlertsTable {
  id: Generated<number>;
  merchant_id: number;
  kind: RiskAlertKind;
  /** Unique per site and kind: what makes the alert the same alert when scanned again. */
  alert_key: string;
  subject: string;
  /** JSON array of member ids. */
  member_ids: string;
  /** JSON array of { name, value }. */
  figures: string;
  status: Generated<RiskAlertStatus>;
  note: string | null;
  reviewed_by: number | null;
  reviewed_by_name: string | null;
  reviewed_at: number | null;
  created_at: number;
}

/** How far a scan has read activity: everything up to `scanned_to` is done. */
export interface RiskScansTable {
  name: string;
  scanned_to: number;
}

export type RiskAlertRow = Selectable<RiskAlertsTable>;

declare module '../../db/schema.js' {
  interface Database {
    risk_alerts: RiskAlertsTable;
    risk_scans: RiskScansTable;
  }
}
