import type { Ctx } from '../../context.js';
import { AppError } from '../../errors.js';
import { ensureMemberAccount, systemAccount } from './ledger.accounts.js';
import { MAX_AMOUNT_MINOR, postTransaction } from './ledger.post.js';

/**
 * What the back office needs of the wallet: a manual adjustment (one `adjustment` transaction
 * between the member's cash account and the site's system account, under the caller's key),
 * and a member's entries page by page.
 */

export const adjustMemberCash = async (
  ctx: Ctx,
  move: {
    merchantId: number;
    memberId: number;
    amountMinor: number;
    key: string;
    reference: string;
  },
) => {
  const { amountMinor } = move;
  if (
    !Number.isSafeInteger(amountMinor) ||
    amountMinor === 0 ||
    Math.abs(amountMinor) > MAX_AMOUNT_MINOR
  ) {
    throw new AppError('request_param_err', { reason: 'amount' });
  }
  const account = await ensureMemberAccount(ctx, move.merchantId, move.memberId, 'cash');
  const other = await systemAccount(ctx, move.merchantId, 'cash', { currency: account.currency });
  const posted = await postTransaction(ctx, {
    merchantId: move.merchantId,
    idempotencyKey: move.key,
    type: 'adjustment',
    reference: move.reference,
    entries: [
      { accountId: account.id, amount: amountMinor },
      { accountId: other.id, amount: -amountMinor },
    ],
  });
  return { transactionId: posted.transactionId, replayed: posted.replayed };
};

/** The member's ledger entries (every account of theirs), newest first. */
export const memberEntriesPage = async (
  { db }: Ctx,
  memberId: number,
  page: { pageNo: number; pageSize: number },
) => {
  const base = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .where('a.owner', '=', 'member')
    .where('a.member_id', '=', memberId);
  const { n } = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select([
      'e.id',
      'e.transaction_id',
      'e.amount',
      'e.balance_after',
      'a.kind',
      't.type',
      't.reference',
      't.created_at',
    ])
    .orderBy('e.id', 'desc')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  return {
    totalCount: Number(n),
    entries: rows.map((r) => ({
      id: r.id,
      transactionId: r.transaction_id,
      kind: r.kind,
      type: r.type,
      amount: r.amount,
      balanceAfter: r.balance_after,
      reference: r.reference,
      createdAt: Number(r.created_at),
    })),
  };
};
