import type { WithdrawalStep } from '@lotto/contract';
import type { SiteCtx } from '../../context.js';
import { notifyMember } from '../inbox/index.js';
import { insertStep } from './withdrawals.repository.js';
import type { WithdrawalRow } from './withdrawals.tables.js';

/**
 * A step of a withdrawal's timeline, and the member's inbox message of it, written in the
 * transaction that makes the step: both are there, or neither.
 */
export const recordStep = async (
  ctx: SiteCtx,
  w: Pick<WithdrawalRow, 'id' | 'member_id' | 'amount_minor'>,
  step: WithdrawalStep,
  extra: { operatorId?: number | null; note?: string | null } = {},
): Promise<void> => {
  await insertStep(ctx, { withdrawalId: w.id, step, ...extra, at: ctx.now() });
  const ref = `withdrawal:${w.id}:${step}:${extra.operatorId ?? 0}`;
  await notifyMember(
    ctx,
    w.member_id,
    { kind: 'withdrawal', step, amountMinor: w.amount_minor, reason: extra.note ?? null },
    ref,
  );
};
