import { randomInt } from 'node:crypto';
import { type LoginAnswer, MEMBER_TYPES } from '@lotto/contract';
import type { RequestCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { findMemberByUsername } from '../member/index.js';
import { createSession } from '../session/index.js';
import { signUp } from './signup.service.js';

/**
 * A trial account may be claimed by name only while it is fresh and unused: trial names are
 * not secrets, so an old or used one never opens a session for a stranger.
 */
export const TRIAL_CLAIM_MS = 10 * 60_000;

const trialName = () => `trial${randomInt(10_000_000, 100_000_000)}`;
/** A free-trial account (type 4): a generated name, no usable password, play money. */
const trialMember = { password: null, type: MEMBER_TYPES.freeTrial };

/** Creates a free-trial account and answers its name. */
export const newTrialUser = async (ctx: RequestCtx) => {
  const { member } = await signUp(ctx, { member: trialMember, username: trialName });
  return { userName: member.username };
};

/** Logs into the trial account just created under `userName`, or into a new one. */
export const freePlay = async (
  ctx: RequestCtx,
  payload: { userName?: string | undefined; loginDeviceId: string },
): Promise<LoginAnswer> => {
  const session = { deviceId: payload.loginDeviceId, ip: ctx.ip };
  if (!payload.userName) {
    const signed = await signUp(ctx, { member: trialMember, username: trialName, session });
    if (!signed.session) throw new Error('sign-up without its session');
    return signed.session;
  }
  const member = await findMemberByUsername(ctx, payload.userName);
  const claimable =
    member?.type === MEMBER_TYPES.freeTrial &&
    member.status === 'active' &&
    member.first_login_done === 0 &&
    ctx.now() - member.created_at < TRIAL_CLAIM_MS;
  if (!member || !claimable) throw new AppError('member.not.exist');
  return createSession(ctx, { memberId: member.id, ...session });
};
