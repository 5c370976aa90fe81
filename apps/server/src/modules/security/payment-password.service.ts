import {
  checkField,
  type ErrorCode,
  type PaymentPasswordPayload,
  type PaymentPasswordResetPayload,
} from '@lotto/contract';
import { type MemberCtx, type SiteCtx, transaction } from '../../context.js';
import { AppError } from '../../errors.js';
import { notifyMember } from '../inbox/index.js';
import {
  findMember,
  type MemberRow,
  setPaymentPasswordHash,
  upgradePasswordHash,
  verifyPassword,
} from '../member/index.js';
import { checkCurrentPassword } from '../password/index.js';
import { registrationSettingsOf } from '../system/index.js';
import { consumeCode, requestSmsCode, type SmsDeps } from '../verification/index.js';
import {
  clearWrongPaymentPasswords,
  countWrongPaymentPasswords,
  lockPaymentPasswordChecks,
  recordWrongPaymentPassword,
} from './security.repository.js';

/** Wrong payment passwords a member may give within the window; then every check is refused. */
export const PAYMENT_PASSWORD_LIMITS = { attempts: 5, windowMs: 15 * 60_000 } as const;

export const requireMember = async (ctx: SiteCtx, memberId: number): Promise<MemberRow> => {
  const row = await findMember(ctx, memberId);
  if (!row || row.merchant_id !== ctx.site.id) throw new AppError('member.not.exist');
  return row;
};

/** The new payment password follows the site's registration rule for the same field. */
const checkNewPaymentPassword = (ctx: SiteCtx, password: string, confirmation: string) => {
  if (password !== confirmation) throw new AppError('payment.password.confirm.mismatch');
  const rule = registrationSettingsOf(ctx.site).fields.paymentPassword;
  if (checkField({ ...rule, required: true }, password) !== 'ok') {
    const { patternId, minLength: min, maxLength: max } = rule;
    throw new AppError('payment.password.format', { patternId, min, max });
  }
};

/**
 * Books one check's verdict, one check of the member at a time (the lock below), so checks
 * sent at once count like checks sent one after another: once 5 wrong ones stand, every
 * verdict is `locked`, the right password's included; before that a right one clears the count
 * and a wrong one adds to it. Only wrong ones count, so right ones sent at once never lock.
 */
const bookVerdict = (ctx: SiteCtx, memberId: number, right: boolean) =>
  transaction(ctx, async ({ db, now }) => {
    const at = now();
    const since = at - PAYMENT_PASSWORD_LIMITS.windowMs;
    const { attempts } = PAYMENT_PASSWORD_LIMITS;
    await lockPaymentPasswordChecks(db, memberId, since);
    const wrongSoFar = await countWrongPaymentPasswords(db, memberId, since);
    if (wrongSoFar >= attempts) return 'locked' as const;
    if (right) {
      await clearWrongPaymentPasswords(db, memberId);
      return 'right' as const;
    }
    await recordWrongPaymentPassword(db, memberId, at);
    return wrongSoFar + 1 >= attempts ? ('locked' as const) : ('wrong' as const);
  });

/**
 * Checks a member's payment password (withdrawals and transfers call this). Wrong ones are
 * counted in the database: after 5 within 15 minutes every check answers
 * payment.password.locked until the oldest of them has aged out, the right password included,
 * so a stolen session cannot guess it, not even with guesses sent at once (the verdicts are
 * booked in turn). A locked member's checks skip the costly hash; a right one made at a lower
 * cost than today's is hashed again at today's.
 */
export const verifyPaymentPassword = async (
  ctx: SiteCtx,
  memberId: number,
  plain: string,
  wrong: ErrorCode = 'payment.password.wrong',
): Promise<void> => {
  const row = await requireMember(ctx, memberId);
  if (!row.payment_password_hash) throw new AppError('payment.password.not.set');
  const since = ctx.now() - PAYMENT_PASSWORD_LIMITS.windowMs;
  if (
    (await countWrongPaymentPasswords(ctx.db, memberId, since)) >= PAYMENT_PASSWORD_LIMITS.attempts
  ) {
    throw new AppError('payment.password.locked');
  }
  const right = await verifyPassword(plain, row.payment_password_hash);
  const verdict = await bookVerdict(ctx, memberId, right);
  if (verdict === 'locked') throw new AppError('payment.password.locked');
  if (verdict === 'wrong') throw new AppError(wrong);
  const stored = row.payment_password_hash;
  await upgradePasswordHash(ctx, memberId, 'payment_password_hash', stored, plain);
};

const store = async (
  ctx: MemberCtx,
  password: string,
  how: 'set' | 'changed' | 'reset',
): Promise<void> => {
  await setPaymentPasswordHash(ctx, ctx.member.id, password);
  await clearWrongPaymentPasswords(ctx.db, ctx.member.id);
  await notifyMember(ctx, ctx.member.id, { kind: 'payment_password_changed', how });
};

/** Sets the payment password when none is set, or changes it with the old one. */
export const setPaymentPassword = async (
  ctx: MemberCtx,
  payload: PaymentPasswordPayload,
): Promise<null> => {
  const { oldPaymentPassword, newPaymentPassword, confirmPaymentPassword } = payload;
  const row = await requireMember(ctx, ctx.member.id);
  checkNewPaymentPassword(ctx, newPaymentPassword, confirmPaymentPassword);
  const changing = row.payment_password_hash !== null;
  if (changing) {
    if (!oldPaymentPassword) throw new AppError('payment.password.old.wrong');
    if (oldPaymentPassword === newPaymentPassword) throw new AppError('payment.password.same.old');
    await verifyPaymentPassword(ctx, row.id, oldPaymentPassword, 'payment.password.old.wrong');
  }
  if (await verifyPassword(newPaymentPassword, row.password_hash)) {
    throw new AppError('payment.password.same.login');
  }
  await store(ctx, newPaymentPassword, changing ? 'changed' : 'set');
  return null;
};

/** The bound mobile, or mobile.not.bound: a reset's code can go nowhere else. */
const boundMobileOf = (row: MemberRow) => {
  if (!row.mobile || !row.dialing_code) throw new AppError('mobile.not.bound');
  return { mobileNum: row.mobile, countryDialingCode: row.dialing_code };
};

/** Sends a code to the bound mobile, for a reset of the payment password. */
export const sendPaymentPasswordCode = async (ctx: MemberCtx, deps: SmsDeps) => {
  const row = await requireMember(ctx, ctx.member.id);
  return requestSmsCode(ctx, deps, { purpose: 'payment', ...boundMobileOf(row) });
};

/**
 * Resets a forgotten payment password: the login password (on the change-password budget) and
 * a code sent to the bound mobile prove the member. The password is checked first, so a wrong
 * one does not use up the code.
 */
export const resetPaymentPassword = async (
  ctx: MemberCtx,
  payload: PaymentPasswordResetPayload,
): Promise<null> => {
  const row = await requireMember(ctx, ctx.member.id);
  const bound = boundMobileOf(row);
  checkNewPaymentPassword(ctx, payload.newPaymentPassword, payload.confirmPaymentPassword);
  if (payload.newPaymentPassword === payload.password) {
    throw new AppError('payment.password.same.login');
  }
  await checkCurrentPassword(ctx, payload.password, 'security.password.wrong');
  const mobile = {
    dialingCode: bound.countryDialingCode,
    national: bound.mobileNum,
    target: `${bound.countryDialingCode}${bound.mobileNum}`,
    e164: `+${bound.countryDialingCode}${bound.mobileNum}`,
  };
  await consumeCode(ctx, { purpose: 'payment', mobile, code: payload.verificationCode });
  await store(ctx, payload.newPaymentPassword, 'reset');
  return null;
};
