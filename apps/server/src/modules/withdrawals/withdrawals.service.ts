import type { withdrawalsQuery } from '@lotto/contract';
import {
  formatMinor,
  MAX_WITHDRAWAL_ACCOUNTS,
  parseMinor,
  type RequestWithdrawalBody,
  type WithdrawalDetail,
  type WithdrawalPage,
  type WithdrawalSummary,
  type WithdrawOverview,
} from '@lotto/contract';
import type { z } from 'zod/mini';
import type { MemberCtx, SiteCtx } from '../../context.js';
import { idempotentWrite } from '../../db/idempotent.js';
import { AppError } from '../../errors.js';
import { findMember } from '../member/index.js';
import { verifyPaymentPassword } from '../security/index.js';
import { siteDayOf } from '../system/index.js';
import { turnoverOf } from '../turnover/index.js';
import { withdrawLimitsOf } from '../vip/index.js';
import { getBalances, moneyTransaction } from '../wallet/index.js';
import { accountsOf, maskNumber } from './accounts.service.js';
import { moveWithdrawalMoney } from './withdrawal-money.js';
import { recordStep } from './withdrawal-steps.js';
import {
  countWithdrawals,
  dayTotalsOf,
  findAccountOf,
  findAccountsByIds,
  findBanks,
  findBanksByIds,
  findSettings,
  findSteps,
  findWithdrawalByRequest,
  findWithdrawalOf,
  findWithdrawalPage,
  insertWithdrawal,
  lockWithdrawal,
  settleWithdrawal,
} from './withdrawals.repository.js';
import type { WithdrawalRow } from './withdrawals.tables.js';

/**
 * The member's side of withdrawals: the screen's overview, a request (checked against the
 * site's limits, the VIP level's, the turnover left and the payment password, then held at
 * once), the report with each withdrawal's timeline, and cancelling one while it is pending.
 */

const balancesOf = async (ctx: SiteCtx, memberId: number) => {
  const balances = await getBalances(ctx, memberId);
  const of = (kind: 'cash' | 'held') => balances.find((b) => b.kind === kind)?.balanceMinor ?? 0;
  return { cash: of('cash'), held: of('held') };
};

/** The VIP level's limits for today and what is left of them (null: the site sets none). */
const limitsToday = async (ctx: MemberCtx) => {
  const member = { memberId: ctx.member.id, merchantId: ctx.site.id };
  const limits = await withdrawLimitsOf(ctx, member);
  const day = await siteDayOf(ctx.db, ctx.site.id, ctx.now());
  const today = await dayTotalsOf(ctx, ctx.member.id, day);
  return {
    limits,
    countLeft: limits ? Math.max(0, limits.countPerDay - today.count) : null,
    amountLeftMinor: limits ? Math.max(0, limits.amountPerDayMinor - today.amountMinor) : null,
  };
};

export const overviewOf = async (ctx: MemberCtx): Promise<WithdrawOverview> => {
  const member = await findMember(ctx, ctx.member.id);
  if (!member) throw new AppError('member.not.exist');
  const settings = await findSettings(ctx, ctx.site.id);
  const { cash, held } = await balancesOf(ctx, ctx.member.id);
  const { leftMinor: _, ...turnover } = await turnoverOf(ctx, {
    merchantId: ctx.site.id,
    memberId: ctx.member.id,
  });
  const today = await limitsToday(ctx);
  const banks = await findBanks(ctx, ctx.site.id);
  return {
    withdrawable: formatMinor(cash),
    held: formatMinor(held),
    currencySymbol: ctx.site.currencySymbol,
    turnover,
    limits: {
      min: formatMinor(settings.min_minor),
      max: formatMinor(settings.max_minor),
      countPerDay: today.limits?.countPerDay ?? null,
      countLeft: today.countLeft,
      amountPerDay: today.limits ? formatMinor(today.limits.amountPerDayMinor) : null,
      amountLeft: today.amountLeftMinor === null ? null : formatMinor(today.amountLeftMinor),
    },
    accounts: await accountsOf(ctx),
    maxAccounts: MAX_WITHDRAWAL_ACCOUNTS,
    banks: banks.map((b) => ({
      id: b.id,
      code: b.code,
      name: b.name,
      kind: b.kind,
      minDigits: b.min_digits,
      maxDigits: b.max_digits,
    })),
    payeeName: member.payee_name,
    paymentPasswordSet: member.payment_password_hash !== null,
  };
};

const checkVipLimits = async (ctx: MemberCtx, amountMinor: number) => {
  const today = await limitsToday(ctx);
  if (today.countLeft !== null && today.countLeft < 1) throw new AppError('withdraw.vip.count');
  if (today.amountLeftMinor !== null && amountMinor > today.amountLeftMinor) {
    throw new AppError('withdraw.vip.amount', { amountLeft: formatMinor(today.amountLeftMinor) });
  }
};

/** Every refusal that needs no password comes first, so a refused request costs no attempt. */
const checkRequest = async (ctx: MemberCtx, body: RequestWithdrawalBody, amountMinor: number) => {
  const settings = await findSettings(ctx, ctx.site.id);
  if (amountMinor < settings.min_minor) {
    throw new AppError('withdraw.amount.min', { min: formatMinor(settings.min_minor) });
  }
  if (amountMinor > settings.max_minor) {
    throw new AppError('withdraw.amount.max', { max: formatMinor(settings.max_minor) });
  }
  if (!(await findAccountOf(ctx, ctx.member.id, body.accountId))) {
    throw new AppError('withdraw.card.not.exist');
  }
  const turnover = await turnoverOf(ctx, { merchantId: ctx.site.id, memberId: ctx.member.id });
  if (turnover.leftMinor > 0) {
    throw new AppError('withdraw.turnover.outstanding', { left: turnover.left });
  }
  await checkVipLimits(ctx, amountMinor);
  if ((await balancesOf(ctx, ctx.member.id)).cash < amountMinor) {
    throw new AppError('wallet.insufficient');
  }
  return settings;
};

/** Checks, the password, then the hold: one new withdrawal of the request id. */
const writeWithdrawal = async (
  ctx: MemberCtx,
  body: RequestWithdrawalBody,
  amountMinor: number,
) => {
  const settings = await checkRequest(ctx, body, amountMinor);
  // Outside the money transaction: a wrong password's count must stay when the request fails.
  await verifyPaymentPassword(ctx, ctx.member.id, body.paymentPassword);
  return moneyTransaction(ctx, async (trx) => {
    await checkVipLimits(trx, amountMinor); // again, now that it is one transaction with the hold
    const at = trx.now();
    const row = {
      merchant_id: trx.site.id,
      member_id: trx.member.id,
      account_id: body.accountId,
      amount_minor: amountMinor,
      approvals_needed: amountMinor >= settings.second_approval_minor ? 2 : 1,
      day: await siteDayOf(trx.db, trx.site.id, at),
      created_at: at,
      request_id: body.requestId,
    };
    const withdrawalId = await insertWithdrawal(trx, row);
    const w = { ...row, id: withdrawalId };
    await moveWithdrawalMoney(trx, w, 'hold');
    await recordStep(trx, w, 'requested');
    return withdrawalId;
  });
};

/**
 * A request id answers its first withdrawal again, copies sent at once included (a copy
 * refused because the first took the cash or the day's count answers the first too); the same
 * id with another amount or card is refused.
 */
export const requestWithdrawal = async (
  ctx: MemberCtx,
  body: RequestWithdrawalBody,
): Promise<WithdrawalDetail> => {
  const amountMinor = parseMinor(body.amount);
  if (amountMinor === null || amountMinor <= 0) {
    throw new AppError('request_param_err', { reason: 'amount' });
  }
  const earlier = async () => {
    const row = await findWithdrawalByRequest(ctx, ctx.member.id, body.requestId);
    if (row && (row.amount_minor !== amountMinor || row.account_id !== body.accountId)) {
      throw new AppError('wallet.idempotency.conflict');
    }
    return row?.id;
  };
  const id = await idempotentWrite(earlier, () => writeWithdrawal(ctx, body, amountMinor));
  return detailOf(ctx, id);
};

const summariesOf = async (ctx: MemberCtx, rows: WithdrawalRow[]): Promise<WithdrawalSummary[]> => {
  const accounts = new Map(
    (await findAccountsByIds(ctx, [...new Set(rows.map((r) => r.account_id))])).map((a) => [
      a.id,
      a,
    ]),
  );
  const banks = new Map(
    (await findBanksByIds(ctx, [...new Set([...accounts.values()].map((a) => a.bank_id))])).map(
      (b) => [b.id, b],
    ),
  );
  return rows.map((r) => {
    const account = accounts.get(r.account_id);
    return {
      id: r.id,
      amount: formatMinor(r.amount_minor),
      status: r.status,
      bankName: (account && banks.get(account.bank_id)?.name) ?? '',
      maskedNumber: account ? maskNumber(account.account_number) : '',
      createdAt: r.created_at,
      settledAt: r.settled_at,
    };
  });
};

export const detailOf = async (ctx: MemberCtx, id: number): Promise<WithdrawalDetail> => {
  const row = await findWithdrawalOf(ctx, ctx.member.id, id);
  if (!row) throw new AppError('withdraw.not.exist');
  const [summary] = await summariesOf(ctx, [row]);
  if (!summary) throw new Error(`withdrawal ${id} has no summary`);
  const account = (await findAccountsByIds(ctx, [row.account_id]))[0];
  return {
    ...summary,
    payeeName: account?.payee_name ?? '',
    reason: row.reason,
    timeline: await findSteps(ctx, row.id),
  };
};

export const reportOf = async (
  ctx: MemberCtx,
  query: z.output<typeof withdrawalsQuery>,
): Promise<WithdrawalPage> => {
  const offset = (query.pageNo - 1) * query.pageSize;
  const [rows, totalCount] = await Promise.all([
    findWithdrawalPage(ctx, ctx.member.id, { offset, limit: query.pageSize }),
    countWithdrawals(ctx, ctx.member.id),
  ]);
  return {
    list: await summariesOf(ctx, rows),
    pageNum: query.pageNo,
    totalPages: Math.ceil(totalCount / query.pageSize),
    totalCount,
  };
};

/** The member cancels a pending withdrawal: the held amount goes back to cash, once. */
export const cancelWithdrawal = async (ctx: MemberCtx, id: number): Promise<WithdrawalDetail> => {
  await moneyTransaction(ctx, async (trx) => {
    const w = await lockWithdrawal(trx, id);
    if (!w || w.member_id !== trx.member.id) throw new AppError('withdraw.not.exist');
    if (!(await settleWithdrawal(trx, id, { status: 'cancelled', at: trx.now() }))) {
      throw new AppError('withdraw.not.pending');
    }
    await moveWithdrawalMoney(trx, w, 'release');
    await recordStep(trx, w, 'cancelled');
  });
  return detailOf(ctx, id);
};
