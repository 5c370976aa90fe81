import { adminWithdrawalEndpoints as endpoints, formatMinor } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod/mini';
import { AppError } from '../../errors.js';
import { adminRoute, type OperatorCtx, recordAudit } from '../backoffice/index.js';
import { usernamesOf } from '../member/index.js';
import { moneyTransaction } from '../wallet/index.js';
import { approveWithdrawal, rejectWithdrawal } from './operator.service.js';

type QueuedWithdrawal = z.output<typeof endpoints.queuedWithdrawal>;

import { findAccountsByIds, findBanksByIds } from './withdrawals.repository.js';
import type { WithdrawalRow } from './withdrawals.tables.js';

/**
 * The back office's withdrawal queue (withdrawals.review): pending withdrawals with the full
 * account to pay, approve (two different operators from the site's threshold) and reject with
 * a reason. Each decision and its audit row are one transaction with the money it moves.
 */

const approvalCounts = async (ctx: OperatorCtx, ids: number[]) => {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await ctx.db
    .selectFrom('withdrawal_approvals')
    .select(['withdrawal_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('withdrawal_id', 'in', ids)
    .groupBy('withdrawal_id')
    .execute();
  return new Map(rows.map((r) => [r.withdrawal_id, Number(r.n)]));
};

const viewsOf = async (ctx: OperatorCtx, rows: WithdrawalRow[]): Promise<QueuedWithdrawal[]> => {
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
  const names = await usernamesOf(
    ctx,
    rows.map((r) => r.member_id),
  );
  const approvals = await approvalCounts(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const account = accounts.get(r.account_id);
    return {
      id: r.id,
      memberId: r.member_id,
      username: names.get(r.member_id) ?? '',
      amount: formatMinor(Number(r.amount_minor)),
      status: r.status,
      bankName: (account && banks.get(account.bank_id)?.name) ?? '',
      accountNumber: account?.account_number ?? '',
      payeeName: account?.payee_name ?? '',
      approvals: approvals.get(r.id) ?? 0,
      approvalsNeeded: r.approvals_needed,
      reason: r.reason,
      createdAt: Number(r.created_at),
      settledAt: r.settled_at === null ? null : Number(r.settled_at),
    };
  });
};

const siteWithdrawal = async (ctx: OperatorCtx, id: number) => {
  const row = await ctx.db
    .selectFrom('withdrawals')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_id', '=', ctx.site.id)
    .executeTakeFirst();
  if (!row) throw new AppError('withdraw.not.exist');
  const [view] = await viewsOf(ctx, [row]);
  if (!view) throw new Error(`withdrawal ${id} has no view`);
  return view;
};

export const withdrawalQueue = async (
  ctx: OperatorCtx,
  query: z.output<typeof endpoints.withdrawalQueueQuery>,
) => {
  const base = ctx.db
    .selectFrom('withdrawals')
    .where('merchant_id', '=', ctx.site.id)
    .where('status', '=', query.status);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', query.status === 'pending' ? 'asc' : 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const totalCount = Number(count.n);
  return {
    list: await viewsOf(ctx, rows),
    pageNum: query.pageNo,
    totalPages: Math.ceil(totalCount / query.pageSize),
    totalCount,
  };
};

/** A decision, audited with the withdrawal before and after, in the money's transaction. */
const decide = (
  ctx: OperatorCtx,
  id: number,
  action: 'withdrawal.approve' | 'withdrawal.reject',
  work: (trx: OperatorCtx) => Promise<unknown>,
) =>
  moneyTransaction(ctx, async (trx) => {
    const before = await siteWithdrawal(trx, id);
    await work(trx);
    const after = await siteWithdrawal(trx, id);
    await recordAudit(trx, { action, targetType: 'withdrawal', targetId: id, before, after });
    return after;
  });

export const withdrawalAdminRoutes: FastifyPluginAsync = async (app) => {
  adminRoute(app, endpoints.withdrawalQueue, (ctx, { query }) => withdrawalQueue(ctx, query));
  adminRoute(app, endpoints.approveWithdrawal, (ctx, { params }) =>
    decide(ctx, params.id, 'withdrawal.approve', (trx) =>
      approveWithdrawal(trx, { id: params.id, operatorId: trx.operator.id }),
    ),
  );
  adminRoute(app, endpoints.rejectWithdrawal, (ctx, { params, body }) =>
    decide(ctx, params.id, 'withdrawal.reject', (trx) =>
      rejectWithdrawal(trx, { id: params.id, operatorId: trx.operator.id, reason: body.reason }),
    ),
  );
};
