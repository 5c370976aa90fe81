import { createHash, randomBytes } from 'node:crypto';
import type { LoginAnswer } from '@lotto/contract';
import {
  type AuthMember,
  type Ctx,
  type MemberCtx,
  type SiteCtx,
  transaction,
} from '../../context.js';
import { AppError } from '../../errors.js';
import { findMember, recordLogin } from '../member/index.js';
import { siteDay } from '../system/index.js';
import { recordActive } from '../team-tree/index.js';
import {
  endSessions,
  findSessionById,
  findSessionByTokenHash,
  insertSession,
  type SessionRow,
  touchSession,
} from './session.repository.js';

export const SESSION_LIMITS = {
  idleMs: 2 * 60 * 60_000,
  absoluteMs: 7 * 24 * 60 * 60_000,
  /** Use renews the idle expiry at most this often, so busy sessions do not write per request. */
  touchEveryMs: 60_000,
} as const;

/** A token is 256 random bits in base64url (43 characters); anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface NewSession {
  memberId: number;
  deviceId: string;
  ip: string;
  /** The User-Agent of the client signing in, which names the device in the security centre. */
  userAgent?: string | undefined;
}

/** Longest user agent kept; real ones are a few hundred characters. */
const USER_AGENT_MAX = 512;

/**
 * Starts a session for a member of the context's site and answers it as login does (the token
 * is shown once). Given a transaction, it writes inside it.
 */
export const createSession = async (
  ctx: SiteCtx,
  { memberId, deviceId, ip, userAgent }: NewSession,
): Promise<LoginAnswer> => {
  const member = await findMember(ctx, memberId);
  if (member?.merchant_id !== ctx.site.id) throw new AppError('member.not.exist');
  const now = ctx.now();
  const token = randomBytes(32).toString('base64url');
  // The session, the member's last login and its teams' sign-in count go in together.
  const firstTimeLogin = await transaction(ctx, async (trx) => {
    await insertSession(trx.db, {
      token_hash: hashToken(token),
      member_id: memberId,
      merchant_id: ctx.site.id,
      device_id: deviceId,
      ip,
      user_agent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
      created_at: now,
      last_seen_at: now,
      idle_expires_at: now + SESSION_LIMITS.idleMs,
      absolute_expires_at: now + SESSION_LIMITS.absoluteMs,
    });
    const first = await recordLogin(trx, memberId);
    await recordActive(trx, memberId, 'login', siteDay(ctx.site.timeZone, now));
    return first;
  });
  return {
    token,
    id: member.id,
    userName: member.username,
    customerType: member.type,
    firstTimeLogin,
    merchantCode: ctx.site.code,
  };
};

/** Ends every live session of a member, but the one named (the caller's own, usually). */
export const endMemberSessions = async (
  ctx: Ctx,
  memberId: number,
  exceptSessionId?: number,
): Promise<void> => {
  await endSessions(ctx.db, { memberId, exceptSessionId }, ctx.now());
};

/** Ends the caller's own session (logout). */
export const endSession = async ({ db, now, member }: MemberCtx) => {
  await endSessions(db, { sessionId: member.sessionId }, now());
};

const idleExpiryAt = (now: number, absoluteExpiresAt: number) =>
  Math.min(now + SESSION_LIMITS.idleMs, absoluteExpiresAt);

/** The member of a live session row of the site; renews the idle expiry by use (throttled). */
const liveMemberOf = async (
  ctx: Ctx,
  row: SessionRow | undefined,
  merchantId: number,
): Promise<AuthMember | null> => {
  const now = ctx.now();
  if (!row || row.merchant_id !== merchantId || row.ended_at !== null) return null;
  if (row.idle_expires_at <= now || row.absolute_expires_at <= now) return null;
  const member = await findMember(ctx, row.member_id);
  if (member?.status !== 'active') return null;
  if (now - row.last_seen_at >= SESSION_LIMITS.touchEveryMs) {
    await touchSession(ctx.db, row.id, now, idleExpiryAt(now, row.absolute_expires_at));
  }
  return {
    id: member.id,
    merchantId: row.merchant_id,
    type: member.type,
    sessionId: row.id,
    userName: member.username,
  };
};

/**
 * The member behind a token on a site, or null when the token is unknown, of another site,
 * ended, expired, or its member disabled. Renews the idle expiry by use (throttled).
 */
export const authenticate = async (
  ctx: Ctx,
  token: string,
  merchantId: number,
): Promise<AuthMember | null> => {
  if (!TOKEN.test(token)) return null;
  return liveMemberOf(ctx, await findSessionByTokenHash(ctx.db, hashToken(token)), merchantId);
};

/**
 * The same check by session id, for credentials a session hands out (a game's launch
 * ticket): null once that session has ended or expired. Use counts as activity, as above.
 */
export const authenticateSession = async (
  ctx: Ctx,
  sessionId: number,
  merchantId: number,
): Promise<AuthMember | null> =>
  liveMemberOf(ctx, await findSessionById(ctx.db, sessionId), merchantId);

/** Renews the idle expiry (the auth hook has already done so within the last minute). */
export const renewSession = async ({ db, member }: MemberCtx) => {
  const row = await findSessionById(db, member.sessionId);
  if (!row) throw new AppError('login.not.session');
  return { idleExpiresAt: row.idle_expires_at, absoluteExpiresAt: row.absolute_expires_at };
};

/** When a session signed in, epoch ms (the reality check counts play time from it). */
export const sessionStartedAt = async ({ db }: Ctx, sessionId: number): Promise<number | null> => {
  const row = await findSessionById(db, sessionId);
  return row ? Number(row.created_at) : null;
};
