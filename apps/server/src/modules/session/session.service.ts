import { createHash, randomBytes } from 'node:crypto';
import type { LoginAnswer } from '@lotto/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import {
  endSessions,
  findLiveSessionsOfMember,
  findLoginIdentity,
  findSessionByTokenHash,
  findSessionExpiries,
  findSessionWithMember,
  insertSession,
  recordLogin,
  type SessionWithMember,
  touchSession,
} from './session.repository.js';

export const SESSION_LIMITS = {
  idleMs: 2 * 60 * 60_000,
  absoluteMs: 7 * 24 * 60 * 60_000,
  /** Use renews the idle expiry at most this often, so busy sessions do not write per request. */
  touchEveryMs: 60_000,
} as const;

/** Who a request is, as the auth hook puts it on `request.member`. */
export interface AuthMember {
  id: number;
  merchantId: number;
  type: number;
  sessionId: number;
  userName: string;
}

/** A token is 256 random bits in base64url (43 characters); anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface NewSession {
  memberId: number;
  merchantId: number;
  deviceId: string;
  ip: string;
  /** Epoch ms; defaults to the system clock. */
  now?: number;
}

/** Starts a session for a member of a site and answers it as login does (token shown once). */
export const createSession = async (
  db: Kysely<Database>,
  { memberId, merchantId, deviceId, ip, now = Date.now() }: NewSession,
): Promise<LoginAnswer> => {
  const identity = await findLoginIdentity(db, memberId, merchantId);
  if (!identity) throw new AppError('member.not.exist');
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, {
    token_hash: hashToken(token),
    member_id: memberId,
    merchant_id: merchantId,
    device_id: deviceId,
    ip,
    created_at: now,
    last_seen_at: now,
    idle_expires_at: now + SESSION_LIMITS.idleMs,
    absolute_expires_at: now + SESSION_LIMITS.absoluteMs,
  });
  const firstTimeLogin = await recordLogin(db, memberId, now);
  return {
    token,
    id: identity.id,
    userName: identity.username,
    customerType: identity.type,
    firstTimeLogin,
    merchantCode: identity.code,
  };
};

/** Ends every live session of a member, but the one named (the caller's own, usually). */
export const endMemberSessions = async (
  db: Kysely<Database>,
  memberId: number,
  exceptSessionId?: number,
): Promise<void> => {
  await endSessions(db, { memberId, exceptSessionId }, Date.now());
};

/** Ends one session (logout). */
export const endSession = async (db: Kysely<Database>, sessionId: number, now: number) => {
  await endSessions(db, { sessionId }, now);
};

/** The member of a live session row of the site; renews the idle expiry by use (throttled). */
const liveMemberOf = async (
  db: Kysely<Database>,
  row: SessionWithMember | undefined,
  merchantId: number,
  now: number,
): Promise<AuthMember | null> => {
  if (!row || row.merchant_id !== merchantId || row.ended_at !== null) return null;
  if (row.idle_expires_at <= now || row.absolute_expires_at <= now) return null;
  if (row.status !== 'active') return null;
  if (now - row.last_seen_at >= SESSION_LIMITS.touchEveryMs) {
    await touchSession(db, row.id, now, idleExpiryAt(now, row.absolute_expires_at));
  }
  return {
    id: row.member_id,
    merchantId: row.merchant_id,
    type: row.type,
    sessionId: row.id,
    userName: row.username,
  };
};

/**
 * The member behind a token on a site, or null when the token is unknown, of another site,
 * ended, expired, or its member disabled. Renews the idle expiry by use (throttled).
 */
export const authenticate = async (
  db: Kysely<Database>,
  token: string,
  merchantId: number,
  now: number,
): Promise<AuthMember | null> => {
  if (!TOKEN.test(token)) return null;
  return liveMemberOf(db, await findSessionByTokenHash(db, hashToken(token)), merchantId, now);
};

/**
 * The same check by session id, for credentials a session hands out (a game's launch
 * ticket): null once that session has ended or expired. Use counts as activity, as above.
 */
export const authenticateSession = async (
  db: Kysely<Database>,
  sessionId: number,
  merchantId: number,
  now: number,
): Promise<AuthMember | null> =>
  liveMemberOf(db, await findSessionWithMember(db, sessionId), merchantId, now);

const idleExpiryAt = (now: number, absoluteExpiresAt: number) =>
  Math.min(now + SESSION_LIMITS.idleMs, absoluteExpiresAt);

/** Renews the idle expiry (the auth hook has already done so within the last minute). */
export const renewSession = async (db: Kysely<Database>, sessionId: number) => {
  const row = await findSessionExpiries(db, sessionId);
  if (!row) throw new AppError('login.not.session');
  return { idleExpiresAt: row.idle_expires_at, absoluteExpiresAt: row.absolute_expires_at };
};

/** The member's live sessions, one entry per device, most recently used first. */
export const listDevices = async (db: Kysely<Database>, member: AuthMember, now: number) => {
  const byDevice = new Map<
    string,
    { deviceId: string; createdAt: number; lastSeenAt: number; current: boolean }
  >();
  for (const s of await findLiveSessionsOfMember(db, member.id, now)) {
    const seen = byDevice.get(s.device_id);
    const current = s.id === member.sessionId;
    byDevice.set(s.device_id, {
      deviceId: s.device_id,
      createdAt: Math.min(seen?.createdAt ?? s.created_at, s.created_at),
      lastSeenAt: Math.max(seen?.lastSeenAt ?? s.last_seen_at, s.last_seen_at),
      current: (seen?.current ?? false) || current,
    });
  }
  return [...byDevice.values()].sort((a, b) => b.lastSeenAt - a.lastSeenAt);
};
