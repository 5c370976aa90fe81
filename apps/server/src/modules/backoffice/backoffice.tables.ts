import type { AdjustmentStatus, AdminRole } from '@lotto/contract';
import type { Generated, Selectable } from 'kysely';

/**
 * Row types of migrations 0025 (operators, their sessions and failed sign-ins, audit,
 * adjustments) and 0032 (operators' known devices).
 */

export interface OperatorsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  /** Base32, as authenticator apps take it. */
  totp_secret: string;
  role: AdminRole;
  disabled: Generated<number>;
  totp_last_step: number | null;
  created_at: number;
  last_login_at: number | null;
}

export interface OperatorSessionsTable {
  id: Generated<number>;
  operator_id: number;
  token_hash: string;
  csrf_hash: string;
  ip: string;
  user_agent: string | null;
  created_at: number;
  last_seen_at: number;
  idle_expires_at: number;
  absolute_expires_at: number;
  ended_at: number | null;
}

export interface OperatorLoginFailuresTable {
  id: Generated<number>;
  username: string;
  ip: string;
  /** The known device the attempt was made on; null for any other client. */
  device_id: number | null;
  created_at: number;
}

export interface OperatorDevicesTable {
  id: Generated<number>;
  operator_id: number;
  token_hash: string;
  attempts: Generated<number>;
  created_at: number;
  expires_at: number;
}

/** Append-only: the module has no update or delete of it, and the database refuses both. */
export interface AuditLogTable {
  id: Generated<number>;
  operator_id: number | null;
  operator_username: string;
  merchant_id: number | null;
  action: string;
  target_type: string;
  target_id: string | null;
  before_json: string | null;
  after_json: string | null;
  ip: string;
  user_agent: string | null;
  created_at: number;
}

export interface MemberAdjustmentsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  amount_minor: number;
  reason: string;
  request_key: string;
  status: AdjustmentStatus;
  requested_by: number;
  decided_by: number | null;
  decision_reason: string | null;
  transaction_id: number | null;
  created_at: number;
  decided_at: number | null;
}

export type OperatorRow = Selectable<OperatorsTable>;
export type OperatorSessionRow = Selectable<OperatorSessionsTable>;
export type AdjustmentRow = Selectable<MemberAdjustmentsTable>;

declare module '../../db/schema.js' {
  interface Database {
    operators: OperatorsTable;
    operator_sessions: OperatorSessionsTable;
    operator_login_failures: OperatorLoginFailuresTable;
    operator_devices: OperatorDevicesTable;
    audit_log: AuditLogTable;
    member_adjustments: MemberAdjustmentsTable;
  }
}
