import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Row types of migration 0002_accounts. They join the app's `Database` by declaration merging,
 * so db/schema.ts stays the foundation's file and this tables live with their code.
 */

export type MemberStatus = 'active' | 'disabled';

export interface MembersTable {
  id: Generated<number>;
  merchant_id: number;
  username: string;
  password_hash: string;
  payment_password_hash: string | null;
  type: Generated<number>;
  upline_id: number | null;
  nickname: string | null;
  email: string | null;
  dialing_code: string | null;
  mobile: string | null;
  payee_name: string | null;
  id_number: string | null;
  qq: string | null;
  facebook: string | null;
  wechat: string | null;
  line: string | null;
  whatsapp: string | null;
  zalo: string | null;
  affiliate_code: string | null;
  referred_by_code: string | null;
  recommender_id: string | null;
  register_method: string | null;
  register_url: string | null;
  vip_level: Generated<number>;
  status: Generated<MemberStatus>;
  first_login_done: Generated<number>;
  created_at: number;
  last_login_at: number | null;
}

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

export interface RequestNoncesTable {
  nonce: string;
  expires_at: number;
}

export interface CaptchasTable {
  id: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface ServerKeysTable {
  name: string;
  key_id: string;
  public_key: string;
  private_key: string;
  created_at: number;
}

export type MemberRow = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;
export type SessionRow = Selectable<SessionsTable>;

declare module '../../db/schema.js' {
  interface MerchantsTable {
    /** JSON overrides of the registration rules; null means the defaults. */
    registration_rules: string | null;
  }
  interface Database {
    members: MembersTable;
    sessions: SessionsTable;
    login_failures: LoginFailuresTable;
    request_nonces: RequestNoncesTable;
    captchas: CaptchasTable;
    server_keys: ServerKeysTable;
  }
}
