import {
  formatMinor,
  isAgentType,
  parseMinor,
  type TeamTransferAnswer,
  type TransferMultipleDownlineBody,
} from '@lotto/contract';
import type { MemberCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { notifyMember } from '../inbox/index.js';
import { verifyPaymentPassword } from '../security/index.js';
import { isInTeam } from '../team/index.js';
import { moneyTransaction, transferCash } from '../wallet/index.js';

/**
 * Transfers to downlines (team management): cash from the agent to members of its team, at any
 * depth, each one `transfer` ledger transaction with an inbox message to the receiver, after
 * the payment password, as the transfer to the superior does it. Several members are paid in
 * ONE database transaction: all of them, or (one refused: too little cash) none.
 */

interface Payment {
  memberId: number;
  amountMinor: number;
}

/** The payments asked for, checked: amounts, no one twice, no one outside the team. */
const checkedPayments = async (
  ctx: MemberCtx,
  items: TransferMultipleDownlineBody['items'],
): Promise<Payment[]> => {
  if (!isAgentType(ctx.member.type)) throw new AppError('agent.required');
  const payments = items.map(({ memberId, amount }) => {
    const amountMinor = parseMinor(amount);
    if (amountMinor === null || amountMinor <= 0) throw new AppError('transfer.amount.invalid');
    return { memberId, amountMinor };
  });
  if (new Set(payments.map((p) => p.memberId)).size !== payments.length) {
    throw new AppError('team.transfer.duplicate');
  }
  for (const { memberId } of payments) {
    if (!(await isInTeam(ctx, ctx.member.id, memberId))) {
      throw new AppError('team.member.not.found');
    }
  }
  return payments;
};

/** One payment: its ledger transaction and the receiver's message (once per transaction). */
const pay = async (ctx: MemberCtx, requestId: string, p: Payment) => {
  const posted = await transferCash(ctx, {
    merchantId: ctx.site.id,
    fromMemberId: ctx.member.id,
    toMemberId: p.memberId,
    amountMinor: p.amountMinor,
    key: `downline-transfer:${ctx.member.id}:${requestId}:${p.memberId}`,
    reference: `downline:${p.memberId}`,
  });
  const notice = {
    kind: 'agent_transfer' as const,
    from: ctx.member.userName,
    amountMinor: p.amountMinor,
  };
  await notifyMember(ctx, p.memberId, notice, `agent-transfer:${posted.transactionId}`);
  return posted;
};

/**
 * Pays every item or none; the same requestId pays once and answers the first result. The
 * payments go in member order, so two transfers that share members lock them in one order.
 */
export const transferToDownlines = async (
  ctx: MemberCtx,
  body: TransferMultipleDownlineBody,
): Promise<TeamTransferAnswer> => {
  const payments = await checkedPayments(ctx, body.items);
  // Outside the money's transaction: a wrong password's count must stay when we refuse.
  await verifyPaymentPassword(ctx, ctx.member.id, body.paymentPassword);
  const ordered = [...payments].sort((a, b) => a.memberId - b.memberId);
  const posted = await moneyTransaction(ctx, async (trx) => {
    const done = new Map<number, { transactionId: number; balanceMinor: number }>();
    for (const p of ordered) done.set(p.memberId, await pay(trx, body.requestId, p));
    return done;
  });
  const last = ordered.at(-1);
  return {
    transactionIds: payments.map((p) => posted.get(p.memberId)?.transactionId ?? 0),
    balance: formatMinor(last ? (posted.get(last.memberId)?.balanceMinor ?? 0) : 0),
  };
};
