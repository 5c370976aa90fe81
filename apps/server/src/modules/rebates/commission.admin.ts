import {
  type adminCommissionEndpoints as endpoints,
  formatMinor,
  type GameCategory,
} from '@lotto/contract';
import { AppError } from '../../errors.js';
import type { OperatorCtx } from '../backoffice/index.js';
import { findMemberByUsername, usernamesOf } from '../member/index.js';
import { siteDateBounds } from '../system/index.js';
import {
  type PayoutRow,
  payoutLinesOf,
  payoutOf,
  payoutsPage,
} from './commission-admin.repository.js';

/**
 * The back office's commission runs: the site's payouts by site day and agent, and the lines a
 * payout was summed from. Reads only; the commission job is the only writer.
 */

type Query = endpoints.AdminCommissionQuery;
type Payout = endpoints.AdminCommissionPayout;

const invalid = (field: string, message: string) =>
  new AppError('request_param_err', { fields: [{ field, message }] });

const checkDay = (ctx: OperatorCtx, field: string, day: string | undefined) => {
  if (day !== undefined && !siteDateBounds(ctx.site.timeZone, day)) {
    throw invalid(field, 'not a date');
  }
};

const payoutView = (r: PayoutRow, username: string): Payout => ({
  agentId: r.agent_id,
  username,
  day: r.day,
  validStake: formatMinor(r.valid_stake_minor),
  amount: formatMinor(r.amount_minor),
  status: r.transaction_id === null ? 'nothing_due' : 'paid',
  paidAt: r.created_at,
  transactionId: r.transaction_id,
});

const emptyPage = (pageNo: number) => ({ pageNum: pageNo, totalPages: 0, totalCount: 0, list: [] });

export const commissionPayouts = async (ctx: OperatorCtx, query: Query) => {
  checkDay(ctx, 'from', query.from);
  checkDay(ctx, 'to', query.to);
  if (query.from && query.to && query.to < query.from) throw invalid('to', 'before from');
  const agent = query.username ? await findMemberByUsername(ctx, query.username) : undefined;
  if (query.username && !agent) return emptyPage(query.pageNo);
  const filter = { merchantId: ctx.site.id, from: query.from, to: query.to, agentId: agent?.id };
  const limits = { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize };
  const { totalCount, rows } = await payoutsPage(ctx, filter, limits);
  const names = await usernamesOf(ctx, [...new Set(rows.map((r) => r.agent_id))]);
  return {
    pageNum: query.pageNo,
    totalPages: Math.ceil(totalCount / query.pageSize),
    totalCount,
    list: rows.map((r) => payoutView(r, names.get(r.agent_id) ?? '')),
  };
};

const E4_PER_MINOR = 10_000n;

/** A line: its exact amount rounded down alone, and the rate difference it was earned at. */
const lineView = (l: Awaited<ReturnType<typeof payoutLinesOf>>[number], downline: string) => {
  const stake = BigInt(l.valid_stake_minor);
  const e4 = BigInt(l.amount_e4);
  return {
    downlineId: Number(l.downline_id),
    downline,
    category: l.category as GameCategory,
    validStake: formatMinor(Number(stake)),
    // Every line is stake x bp exactly, so the division gives the bp back.
    rateBp: stake === 0n ? 0 : Number(e4 / stake),
    amount: formatMinor(Number(e4 / E4_PER_MINOR)),
  };
};

export const commissionPayoutLines = async (ctx: OperatorCtx, agentId: number, day: string) => {
  checkDay(ctx, 'day', day);
  const payout = await payoutOf(ctx, ctx.site.id, agentId, day);
  if (!payout) throw new AppError('admin.commission.not.found');
  const lines = await payoutLinesOf(ctx, agentId, day);
  const ids = [agentId, ...new Set(lines.map((l) => Number(l.downline_id)))];
  const names = await usernamesOf(ctx, ids);
  return {
    payout: payoutView(payout, names.get(agentId) ?? ''),
    lines: lines.map((l) => lineView(l, names.get(Number(l.downline_id)) ?? '')),
  };
};
