import type { Generated, Insertable } from 'kysely';

/** Row types of migration 0022: wrong payment passwords and e-mail binding links. */

/** A wrong payment password, kept while it counts toward the lock. */
export interface PaymentPasswordAttemptsTable {
  id: Generated<number>;
  member_id: number;
  created_at: number;
}

/** A mailed link that binds `email` to the member once opened. */
export interface EmailBindTokensTable {
  id: Generated<number>;
  /** sha256 of the token the link carries. */
  token_hash: string;
  member_id: number;
  email: string;
  expires_at: number;
  /** Set when the link is opened, or when a newer link or a binding replaced it. */
  used_at: number | null;
  created_at: number;
}
export type NewEmailBindToken = Insertable<EmailBindTokensTable>;

declare module '../../db/schema.js' {
  interface Database {
    payment_password_attempts: PaymentPasswordAttemptsTable;
    email_bind_tokens: EmailBindTokensTable;
  }
}
