import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  ADMIN_LIMITS,
  type AdminRole,
  adminOperatorEndpoints,
  type OperatorInfo,
  ROLE_PERMISSIONS,
} from '@lotto/contract';
import { type Ctx, transaction } from '../../context.js';
import { hashPassword } from '../member/index.js';
import type { AdminCtx, OperatorRef } from './admin-context.js';
import { recordAudit } from './audit.js';
import type { OperatorRow, OperatorSessionRow } from './backoffice.tables.js';
import {
  endOperatorSession,
  findOperatorByUsername,
  findOperatorSessionWithOperator,
  insertOperator,
  insertOperatorSession,
  touchOperatorSession,
} from './operators.repository.js';
import { isBase32Secret, newTotpSecret } from './totp.js';

/**
 * Operators and their sessions (DESIGN.md "Back office realm"; the sign-in is sign-in.service.ts):
 * sessions whose 256-bit token lives in an httpOnly cookie and is stored
 * hashed, ending when idle or at an absolute limit, each with a CSRF token for writes.
 */

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** The CSRF token follows from the session token, so the app can get it again after a reload. */
const csrfOf = (token: string) => createHash('sha256').update(`csrf\0${token}`).digest('base64url');
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const USER_AGENT_MAX = 512;

export const operatorInfoOf = (
  row: Pick<OperatorRow, 'id' | 'username' | 'role'>,
): OperatorInfo => ({
  id: row.id,
  username: row.username,
  role: row.role,
  permissions: [...ROLE_PERMISSIONS[row.role]],
});

export interface NewOperator {
  username: string;
  password: string;
  role: AdminRole;
  /** Base32; a fresh one when absent (the demo seed gives fixed ones). */
  totpSecret?: string;
}

/** Creates an operator; answers its id and authenticator secret. */
export const createOperator = async (ctx: Ctx, input: NewOperator) => {
  const { password, ...rest } = input;
  return insertNewOperator(ctx, { ...rest, passwordHash: await hashPassword(password) });
};

/**
 * Inserts an operator whose password was hashed beforehand (hashing is slow: callers do it
 * before opening their transaction).
 */
export const insertNewOperator = async (
  ctx: Ctx,
  input: Omit<NewOperator, 'password'> & { passwordHash: string },
) => {
  const totpSecret = input.totpSecret ?? newTotpSecret();
  if (!isBase32Secret(totpSecret)) throw new Error('the authenticator secret is not base32');
  if (!adminOperatorEndpoints.OPERATOR_USERNAME.test(input.username))
    throw new Error('bad operator username');
  const id = await insertOperator(ctx.db, {
    username: input.username,
    password_hash: input.passwordHash,
    totp_secret: totpSecret,
    role: input.role,
    created_at: ctx.now(),
  });
  return { id, totpSecret };
};

export const findOperator = (ctx: Ctx, username: string) =>
  findOperatorByUsername(ctx.db, username);

export interface SignedInOperator {
  token: string;
  csrfToken: string;
  operator: OperatorInfo;
}

/** Opens a session for an operator who just proved who they are, audited in its transaction. */
export const openOperatorSession = async (
  ctx: AdminCtx,
  row: OperatorRow,
): Promise<SignedInOperator> => {
  const now = ctx.now();
  const token = randomBytes(32).toString('base64url');
  const csrfToken = csrfOf(token);
  await transaction(ctx, async (trx) => {
    await insertOperatorSession(trx.db, {
      operator_id: row.id,
      token_hash: sha256(token),
      csrf_hash: sha256(csrfToken),
      ip: ctx.ip,
      user_agent: ctx.userAgent ? ctx.userAgent.slice(0, USER_AGENT_MAX) : null,
      created_at: now,
      last_seen_at: now,
      idle_expires_at: now + ADMIN_LIMITS.sessionIdleMs,
      absolute_expires_at: now + ADMIN_LIMITS.sessionAbsoluteMs,
    });
    await recordAudit(trx, {
      action: 'session.sign_in',
      targetType: 'operator',
      targetId: row.id,
      operator: row,
    });
  });
  return { token, csrfToken, operator: operatorInfoOf(row) };
};

export interface AuthenticatedOperator {
  operator: OperatorRef;
  session: OperatorSessionRow;
  csrfToken: string;
}

/** The operator of a live session token; renews the idle expiry by use (at most once a minute). */
export const authenticateOperator = async (
  ctx: Ctx,
  token: string,
): Promise<AuthenticatedOperator | null> => {
  if (!TOKEN.test(token)) return null;
  const now = ctx.now();
  const found = await findOperatorSessionWithOperator(ctx.db, sha256(token));
  if (!found || found.ended_at !== null) return null;
  if (found.idle_expires_at <= now || found.absolute_expires_at <= now) return null;
  if (found.disabled) return null;
  const { operator_username: username, role, disabled: _, ...session } = found;
  if (now - session.last_seen_at >= 60_000) {
    const idle = Math.min(now + ADMIN_LIMITS.sessionIdleMs, session.absolute_expires_at);
    await touchOperatorSession(ctx.db, session.id, now, idle);
  }
  const info = operatorInfoOf({ id: session.operator_id, username, role });
  return {
    operator: { ...info, sessionId: session.id },
    session,
    csrfToken: csrfOf(token),
  };
};

/** True when the header carries the session's CSRF token (compared in constant time). */
export const csrfMatches = (session: OperatorSessionRow, given: unknown): boolean => {
  if (typeof given !== 'string' || given.length === 0 || given.length > 100) return false;
  const a = Buffer.from(sha256(given));
  const b = Buffer.from(session.csrf_hash);
  return a.length === b.length && timingSafeEqual(a, b);
};

export const signOutOperator = async (ctx: AdminCtx & { operator: OperatorRef }) =>
  transaction(ctx, async (trx) => {
    await endOperatorSession(trx.db, trx.operator.sessionId, trx.now());
    await recordAudit(trx, {
      action: 'session.sign_out',
      targetType: 'operator',
      targetId: trx.operator.id,
    });
    return {};
  });
