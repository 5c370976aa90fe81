import { type LoginAnswer, MEMBER_TYPES } from '@lotto/contract';
import type { RequestCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { findMemberByUsername, type MemberRow } from '../member/index.js';
import { createSession } from '../session/index.js';
import { signUp } from './signup.service.js';
import { isClaim, newClaim, trialNameOf } from './trial-claim.js';

/** A free-trial account (type 4): no usable password, play money. */
const trialMember = { password: null, type: MEMBER_TYPES.freeTrial };

/** Where the session starts. */
interface Device {
  deviceId: string;
  ip: string;
}

/**
 * GET trialuser: the name this client's trial account will have. It creates nothing: the name
 * stays the client's (its claim cookie) until freePlay makes the account, so every trial entry
 * of the client (the trial screen, test play on login) gets the name it was shown.
 */
export const proposeTrialName = async (ctx: RequestCtx, held: string | undefined) => {
  if (isClaim(held) && !(await findMemberByUsername(ctx, trialNameOf(held)))) {
    return { claim: held, userName: trialNameOf(held) };
  }
  const claim = newClaim();
  return { claim, userName: trialNameOf(claim) };
};

/** A session of an existing trial account (the claim's holder asks again: a retry). */
const resume = (ctx: RequestCtx, member: MemberRow, session: Device) => {
  if (member.type !== MEMBER_TYPES.freeTrial || member.status !== 'active') {
    throw new AppError('member.not.exist');
  }
  return createSession(ctx, { memberId: member.id, ...session });
};

/** Makes the trial account (member, play-money welcome credit, session: one transaction). */
const start = async (
  ctx: RequestCtx,
  username: string | (() => string),
  session: Device,
): Promise<LoginAnswer> => {
  const signed = await signUp(ctx, { member: trialMember, username, session });
  if (!signed.session) throw new Error('sign-up without its session');
  return signed.session;
};

/**
 * POST freePlay: the trial account of the name this client was proposed, made now (or, when
 * the client asks again, a new session of it); without a name, a new one with a fresh name.
 * A name the client holds no claim to is `member.not.exist`, whoever's it is.
 */
export const freePlay = async (
  ctx: RequestCtx,
  payload: { userName?: string | undefined; loginDeviceId: string },
  held: string | undefined,
): Promise<LoginAnswer> => {
  const session = { deviceId: payload.loginDeviceId, ip: ctx.ip, userAgent: ctx.userAgent };
  if (!payload.userName) return start(ctx, () => trialNameOf(newClaim()), session);
  const name = payload.userName.trim().toLowerCase();
  if (!isClaim(held) || trialNameOf(held) !== name) throw new AppError('member.not.exist');
  const existing = await findMemberByUsername(ctx, name);
  if (existing) return resume(ctx, existing, session);
  try {
    return await start(ctx, name, session);
  } catch (err) {
    // The same client's other request made it meanwhile (a double tap).
    const made = err instanceof AppError && err.code === 'username.exists';
    const member = made ? await findMemberByUsername(ctx, name) : undefined;
    if (member) return resume(ctx, member, session);
    throw err;
  }
};
