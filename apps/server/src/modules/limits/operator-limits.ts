import type { LimitKind, LimitPeriod, RestrictBody } from '@lotto/contract';
import type { SiteCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { endMemberSessions } from '../session/index.js';
import { insertRestriction, limitRowsOf, writeLimitIfStricter } from './limits.repository.js';
import type { OnRestricted } from './limits.service.js';
import { addMonths } from './periods.js';
import { inForce, restrictionOf } from './usage.js';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Responsible play as an operator changes it: only ever stricter. A limit may be set where
 * none is, or lowered, at once (a waiting increase is dropped); a higher one is refused, as
 * is a restriction that would end before the one in force. The caller passes its transaction.
 */

/** Sets or lowers a limit; answers the amounts in force before and after (minor units). */
export const tightenLimit = async (
  ctx: SiteCtx,
  memberId: number,
  change: { kind: LimitKind; period: LimitPeriod; amountMinor: number },
): Promise<{ before: number | null; after: number }> => {
  const row = (await limitRowsOf(ctx, memberId)).find(
    (r) => r.kind === change.kind && r.period === change.period,
  );
  const before = row ? inForce(row, ctx.now()) : null;
  if (before !== null && change.amountMinor > before) {
    throw new AppError('admin.limit.looser', { current: before });
  }
  if (!(await writeLimitIfStricter(ctx, { memberId, ...change }))) {
    throw new AppError('admin.limit.looser');
  }
  return { before, after: change.amountMinor };
};

/**
 * A time-out or exclusion from now, as long as the member's own would last: every session of the member ends at once
 * and `onRestricted` stops what runs on (lottery chases), as the member's own would.
 */
export const restrictMember = async (
  ctx: SiteCtx,
  memberId: number,
  body: RestrictBody,
  onRestricted: OnRestricted,
) => {
  const now = ctx.now();
  const restriction = {
    kind: body.kind,
    until: body.kind === 'timeout' ? now + body.days * DAY_MS : addMonths(now, body.months),
  };
  const before = await restrictionOf(ctx, memberId);
  if (before && restriction.until < before.until) {
    throw new AppError('admin.restriction.shorter', before);
  }
  await insertRestriction(ctx, {
    merchantId: ctx.site.id,
    memberId,
    kind: restriction.kind,
    startsAt: now,
    endsAt: restriction.until,
  });
  await endMemberSessions(ctx, memberId);
  await onRestricted(ctx, memberId);
  return { before, after: restriction };
};
