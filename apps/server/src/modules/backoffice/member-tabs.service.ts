import { responsibleOf } from '../limits/index.js';
import { memberBetPage } from '../play/index.js';
import { memberDevicesOf, memberSessionsPage } from '../session/index.js';
import type { OperatorCtx } from './admin-context.js';
import { siteMember } from './members.service.js';

/** The member view's tabs (members.read): sessions, devices, bets, responsible play. */

type Page = { pageNo: number; pageSize: number };

export const memberSessions = async (ctx: OperatorCtx, id: number, page: Page) => {
  const m = await siteMember(ctx, id);
  const { totalCount, list } = await memberSessionsPage(ctx, m.id, {
    limit: page.pageSize,
    offset: (page.pageNo - 1) * page.pageSize,
  });
  return {
    pageNum: page.pageNo,
    totalPages: Math.ceil(totalCount / page.pageSize),
    totalCount,
    list,
  };
};

export const memberDevices = async (ctx: OperatorCtx, id: number) => {
  const m = await siteMember(ctx, id);
  return { list: await memberDevicesOf(ctx, m.id) };
};

const cursorOf = (text: string | undefined) => {
  if (text === undefined) return undefined;
  const [createdAt = 0, id = 0] = text.split('_').map(Number);
  return { createdAt, id };
};

/** Every bet of the member (game rounds and lottery orders), newest first, by keyset pages. */
export const memberBets = async (
  ctx: OperatorCtx,
  id: number,
  query: { pageSize: number; before?: string | undefined },
) => {
  const m = await siteMember(ctx, id);
  return memberBetPage(ctx, {
    memberId: m.id,
    from: 0,
    to: ctx.now() + 1,
    before: cursorOf(query.before),
    limit: query.pageSize,
    language: ctx.language,
  });
};

export const memberLimits = async (ctx: OperatorCtx, id: number) => {
  const m = await siteMember(ctx, id);
  return responsibleOf(ctx, { memberId: m.id, merchantId: ctx.site.id });
};
