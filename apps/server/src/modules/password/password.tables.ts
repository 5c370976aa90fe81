import type { Generated } from 'kysely';

/** Row types of migrations 0003 (reset links) and 0008 (old-password attempts). */
export interface PasswordResetTokensTable {
  id: Generated<number>;
  token_hash: string;
  member_id: number;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

/** A check of an old password on change password, kept while it was not the right one. */
export interface OldPasswordAttemptsTable {
  id: Generated<number>;
  member_id: number;
  created_at: number;
}

declare module '../../db/schema.js' {
  interface Database {
    password_reset_tokens: PasswordResetTokensTable;
    old_password_attempts: OldPasswordAttemptsTable;
  }
}
