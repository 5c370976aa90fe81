import type { Ctx } from '../../context.js';
import { ensureMemberAccount, postTransaction, systemAccount } from '../wallet/index.js';
import type { WithdrawalRow } from './withdrawals.tables.js';

/**
 * A withdrawal's money, each move one ledger transaction keyed by the withdrawal: requesting
 * moves the amount from cash into the member's held account (DESIGN "Money": held at once);
 * paying out moves it from held to the site's system account (it has left the platform);
 * cancelling or rejecting moves it back to cash. The held balance is always the sum of the
 * member's pending withdrawals (the ledger audit checks it).
 */

type Move = 'hold' | 'release' | 'pay';

const accountsOf = async (ctx: Ctx, w: Pick<WithdrawalRow, 'merchant_id' | 'member_id'>) => {
  const cash = await ensureMemberAccount(ctx, w.merchant_id, w.member_id, 'cash');
  const held = await ensureMemberAccount(ctx, w.merchant_id, w.member_id, 'held');
  return { cash, held };
};

export const moveWithdrawalMoney = async (
  ctx: Ctx,
  w: Pick<WithdrawalRow, 'id' | 'merchant_id' | 'member_id' | 'amount_minor'>,
  move: Move,
): Promise<void> => {
  const { cash, held } = await accountsOf(ctx, w);
  const amount = w.amount_minor;
  const [from, to, type] =
    move === 'hold'
      ? ([cash.id, held.id, 'withdrawal_hold'] as const)
      : move === 'release'
        ? ([held.id, cash.id, 'withdrawal_release'] as const)
        : ([
            held.id,
            (await systemAccount(ctx, w.merchant_id, 'cash', { currency: held.currency })).id,
            'withdrawal',
          ] as const);
  await postTransaction(ctx, {
    merchantId: w.merchant_id,
    idempotencyKey: `withdrawal:${w.id}:${move}`,
    type,
    reference: `withdrawal:${w.id}`,
    entries: [
      { accountId: from, amount: -amount },
      { accountId: to, amount },
    ],
  });
};
