import {
  type adminMemberEndpoints as endpoints,
  isAgentType,
  MEMBER_TYPES,
  parseMinor,
  type ResponsibleAnswer,
} from '@lotto/contract';
import { transaction } from '../../context.js';
import { AppError } from '../../errors.js';
import { type OnRestricted, responsibleOf, restrictMember, tightenLimit } from '../limits/index.js';
import { hasDownlines, type MemberRow, setMemberLock, setMemberType } from '../member/index.js';
import { endMemberSessions } from '../session/index.js';
import type { OperatorCtx } from './admin-context.js';
import { recordAudit } from './audit.js';
import { siteMember } from './members.service.js';

/**
 * What an operator changes on a member (members.manage), each in one transaction with its
 * audit row: lock and unlock, the member's type, and responsible play made stricter.
 */

type LockAnswer = endpoints.MemberLockAnswer;

const lockOf = (m: Pick<MemberRow, 'status' | 'lock_reason' | 'locked_at'>) => ({
  status: m.status,
  lockReason: m.lock_reason,
  lockedAt: m.locked_at === null ? null : Number(m.locked_at),
});

/** Locks the account: sign-in is refused and every live session ends at once. */
export const lockMember = (ctx: OperatorCtx, id: number, reason: string): Promise<LockAnswer> =>
  transaction(ctx, async (trx) => {
    const m = await siteMember(trx, id);
    if (m.status !== 'active') throw new AppError('admin.member.locked');
    const after = await setMemberLock(trx, m.id, { reason });
    if (!after) throw new AppError('admin.member.locked');
    await endMemberSessions(trx, m.id);
    await recordAudit(trx, {
      action: 'member.lock',
      targetType: 'member',
      targetId: m.id,
      before: lockOf(m),
      after: lockOf(after),
    });
    return { id: m.id, ...lockOf(after) };
  });

export const unlockMember = (ctx: OperatorCtx, id: number, reason: string): Promise<LockAnswer> =>
  transaction(ctx, async (trx) => {
    const m = await siteMember(trx, id);
    if (m.status === 'active') throw new AppError('admin.member.not.locked');
    const after = await setMemberLock(trx, m.id, null);
    if (!after) throw new AppError('admin.member.not.locked');
    await recordAudit(trx, {
      action: 'member.unlock',
      targetType: 'member',
      targetId: m.id,
      before: lockOf(m),
      after: { ...lockOf(after), reason },
    });
    return { id: m.id, ...lockOf(after) };
  });

/** Types an operator may give: every kind but the free trial, which only sign-up makes. */
const GIVEN_TYPES: readonly number[] = Object.values(MEMBER_TYPES).filter(
  (t) => t !== MEMBER_TYPES.freeTrial,
);

/**
 * Changes the member's type. A free trial keeps its own (its money is play money); an agent
 * whose team is not empty stays an agent kind, or its team would hang under a player.
 */
export const changeMemberType = (
  ctx: OperatorCtx,
  id: number,
  body: { type: number; reason: string },
) =>
  transaction(ctx, async (trx) => {
    if (!GIVEN_TYPES.includes(body.type)) throw new AppError('admin.member.type.invalid');
    const m = await siteMember(trx, id);
    if (m.type === MEMBER_TYPES.freeTrial) throw new AppError('admin.member.type.trial');
    if (m.type === body.type) throw new AppError('admin.member.type.same');
    if (!isAgentType(body.type) && (await hasDownlines(trx, m.id))) {
      throw new AppError('admin.member.type.team');
    }
    await setMemberType(trx, m.id, body.type);
    await recordAudit(trx, {
      action: 'member.type',
      targetType: 'member',
      targetId: m.id,
      before: { type: m.type },
      after: { type: body.type, reason: body.reason },
    });
    return { id: m.id, type: body.type };
  });

/** Sets a limit where none is, or lowers one, at once; a higher one is refused. */
export const tightenMemberLimit = async (
  ctx: OperatorCtx,
  id: number,
  body: endpoints.OperatorLimitBody,
): Promise<ResponsibleAnswer> => {
  const amountMinor = parseMinor(body.amount);
  if (amountMinor === null || amountMinor <= 0) {
    throw new AppError('request_param_err', {
      fields: [{ field: 'amount', message: 'more than 0' }],
    });
  }
  const memberId = await transaction(ctx, async (trx) => {
    const m = await siteMember(trx, id);
    const { before, after } = await tightenLimit(trx, m.id, { ...body, amountMinor });
    await recordAudit(trx, {
      action: 'member.limit',
      targetType: 'member',
      targetId: m.id,
      before: { kind: body.kind, period: body.period, amountMinor: before },
      after: { kind: body.kind, period: body.period, amountMinor: after, reason: body.reason },
    });
    return m.id;
  });
  return responsibleOf(ctx, { memberId, merchantId: ctx.site.id });
};

/** A time-out or self-exclusion on the member's behalf: their sessions end at once. */
export const restrictMemberPlay = async (
  ctx: OperatorCtx,
  id: number,
  body: endpoints.OperatorRestrictBody,
  onRestricted: OnRestricted,
): Promise<ResponsibleAnswer> => {
  const { reason, ...restriction } = body;
  const memberId = await transaction(ctx, async (trx) => {
    const m = await siteMember(trx, id);
    const { before, after } = await restrictMember(trx, m.id, restriction, onRestricted);
    await recordAudit(trx, {
      action: 'member.restrict',
      targetType: 'member',
      targetId: m.id,
      before,
      after: { ...after, reason },
    });
    return m.id;
  });
  return responsibleOf(ctx, { memberId, merchantId: ctx.site.id });
};
