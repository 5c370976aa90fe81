import type { SocialProvider } from '@lotto/contract';
import type { Generated, Insertable } from 'kysely';

/** Row types of migration 0003 for OpenID Connect logins; they join `Database` below. */
export interface SocialLoginStatesTable {
  id: Generated<number>;
  /** sha256 of the state parameter that travels through the browser. */
  state_hash: string;
  merchant_id: number;
  provider: SocialProvider;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface SocialIdentitiesTable {
  id: Generated<number>;
  merchant_id: number;
  provider: SocialProvider;
  /** The provider's `sub`: stable per account, never reassigned. */
  subject: string;
  member_id: number;
  email: string | null;
  created_at: number;
}

export interface SocialExchangeCodesTable {
  id: Generated<number>;
  code_hash: string;
  merchant_id: number;
  member_id: number;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export type NewSocialLoginState = Insertable<SocialLoginStatesTable>;

declare module '../../db/schema.js' {
  interface Database {
    social_login_states: SocialLoginStatesTable;
    social_identities: SocialIdentitiesTable;
    social_exchange_codes: SocialExchangeCodesTable;
  }
}
