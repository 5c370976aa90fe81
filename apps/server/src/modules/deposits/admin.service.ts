import type { adminDepositEndpoints } from '@lotto/contract';
import { formatMinor } from '@lotto/contract';
import type { SiteCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { findMember } from '../member/index.js';
import {
  findCallbacksOf,
  findChannelNames,
  findOrder,
  type OrderRow,
  pageSiteOrders,
} from './deposits.repository.js';
import { receiptOf } from './orders.service.js';

/**
 * What the back office reads of deposits (its routes check deposits.review first): the queue
 * by status and kind with the member's account name, an order's callbacks as they came, and a
 * receipt. Approve and reject are review.service.ts.
 */

type AdminDeposit = adminDepositEndpoints.AdminDeposit;

const siteOrder = async (ctx: SiteCtx, id: number): Promise<OrderRow> => {
  const order = await findOrder(ctx.db, id);
  if (!order || order.merchant_id !== ctx.site.id) throw new AppError('deposit.order.not.found');
  return order;
};

export const adminViewOf = async (ctx: SiteCtx, orders: readonly OrderRow[]) => {
  const names = new Map(
    (await findChannelNames(ctx.db, [...new Set(orders.map((o) => o.channel_id))])).map((c) => [
      c.id,
      c.name_en,
    ]),
  );
  const views: AdminDeposit[] = [];
  for (const o of orders) {
    const member = await findMember(ctx, o.member_id);
    views.push({
      id: o.id,
      orderNo: o.order_no,
      memberId: o.member_id,
      username: member?.username ?? String(o.member_id),
      kind: o.kind,
      channelName: names.get(o.channel_id) ?? '',
      amount: formatMinor(o.amount_minor),
      currency: o.currency,
      status: o.status,
      depositorName: o.depositor_name,
      reference: o.reference,
      hasReceipt: o.receipt_file !== null,
      reason: o.reason,
      providerTxnId: o.provider_txn_id,
      createdAt: o.created_at,
      settledAt: o.settled_at,
    });
  }
  return views;
};

export const depositQueue = async (
  ctx: SiteCtx,
  query: {
    pageNo: number;
    pageSize: number;
    status: OrderRow['status'];
    kind?: OrderRow['kind'] | undefined;
  },
) => {
  const { total, rows } = await pageSiteOrders(
    ctx.db,
    { merchantId: ctx.site.id, status: query.status, kind: query.kind },
    { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
  );
  return {
    list: await adminViewOf(ctx, rows),
    pageNum: query.pageNo,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    totalCount: total,
  };
};

export const adminDepositView = async (ctx: SiteCtx, id: number): Promise<AdminDeposit> => {
  const [view] = await adminViewOf(ctx, [await siteOrder(ctx, id)]);
  if (!view) throw new AppError('deposit.order.not.found');
  return view;
};

export const depositCallbacksOf = async (ctx: SiteCtx, id: number) => {
  const order = await siteOrder(ctx, id);
  const rows = await findCallbacksOf(ctx.db, order.id);
  return {
    list: rows.map((r) => ({
      id: r.id,
      verdict: r.verdict,
      providerTxnId: r.provider_txn_id,
      rawBody: r.raw_body,
      createdAt: Number(r.created_at),
    })),
  };
};

/** A receipt for an operator holding deposits.review (the route checked it). */
export const receiptForReview = async (ctx: SiteCtx, id: number, uploadDir: string) =>
  receiptOf(await siteOrder(ctx, id), uploadDir);
