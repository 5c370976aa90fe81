import type { Generated } from 'kysely';

/** Row types of migrations 0002, 0008 and 0019: sessions, failed logins, known devices. */
export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  member_id: number;
  merchant_id: number;
  device_id: string;
  ip: string;
  /** As the client sent it, cut to 512 characters; null before migration 0019. */
  user_agent: string | null;
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
  /** The known device the failed login came with, if any. */
  device_id: number | null;
  created_at: number;
}

/** A device that signed in before: the hash of the secret its cookie holds. */
export interface LoginDevicesTable {
  id: Generated<number>;
  member_id: number;
  token_hash: string;
  /** Logins begun with it since its last success. */
  attempts: Generated<number>;
  created_at: number;
  expires_at: number;
}

declare module '../../db/schema.js' {
  interface Database {
    sessions: SessionsTable;
    login_failures: LoginFailuresTable;
    login_devices: LoginDevicesTable;
  }
}
