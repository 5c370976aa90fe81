import { type LoginAnswer, MEMBER_TYPES } from '@lotto/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { createTrialMember, findMemberByUsername } from '../member/member.service.js';
import type { Site } from '../system/site.js';
import { createSession } from './session.service.js';

/**
 * A trial account may be claimed by name only while it is fresh and unused: trial names are
 * not secrets, so an old or used one never opens a session for a stranger.
 */
export const TRIAL_CLAIM_MS = 10 * 60_000;

export interface FreePlayContext {
  db: Kysely<Database>;
  site: Site;
  ip: string;
  now: number;
}

/** Creates a free-trial account (type 4) and answers its name. */
export const newTrialUser = async ({ db, site, now }: FreePlayContext) => {
  const member = await createTrialMember(db, site, now);
  return { userName: member.username };
};

/** Logs into the trial account just created under `userName`, or into a new one. */
export const freePlay = async (
  ctx: FreePlayContext,
  payload: { userName?: string | undefined; loginDeviceId: string },
): Promise<LoginAnswer> => {
  const { db, site, now } = ctx;
  let member = payload.userName ? await findMemberByUsername(db, site.id, payload.userName) : null;
  if (payload.userName) {
    const claimable =
      member?.type === MEMBER_TYPES.freeTrial &&
      member.status === 'active' &&
      member.first_login_done === 0 &&
      now - member.created_at < TRIAL_CLAIM_MS;
    if (!claimable) throw new AppError('member.not.exist');
  }
  member ??= await createTrialMember(db, site, now);
  return createSession(db, {
    memberId: member.id,
    merchantId: site.id,
    deviceId: payload.loginDeviceId,
    ip: ctx.ip,
    now,
  });
};
