import type { SmsPurpose } from '@lotto/contract';
import type { Generated, Insertable, Selectable } from 'kysely';

/** Row types of migration 0003 for SMS codes and reset links; they join `Database` below. */
export interface VerificationCodesTable {
  id: Generated<number>;
  merchant_id: number;
  purpose: SmsPurpose;
  /** Dialing code and national number, digits only (95912345678). */
  target: string;
  code_hash: string;
  expires_at: number;
  attempts: Generated<number>;
  /** Set when the code is used, or when a newer code replaced it. */
  used_at: number | null;
  created_at: number;
  ip: string;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  token_hash: string;
  member_id: number;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export type VerificationCodeRow = Selectable<VerificationCodesTable>;
export type NewVerificationCode = Insertable<VerificationCodesTable>;

declare module '../../db/schema.js' {
  interface MerchantsTable {
    /** 1 on demo sites: their outbox is readable by anyone (migration 0003). */
    is_demo: Generated<number>;
    /** JSON OpenID Connect settings per provider (migration 0003); '{}' offers none. */
    oidc_config: Generated<string>;
    /** Lifetime of the site's SMS codes in minutes; null takes the server default. */
    sms_code_minutes: number | null;
  }
  interface Database {
    verification_codes: VerificationCodesTable;
    password_reset_tokens: PasswordResetTokensTable;
  }
}
