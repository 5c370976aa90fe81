import { createHash, randomBytes } from 'node:crypto';
import type { Ctx } from '../../context.js';
import {
  countTokenRowsSince,
  findLiveTokenRow,
  findTokenRow,
  insertTokenRow,
  retireTokenRows,
  useTokenRow,
} from './tokens.repository.js';
import type { TokenPurpose } from './tokens.tables.js';

/**
 * Single-use tokens: the secrets that mailed links carry (password reset, e-mail binding). Only
 * their hash is kept; a token is used at most once, by one conditional update, and a newer
 * link or the outcome retires the member's others.
 */

/** 256 bits: a link's token cannot be guessed within its lifetime. */
const TOKEN_BYTES = 32;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface IssuedToken {
  purpose: TokenPurpose;
  memberId: number;
  subject?: string;
  ttlMs: number;
}

/** Stores a new token and answers its text (the only time it exists outside the link). */
export const issueToken = async ({ db, now }: Ctx, issued: IssuedToken): Promise<string> => {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const at = now();
  await insertTokenRow(db, {
    purpose: issued.purpose,
    token_hash: hashOf(token),
    member_id: issued.memberId,
    subject: issued.subject ?? null,
    expires_at: at + issued.ttlMs,
    used_at: null,
    created_at: at,
  });
  return token;
};

/** How many tokens of the purpose the member was sent since `since` (the per-hour limits). */
export const countTokensSince = (
  { db }: Ctx,
  purpose: TokenPurpose,
  memberId: number,
  since: number,
) => countTokenRowsSince(db, purpose, memberId, since);

/** Who a token was issued to (used or not: using it is what decides). */
export const findToken = async (
  { db }: Ctx,
  purpose: TokenPurpose,
  token: string,
): Promise<{ id: number; memberId: number; subject: string | null } | undefined> => {
  const row = await findTokenRow(db, purpose, hashOf(token));
  return row && { id: row.id, memberId: row.member_id, subject: row.subject };
};

/** The subject of the member's newest link still waiting to be opened, if any. */
export const liveTokenSubject = async (
  { db, now }: Ctx,
  purpose: TokenPurpose,
  memberId: number,
): Promise<string | null | undefined> =>
  (await findLiveTokenRow(db, purpose, memberId, now()))?.subject;

/** Uses a token: true for exactly one caller, while it is unused and not expired. */
export const consumeToken = ({ db, now }: Ctx, id: number): Promise<boolean> =>
  useTokenRow(db, id, now());

/** Makes every unused token of the purpose of the member stop working. */
export const retireTokens = ({ db, now }: Ctx, purpose: TokenPurpose, memberId: number) =>
  retireTokenRows(db, purpose, memberId, now());
