import type { Generated } from 'kysely';

/** Row types of migration 0002 for sessions and failed logins; they join `Database` below. */
export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  member_id: number;
  merchant_id: number;
  device_id: string;
  ip: string;
  created_at: number;
  last_seen_at: number;
  idle_expires_at: number;
  absolute_expires_at: number;
  ended_at: number | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  merchant_id: number;
  account_key: string;
  client_key: string;
  member_id: number | null;
  created_at: number;
}

declare module '../../db/schema.js' {
  interface Database {
    sessions: SessionsTable;
    login_failures: LoginFailuresTable;
  }
}
