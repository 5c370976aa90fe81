import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Row types of the members table (migration 0002). They join the app's `Database` by
 * declaration merging, so db/schema.ts stays the foundation's file and tables live with the
 * module that owns them.
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
  /** The member's number, proved by an SMS code: unique per site, reached by SMS login. */
  dialing_code: string | null;
  mobile: string | null;
  /** A number the member gave without proving it: it reaches nothing and blocks no one. */
  unverified_dialing_code: string | null;
  unverified_mobile: string | null;
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
  /** The head icon chosen from the app's set (1..HEAD_ICON_COUNT); 0: none yet (migration 0020). */
  head_icon: Generated<number>;
  status: Generated<MemberStatus>;
  first_login_done: Generated<number>;
  created_at: number;
  last_login_at: number | null;
  /** Why an operator locked the account (status disabled), and when (migration 0045). */
  lock_reason: string | null;
  locked_at: number | null;
}

export type MemberRow = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;

declare module '../../db/schema.js' {
  interface Database {
    members: MembersTable;
  }
}
