import type { DepositStatus } from '@lotto/contract';
import type { SiteCtx } from '../../context.js';
import { type LocalText, notifyMember } from '../inbox/index.js';
import { issueFirstDepositBonuses } from '../promotions/index.js';
import { findSiteById } from '../system/index.js';
import { creditDeposit, moneyTransaction } from '../wallet/index.js';
import { insertReasonTexts } from './deposit-reasons.js';
import {
  claimProviderTxn,
  hasEarlierPaid,
  type OrderRow,
  recordCredit,
  settleIfPending,
} from './deposits.repository.js';

/**
 * Settling an order, once, whoever asks (an operator's approval, a gateway's callback, the
 * status job): the conditional move out of 'pending' decides who wins; the ledger key
 * `deposit:<order id>` is the last guard, so however many ask at once the member is credited once.
 */

/** The ledger's idempotency key of an order's credit. */
export const depositKey = (orderId: number) => `deposit:${orderId}`;

/** The site of an order (a callback or the job has none of its own). */
export const siteCtxOfOrder = async <C extends { db: SiteCtx['db'] }>(
  ctx: Omit<SiteCtx, 'site'> & C,
  order: OrderRow,
): Promise<SiteCtx> => {
  const site = await findSiteById(ctx.db, order.merchant_id);
  if (!site) throw new Error(`order ${order.id}: site ${order.merchant_id} not found`);
  return { db: ctx.db, now: ctx.now, log: ctx.log, site };
};

export interface CreditBy {
  operatorId?: number;
  /** The gateway's transaction: claimed in the same transaction, so a copy credits nothing. */
  provider?: { gateway: string; txnId: string };
}

export type CreditOutcome = 'credited' | 'duplicate' | 'settled';

/**
 * Credits a pending order's declared amount as one `deposit` ledger transaction (site system
 * cash -> member cash), issues a first deposit's promotion bonus, and tells the member. Answers
 * 'duplicate' when the provider transaction was seen before, 'settled' when the order was no
 * longer pending; nothing is written then.
 */
export const creditOrder = (ctx: SiteCtx, order: OrderRow, by: CreditBy): Promise<CreditOutcome> =>
  moneyTransaction(ctx, async (trx): Promise<CreditOutcome> => {
    const at = trx.now();
    if (by.provider) {
      const fresh = await claimProviderTxn(trx.db, {
        gateway: by.provider.gateway,
        providerTxnId: by.provider.txnId,
        orderId: order.id,
        at,
      });
      if (!fresh) return 'duplicate';
    }
    const moved = await settleIfPending(trx.db, order.id, {
      status: 'paid',
      at,
      operatorId: by.operatorId ?? null,
      providerTxnId: by.provider?.txnId ?? null,
    });
    if (!moved) {
      // The provider's transaction stays claimed only with a credit: undo the claim.
      if (by.provider) throw new SettledMeanwhile();
      return 'settled';
    }
    const first = !(await hasEarlierPaid(trx.db, order.member_id, order.id));
    const bonuses = first
      ? await issueFirstDepositBonuses(trx, {
          memberId: order.member_id,
          amountMinor: order.amount_minor,
        })
      : [];
    const chosen = bonuses.find((b) => b.promotionId === order.promotion_id) ?? bonuses[0];
    await noticeOf(trx, order, 'paid');
    // The money last: the site's system account is one row every deposit locks (PostgreSQL),
    // so the transaction holds it for the ledger's own statements only.
    const posted = await creditDeposit(trx, {
      merchantId: order.merchant_id,
      memberId: order.member_id,
      amountMinor: order.amount_minor,
      currency: order.currency,
      key: depositKey(order.id),
      reference: order.order_no,
    });
    await recordCredit(trx.db, order.id, {
      transactionId: posted.transactionId,
      bonusMinor: chosen?.bonusMinor ?? 0,
      turnoverMinor: chosen?.turnoverMinor ?? 0,
      promotionId: chosen?.promotionId ?? order.promotion_id,
    });
    return 'credited';
  }).catch((error: unknown) => {
    if (error instanceof SettledMeanwhile) return 'settled' as const;
    throw error;
  });

/** Thrown inside the credit's transaction to roll back a provider claim without a credit. */
class SettledMeanwhile extends Error {}

/** Closes a pending order without money (rejected, failed, expired); false when settled before. */
export const closeOrder = async (
  ctx: SiteCtx,
  order: OrderRow,
  change: {
    status: Exclude<DepositStatus, 'pending' | 'paid'>;
    reason?: string | null;
    /** The reason per language, for the member to read in theirs. */
    reasons?: LocalText;
    operatorId?: number;
    providerTxnId?: string;
  },
): Promise<boolean> =>
  moneyTransaction(ctx, async (trx) => {
    const moved = await settleIfPending(trx.db, order.id, {
      status: change.status,
      at: trx.now(),
      reason: change.reason ?? null,
      operatorId: change.operatorId ?? null,
      providerTxnId: change.providerTxnId ?? null,
    });
    if (!moved) return false;
    if (change.reasons) await insertReasonTexts(trx.db, order.id, change.reasons);
    const reason = change.reason
      ? { EN: change.reason, MY: change.reason, ...change.reasons }
      : null;
    await noticeOf(trx, order, change.status, reason);
    return true;
  });

/** The member's inbox message of an order's new state (once per state: its ref). */
export const noticeOf = (
  ctx: SiteCtx,
  order: OrderRow,
  state: 'received' | Exclude<DepositStatus, 'pending'>,
  reason?: LocalText | null,
) =>
  notifyMember(
    ctx,
    order.member_id,
    {
      kind: 'deposit',
      state,
      orderNo: order.order_no,
      amountMinor: order.amount_minor,
      reason: reason ?? null,
    },
    `deposit:${order.id}:${state}`,
  );
