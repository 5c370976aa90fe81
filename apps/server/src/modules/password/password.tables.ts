import type { Generated } from 'kysely';

/** Row types of migration 0008 (old-password attempts). */

/** A check of an old password on change password, kept while it was not the right one. */
export interface OldPasswordAttemptsTable {
  id: Generated<number>;
  member_id: number;
  created_at: number;
}

declare module '../../db/schema.js' {
  interface Database {
    old_password_attempts: OldPasswordAttemptsTable;
  }
}
