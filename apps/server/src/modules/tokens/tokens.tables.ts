import type { Generated } from 'kysely';

/** What a token opens: each purpose is a separate book of links. */
export type TokenPurpose = 'password.reset' | 'email.bind';

/** A mailed link that works once (migration 0036). Times epoch ms. */
export interface SingleUseTokensTable {
  id: Generated<number>;
  purpose: TokenPurpose;
  /** sha256 of the token the link carries: the table alone opens nothing. */
  token_hash: string;
  member_id: number;
  /** What the link is about, where its purpose needs one (the address an e-mail link binds). */
  subject: string | null;
  expires_at: number;
  /** Set when the link is used, or when a newer link or the outcome replaced it. */
  used_at: number | null;
  created_at: number;
}

declare module '../../db/schema.js' {
  interface Database {
    single_use_tokens: SingleUseTokensTable;
  }
}
