import { formatMinor, type LimitKind } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import { AppError } from '../../errors.js';
import { findMember } from '../member/index.js';
import { limitsInForce, restrictionOf, usageOf } from './usage.js';

/**
 * The guards other modules call (DESIGN "Restrictions"): play's round and launch ask
 * assertMayPlay, deposits ask assertMayDeposit. Each refusal says why: the error code names the
 * restriction or limit, and `value` carries when it ends or what the limit and use are.
 */

const refuseRestricted = async (ctx: Ctx, memberId: number) => {
  const restriction = await restrictionOf(ctx, memberId);
  if (!restriction) return;
  const code =
    restriction.kind === 'timeout' ? 'member.restricted.timeout' : 'member.restricted.exclusion';
  throw new AppError(code, { until: restriction.until });
};

const refuseOverLimit = async (ctx: Ctx, memberId: number, kind: LimitKind, addMinor: number) => {
  const limits = await limitsInForce(ctx, memberId, kind);
  if (limits.length === 0) return;
  const member = await findMember(ctx, memberId);
  if (!member) return;
  const usage = await usageOf(ctx, memberId, member.merchant_id);
  for (const { period, amountMinor } of limits) {
    const used = usage[kind][period];
    // A loss limit refuses the stake that could take the loss past it; so does a deposit's.
    if (used + addMinor > amountMinor) {
      const code = kind === 'loss' ? 'limit.loss.reached' : 'limit.deposit.reached';
      throw new AppError(code, {
        period,
        limit: formatMinor(amountMinor),
        used: formatMinor(used),
      });
    }
  }
};

/** Refuses a stake of a restricted member, or one that could pass a loss limit. */
export const assertMayPlay = async (ctx: Ctx, memberId: number, stakeMinor: number) => {
  await refuseRestricted(ctx, memberId);
  await refuseOverLimit(ctx, memberId, 'loss', stakeMinor);
};

/** Refuses a deposit of a restricted member, or one that would pass a deposit limit. */
export const assertMayDeposit = async (ctx: Ctx, memberId: number, amountMinor: number) => {
  await refuseRestricted(ctx, memberId);
  await refuseOverLimit(ctx, memberId, 'deposit', amountMinor);
};
