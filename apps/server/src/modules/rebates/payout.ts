import type { Ctx } from '../../context.js';
import { findMember } from '../member/index.js';
import { creditRebate, moneyTransaction } from '../wallet/index.js';
import { accrualOf, linesOf } from './accrual.js';
import type { RebatePayoutKind } from './rebates.tables.js';

/**
 * Pays what has accrued as ONE `rebate` ledger transaction, in one database transaction with
 * the accrual rows it moves and the payout it records.
 *
 * Paid once, whoever races: the payout row is written first, numbered by the member's next
 * `seq`, and (member, seq) is unique. Two payouts that start together take the same number:
 * on PostgreSQL the second waits for the first's commit and then fails on the key (and its
 * caller reads nothing left to pay); on SQLite writes are serialized and the second reads the
 * first's accrual rows. The ledger key `rebate:<member>:<seq>` is the last guard.
 */

export class NothingToPay extends Error {}

export interface Paid {
  payoutId: number;
  amountMinor: number;
  balanceMinor: number;
}

const nextSeq = async (ctx: Ctx, memberId: number) => {
  const row = await ctx.db
    .selectFrom('rebate_payouts')
    .select((eb) => eb.fn.max<number>('seq').as('seq'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(row?.seq ?? 0) + 1;
};

/** Moves each item's paid stake up to the day's valid stake. */
const markPaid = async (
  ctx: Ctx,
  merchantId: number,
  memberId: number,
  items: Awaited<ReturnType<typeof accrualOf>>['items'],
) => {
  const now = ctx.now();
  for (const i of items) {
    await ctx.db
      .insertInto('rebate_accruals')
      .values({
        member_id: memberId,
        day: i.day,
        category: i.category,
        merchant_id: merchantId,
        paid_stake_minor: i.validMinor,
        paid_minor: i.amountMinor,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['member_id', 'day', 'category']).doUpdateSet((eb) => ({
          paid_stake_minor: i.validMinor,
          paid_minor: eb(eb.ref('rebate_accruals.paid_minor'), '+', i.amountMinor),
          updated_at: now,
        })),
      )
      .execute();
  }
};

/**
 * Pays the member's accrual: for `auto`, the days before `beforeDay` (the job passes the site's
 * today); for `manual`, everything through now. Throws NothingToPay when nothing is owed.
 */
export const payRebate = (
  ctx: Ctx,
  memberId: number,
  kind: RebatePayoutKind,
  beforeDay: string | null,
): Promise<Paid> =>
  moneyTransaction(ctx, async (trx) => {
    const member = await findMember(trx, memberId);
    if (!member) throw new NothingToPay();
    // Nothing owed: refuse before writing (a caller's transaction, a job step's, may go on).
    if ((await accrualOf(trx, memberId, beforeDay)).totalMinor <= 0) throw new NothingToPay();
    const merchantId = member.merchant_id;
    const seq = await nextSeq(trx, memberId);
    const inserted = await trx.db
      .insertInto('rebate_payouts')
      .values({
        merchant_id: merchantId,
        member_id: memberId,
        seq,
        kind,
        valid_stake_minor: 0,
        amount_minor: 0,
        transaction_id: null,
        created_at: trx.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const payoutId = Number(inserted.id);
    // Read again after the payout's number is ours: a payout that committed meanwhile counts.
    const accrual = await accrualOf(trx, memberId, beforeDay);
    if (accrual.totalMinor <= 0) {
      await trx.db.deleteFrom('rebate_payouts').where('id', '=', payoutId).execute();
      throw new NothingToPay();
    }
    await markPaid(trx, merchantId, memberId, accrual.items);
    const lines = linesOf(accrual.items);
    await trx.db
      .insertInto('rebate_payout_lines')
      .values(
        lines.map((l) => ({
          payout_id: payoutId,
          category: l.category,
          valid_stake_minor: l.stake,
          rate_bp: l.rateBp,
          amount_minor: l.amount,
        })),
      )
      .execute();
    const posted = await creditRebate(trx, {
      merchantId,
      memberId,
      amountMinor: accrual.totalMinor,
      key: `rebate:${memberId}:${seq}`,
      reference: `rebate:${kind}`,
    });
    if (posted.replayed) throw new NothingToPay();
    await trx.db
      .updateTable('rebate_payouts')
      .set({
        valid_stake_minor: accrual.stakeMinor,
        amount_minor: accrual.totalMinor,
        transaction_id: posted.transactionId,
      })
      .where('id', '=', payoutId)
      .execute();
    return { payoutId, amountMinor: accrual.totalMinor, balanceMinor: posted.balanceMinor };
  });
