import type { Ctx } from '../../context.js';
import { holdCash, payOutWithdrawal, releaseHeld } from '../wallet/index.js';
import type { WithdrawalRow } from './withdrawals.tables.js';

/**
 * A withdrawal's money, each move one ledger transaction keyed by the withdrawal: requesting
 * holds the amount (the wallet moves it from cash into the member's held account: DESIGN
 * "Money", held at once); paying out sends it from there off the platform; cancelling or
 * rejecting releases it back to cash.
 */

type Move = 'hold' | 'release' | 'pay';

export const moveWithdrawalMoney = async (
  ctx: Ctx,
  w: Pick<WithdrawalRow, 'id' | 'merchant_id' | 'member_id' | 'amount_minor'>,
  move: Move,
): Promise<void> => {
  const money = {
    merchantId: w.merchant_id,
    memberId: w.member_id,
    amountMinor: w.amount_minor,
    key: `withdrawal:${w.id}:${move}`,
    reference: `withdrawal:${w.id}`,
  };
  if (move === 'hold') await holdCash(ctx, { ...money, for: 'withdrawal' });
  else if (move === 'release') await releaseHeld(ctx, { ...money, for: 'withdrawal' });
  else await payOutWithdrawal(ctx, money);
};
