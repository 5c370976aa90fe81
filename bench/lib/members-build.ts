import type { SiteCtx } from '@lotto/server/src/context.js';
import { signUp } from '@lotto/server/src/modules/signup/index.js';

/**
 * The members bench's members, signed up through the sign-up service as registration does
 * (member row, welcome credit, first session on its device and address), MEMBERS_PER_COMMIT
 * to a transaction so the build takes minutes, not hours.
 */

const MEMBERS_PER_COMMIT = 1_000;

/** The n-th bench member's searchable fields: each distinct, so each search finds one. */
export const benchMember = (n: number) => {
  const key = String(n).padStart(6, '0');
  return {
    username: `bm${key}`,
    email: `bm${key}@bench.example`,
    dialingCode: '95',
    mobile: `97${key}1`,
    ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    deviceId: `bench-device-${key}`,
  };
};

export const buildMembers = async (
  ctx: SiteCtx,
  total: number,
  onProgress: (done: number) => void,
): Promise<void> => {
  for (let from = 0; from < total; from += MEMBERS_PER_COMMIT) {
    const to = Math.min(total, from + MEMBERS_PER_COMMIT);
    await ctx.db.transaction().execute(async (trx) => {
      for (let n = from; n < to; n++) {
        const m = benchMember(n);
        await signUp(
          { ...ctx, db: trx },
          {
            member: {
              password: null,
              email: m.email,
              dialingCode: m.dialingCode,
              mobile: m.mobile,
              mobileVerified: true,
            },
            username: m.username,
            session: { deviceId: m.deviceId, ip: m.ip, userAgent: 'bench' },
          },
        );
      }
    });
    onProgress(to);
  }
};
