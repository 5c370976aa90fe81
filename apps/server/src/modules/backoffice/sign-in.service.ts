import { ADMIN_LIMITS, type SignInBody } from '@lotto/contract';
import { AppError } from '../../errors.js';
import {
  hashPassword,
  needsRehash,
  verifyAgainstNothing,
  verifyPassword,
} from '../member/index.js';
import type { AdminCtx } from './admin-context.js';
import type { OperatorRow } from './backoffice.tables.js';
import { claimKnownDevice, rememberDevice } from './operator-devices.js';
import {
  findOperatorByUsername,
  replaceOperatorPasswordHash,
  takeTotpStep,
} from './operators.repository.js';
import { openOperatorSession, type SignedInOperator } from './operators.service.js';
import {
  clearOperatorFailures,
  countOperatorFailures,
  recordOperatorFailure,
} from './sign-in.repository.js';
import { totpStepOf } from './totp.js';

/**
 * The back office's sign-in: password, then authenticator code. Failures never lock an
 * operator out. They close the username and the address to unknown clients for a while; a
 * device the operator signed in on before (its cookie secret) keeps its own budget, so the
 * rightful operator on it always gets in with the right password and code, whatever others
 * tried from wherever.
 */

const WINDOW_MS = ADMIN_LIMITS.loginFailureWindowMs;

/** A known device of the operator, counted, while the username's known devices have budget left. */
const knownDevice = async (ctx: AdminCtx, row: OperatorRow, secret: string | undefined) => {
  if (!secret) return undefined;
  const since = ctx.now() - WINDOW_MS;
  const failures = await countOperatorFailures(
    ctx.db,
    { username: row.username, knownDevices: true },
    since,
  );
  if (failures >= ADMIN_LIMITS.knownDeviceFailuresMax) return undefined;
  return claimKnownDevice(ctx, row.id, secret);
};

/** Any other client: refused while its address or the username failed too often. */
const guardUnknown = async (ctx: AdminCtx, username: string) => {
  const since = ctx.now() - WINDOW_MS;
  const byAddress = await countOperatorFailures(ctx.db, { ip: ctx.ip }, since);
  if (byAddress >= ADMIN_LIMITS.loginFailuresPerAddress) throw new AppError('too.many.requests');
  const byUsername = await countOperatorFailures(ctx.db, { username }, since);
  if (byUsername >= ADMIN_LIMITS.loginFailuresMax) throw new AppError('too.many.requests');
};

/** Whether the password and then the code are right (an unknown name takes as long). */
const proves = async (ctx: AdminCtx, row: OperatorRow | undefined, body: SignInBody) => {
  const passwordOk = row
    ? await verifyPassword(body.password, row.password_hash)
    : await verifyAgainstNothing(body.password);
  if (!row || !passwordOk || row.disabled) return false;
  const step = totpStepOf(row.totp_secret, body.code, ctx.now());
  // A code opens one session only: the step is taken, or someone took it first.
  return step !== null && takeTotpStep(ctx.db, row.id, step, ctx.now());
};

/**
 * A hash made at a lower cost than today's (the demo seed's, or one from before the cost was
 * raised) is made again at today's while the proved password is at hand.
 */
const upgradeHash = async (ctx: AdminCtx, row: OperatorRow, password: string) => {
  if (!needsRehash(row.password_hash)) return;
  const hash = await hashPassword(password);
  await replaceOperatorPasswordHash(ctx.db, row.id, row.password_hash, hash);
};

export interface SignIn extends SignedInOperator {
  /** The device's new secret, for its cookie. */
  deviceSecret: string;
}

/** Signs an operator in; any failure answers the same and counts (see above). */
export const signInOperator = async (
  ctx: AdminCtx,
  body: SignInBody,
  deviceSecret: string | undefined,
): Promise<SignIn> => {
  const username = body.username.toLowerCase();
  const row = await findOperatorByUsername(ctx.db, username);
  const device = row ? await knownDevice(ctx, row, deviceSecret) : undefined;
  if (!device) await guardUnknown(ctx, username);
  const proved = await proves(ctx, row, body);
  if (!row || !proved) {
    const failure = { username, ip: ctx.ip, deviceId: device?.id ?? null, now: ctx.now() };
    await recordOperatorFailure(ctx.db, failure, ctx.now() - WINDOW_MS);
    throw new AppError('admin.login.failed');
  }
  await upgradeHash(ctx, row, body.password);
  const signedIn = await openOperatorSession(ctx, row);
  await clearOperatorFailures(ctx.db, username, ctx.ip);
  return { ...signedIn, deviceSecret: await rememberDevice(ctx, row.id, deviceSecret) };
};
