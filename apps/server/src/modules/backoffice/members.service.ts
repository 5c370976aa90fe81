import { formatMinor, type MemberDetail, type MemberSummary } from '@lotto/contract';
import { AppError } from '../../errors.js';
import { responsibleOf } from '../limits/index.js';
import { findMember, type MemberRow, searchSiteMembers } from '../member/index.js';
import { recentSessionsOf } from '../session/index.js';
import { getBalances, memberEntriesPage } from '../wallet/index.js';
import type { OperatorCtx } from './admin-context.js';

/** Member lookup (members.read): through the member, session and wallet modules' doors. */

const summaryOf = (m: MemberRow): MemberSummary => ({
  id: m.id,
  username: m.username,
  mobile: m.mobile ? `${m.dialing_code ?? ''}${m.mobile}` : (m.unverified_mobile ?? null),
  type: m.type,
  status: m.status,
  createdAt: Number(m.created_at),
});

export const searchMembers = async (ctx: OperatorCtx, q: string) => ({
  list: (await searchSiteMembers(ctx, q)).map(summaryOf),
});

/** A member of the operator's site, or not found (another site's member included). */
export const siteMember = async (ctx: OperatorCtx, id: number): Promise<MemberRow> => {
  const member = await findMember(ctx, id);
  if (!member || member.merchant_id !== ctx.site.id) throw new AppError('admin.member.not.found');
  return member;
};

export const memberDetail = async (ctx: OperatorCtx, id: number): Promise<MemberDetail> => {
  const m = await siteMember(ctx, id);
  const balances = await getBalances(ctx, m.id);
  return {
    member: {
      ...summaryOf(m),
      email: m.email,
      realName: m.payee_name,
      vipLevel: m.vip_level,
      lastLoginAt: m.last_login_at === null ? null : Number(m.last_login_at),
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
