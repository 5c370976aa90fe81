import type { Generated } from 'kysely';

/** Row type of migration 0003 for password reset links; it joins `Database` below. */
export interface PasswordResetTokensTable {
  id: Generated<number>;
  token_hash: string;
  member_id: number;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

declare module '../../db/schema.js' {
  interface Database {
    password_reset_tokens: PasswordResetTokensTable;
  }
}
