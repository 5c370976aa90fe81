import type { SmsPurpose } from '@lotto/contract';
import type { Generated, Insertable, Selectable } from 'kysely';

/** Row types of migration 0003 for SMS codes; they join `Database` below. */
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

export type VerificationCodeRow = Selectable<VerificationCodesTable>;
export type NewVerificationCode = Insertable<VerificationCodesTable>;

declare module '../../db/schema.js' {
  interface Database {
    verification_codes: VerificationCodesTable;
  }
}
