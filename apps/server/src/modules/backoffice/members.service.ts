import {
  formatMinor,
  type MemberDetail,
  type MemberSearchAnswer,
  type MemberSearchQuery,
  type MemberSummary,
} from '@lotto/contract';
import { AppError } from '../../errors.js';
import { responsibleOf } from '../limits/index.js';
import {
  findMember,
  type ListedMember,
  listedMembersByIds,
  type MemberRow,
  type MembersPage,
  searchMembersBy,
  searchSiteMembers,
} from '../member/index.js';
import { membersSignedInFrom, recentSessionsOf } from '../session/index.js';
import { getBalances, memberEntriesPage } from '../wallet/index.js';
import type { OperatorCtx } from './admin-context.js';

/** Member lookup (members.read): through the member, session and wallet modules' doors. */

const summaryOf = (m: ListedMember): MemberSummary => ({
  id: m.id,
  username: m.username,
  mobile: m.mobile ? `${m.dialing_code ?? ''}${m.mobile}` : (m.unverified_mobile ?? null),
  type: m.type,
  status: m.status,
  createdAt: Number(m.created_at),
});

type Paging = { limit: number; offset: number };

const signedInFrom = async (
  ctx: OperatorCtx,
  from: { ip: string } | { deviceId: string },
  page: Paging,
): Promise<MembersPage> => {
  const { hasMore, memberIds } = await membersSignedInFrom(ctx, from, page);
  return { hasMore, rows: await listedMembersByIds(ctx, memberIds) };
};

const matching = async (
  ctx: OperatorCtx,
  query: MemberSearchQuery,
  page: Paging,
): Promise<MembersPage> => {
  const q = query.q.trim();
  switch (query.by) {
    case undefined: {
      // Any of name, mobile or id: a first page of the likeliest few.
      const rows = await searchSiteMembers(ctx, q);
      return {
        hasMore: rows.length > page.offset + page.limit,
        rows: rows.slice(page.offset, page.offset + page.limit),
      };
    }
    case 'address':
      return signedInFrom(ctx, { ip: q }, page);
    case 'device':
      return signedInFrom(ctx, { deviceId: q }, page);
    default:
      return searchMembersBy(ctx, query.by, q, page);
  }
};

/**
 * A page of the site's members matching the search, and whether another page follows: a
 * search is never counted through (a name's beginning may match most of the site).
 */
export const searchMembers = async (
  ctx: OperatorCtx,
  query: MemberSearchQuery,
): Promise<MemberSearchAnswer> => {
  const { pageNo, pageSize } = query;
  const { hasMore, rows } = await matching(ctx, query, {
    limit: pageSize,
    offset: (pageNo - 1) * pageSize,
  });
  return { pageNum: pageNo, hasMore, list: rows.map(summaryOf) };
};

/** A member of the operator's site, or not found (another site's member included). */
export const siteMember = async (ctx: OperatorCtx, id: number): Promise<MemberRow> => {
  const member = await findMember(ctx, id);
  if (!member || member.merchant_id !== ctx.site.id) throw new AppError('admin.member.not.found');
  return member;
};

export const memberDetail = async (ctx: OperatorCtx, id: number): Promise<MemberDetail> => {
  const m = await siteMember(ctx, id);
  const [balances, upline] = await Promise.all([
    getBalances(ctx, m.id),
    m.upline_id === null ? undefined : findMember(ctx, m.upline_id),
  ]);
  return {
    member: {
      ...summaryOf(m),
      email: m.email,
      realName: m.payee_name,
      vipLevel: m.vip_level,
      lastLoginAt: m.last_login_at === null ? null : Number(m.last_login_at),
      uplineId: m.upline_id,
      uplineName: upline?.username ?? null,
      lockReason: m.lock_reason,
      lockedAt: m.locked_at === null ? null : Number(m.locked_at),
    },
    balances: balances.map((b) => ({ kind: b.kind, balance: formatMinor(b.balanceMinor) })),
    sessions: await recentSessionsOf(ctx, m.id),
    limits: await responsibleOf(ctx, { memberId: m.id, merchantId: ctx.site.id }),
  };
};

export const memberLedger = async (
  ctx: OperatorCtx,
  id: number,
  page: { pageNo: number; pageSize: number },
) => {
  const m = await siteMember(ctx, id);
  const { totalCount, entries } = await memberEntriesPage(ctx, m.id, page);
  return {
    pageNum: page.pageNo,
    totalPages: Math.ceil(totalCount / page.pageSize),
    totalCount,
    list: entries.map((e) => ({
      transactionId: e.transactionId,
      type: e.type,
      amount: formatMinor(e.amount),
      balanceAfter: formatMinor(e.balanceAfter),
      reference: e.reference,
      createdAt: e.createdAt,
    })),
  };
};
