import {
  formatMinor,
  MEMBER_TYPES,
  parseMinor,
  type UpLineAnswer,
  type UpLineTransferAnswer,
  type UpLineTransferBody,
} from '@lotto/contract';
import type { MemberCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { findMember } from '../member/index.js';
import { maskUserName } from '../play/index.js';
import { verifyPaymentPassword } from '../security/index.js';
import { getBalances, transferCash } from '../wallet/index.js';

/**
 * Transfer to the superior (/m/upLine/transfer, AGETRANSFERUP3; spec/02: only with an upline
 * and type not 2): cash from the member to their upline as ONE `transfer` ledger transaction,
 * after the payment password.
 */

/** The member and their upline, or the refusal that says why not. */
const pairOf = async (ctx: MemberCtx) => {
  const member = await findMember(ctx, ctx.member.id);
  if (!member) throw new AppError('login.not.session');
  if (member.type === MEMBER_TYPES.agent2) throw new AppError('upline.transfer.not.allowed');
  const upline = member.upline_id === null ? undefined : await findMember(ctx, member.upline_id);
  if (!upline || upline.merchant_id !== member.merchant_id) throw new AppError('upline.not.exist');
  return { member, upline };
};

const cashOf = async (ctx: MemberCtx) =>
  (await getBalances(ctx, ctx.member.id)).find((b) => b.kind === 'cash')?.balanceMinor ?? 0;

/** GET upLine: the superior's masked name and the cash that can go. */
export const upLineOf = async (ctx: MemberCtx): Promise<UpLineAnswer> => {
  const { upline } = await pairOf(ctx);
  return { upline: maskUserName(upline.username), balance: formatMinor(await cashOf(ctx)) };
};

/** POST upLine/transfer: the same requestId transfers once and answers the first result. */
export const upLineTransfer = async (
  ctx: MemberCtx,
  body: UpLineTransferBody,
): Promise<UpLineTransferAnswer> => {
  const { member, upline } = await pairOf(ctx);
  const amountMinor = parseMinor(body.amount);
  if (amountMinor === null || amountMinor <= 0) throw new AppError('transfer.amount.invalid');
  // Outside the money's transaction: a wrong password's count must stay when we refuse.
  await verifyPaymentPassword(ctx, member.id, body.paymentPassword);
  const posted = await transferCash(ctx, {
    merchantId: ctx.site.id,
    fromMemberId: member.id,
    toMemberId: upline.id,
    amountMinor,
    key: `upline-transfer:${member.id}:${body.requestId}`,
    reference: `upline:${upline.id}`,
  });
  return { transactionId: posted.transactionId, balance: formatMinor(posted.balanceMinor) };
};
