import type { Generated } from 'kysely';

/** Row types of migration 0022: wrong payment passwords. */

/** A wrong payment password, kept while it counts toward the lock. */
export interface PaymentPasswordAttemptsTable {
  id: Generated<number>;
  member_id: number;
  created_at: number;
}

declare module '../../db/schema.js' {
  interface Database {
    payment_password_attempts: PaymentPasswordAttemptsTable;
  }
}
