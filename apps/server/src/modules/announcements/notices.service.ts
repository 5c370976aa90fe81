import {
  AGENT_NOTICE_TYPE,
  isAgentType,
  MEMBER_TYPES,
  type NoticeBoard,
  type NoticeDetail,
  type NoticeItem,
  type NoticePage,
} from '@lotto/contract';
import type { Ctx, MemberCtx, RequestCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { pickTranslations, textLanguages } from './announcement-texts.js';
import type { PopupExecution } from './announcements.tables.js';
import { noticeSummary } from './notice-summary.js';
import {
  countUnread,
  deleteReadsOf,
  findNotice,
  findNoticePage,
  findNoticeTexts,
  findReadIds,
  hasAnyRead,
  insertRead,
  type ListedType,
  type NoticeRow,
  type NoticeScope,
} from './notices.repository.js';

/**
 * The announcement list (/m/notice): the same announcements the ticker, popups and latest news
 * show, with each member's read marks. A visitor sees the list without read state. The agents'
 * board (`types=A`, /m/member/notice) lists agent announcements to agents only.
 */

/** spec/01 section 4: a session sees popups A (and F, its first login's), a visitor B. */
const executionsFor = (signedIn: boolean): PopupExecution[] => (signedIn ? ['A', 'F'] : ['B']);

const PLAYER_TYPES: ListedType[] = ['PL', 'H'];

const scopeWith = (
  ctx: RequestCtx,
  types: readonly ListedType[],
  executions: readonly PopupExecution[],
): NoticeScope => ({
  merchantId: ctx.site.id,
  types,
  executions,
  languages: textLanguages(ctx.language),
  now: ctx.now(),
});

const playerScope = (ctx: RequestCtx) =>
  scopeWith(ctx, PLAYER_TYPES, executionsFor(ctx.member !== null));

const isAgent = (ctx: RequestCtx) => ctx.member !== null && isAgentType(ctx.member.type);

/**
 * The agents' board, for a session of an agent kind only: no session is asked to sign in, a
 * free trial is refused as the member area refuses it, any other kind is no agent.
 */
const agentScope = (ctx: RequestCtx) => {
  if (!ctx.member) throw new AppError('user.or.token.invalid');
  if (ctx.member.type === MEMBER_TYPES.freeTrial) throw new AppError('free_reject');
  if (!isAgent(ctx)) throw new AppError('agent.required');
  return scopeWith(ctx, [AGENT_NOTICE_TYPE], []);
};

/** The list a board's query names: the players' board without one. */
const scopeOf = (ctx: RequestCtx, board: NoticeBoard | undefined) =>
  board === AGENT_NOTICE_TYPE ? agentScope(ctx) : playerScope(ctx);

/** What one announcement may be opened from: both boards for an agent, else the players'. */
const openableScope = (ctx: RequestCtx) =>
  isAgent(ctx)
    ? scopeWith(ctx, [...PLAYER_TYPES, AGENT_NOTICE_TYPE], executionsFor(true))
    : playerScope(ctx);

/** The board an opened announcement belongs to, whose unread count a read changes. */
const boardOf = (row: NoticeRow) =>
  row.type === AGENT_NOTICE_TYPE ? AGENT_NOTICE_TYPE : undefined;

/** The rows' texts in the request's language (else the fallback's), by announcement id. */
const textsOf = async (ctx: RequestCtx, rows: readonly NoticeRow[]) => {
  const texts = await findNoticeTexts(
    ctx.db,
    rows.map((r) => r.id),
    textLanguages(ctx.language),
  );
  const picked = pickTranslations(texts, ctx.language, (t) => t.announcement_id);
  return new Map(picked.map((t) => [t.announcement_id, t]));
};

/** The member's read marks among the rows; null for a visitor. */
const readsOf = async (ctx: RequestCtx, rows: readonly NoticeRow[]) =>
  ctx.member
    ? findReadIds(
        ctx.db,
        ctx.member.id,
        rows.map((r) => r.id),
      )
    : null;

const head = (row: NoticeRow, reads: Set<number> | null) => ({
  id: row.id,
  type: row.type,
  publishedAt: row.published_at,
  read: reads ? reads.has(row.id) : null,
});

/** One page of the list, newest first, with the member's unread count (null for a visitor). */
export const noticePageFor = async (
  ctx: RequestCtx,
  page: { pageNo: number; pageSize: number; types?: NoticeBoard | undefined },
): Promise<NoticePage> => {
  const scope = scopeOf(ctx, page.types);
  const offset = (page.pageNo - 1) * page.pageSize;
  const { rows, total } = await findNoticePage(ctx.db, scope, { offset, limit: page.pageSize });
  const [texts, reads] = await Promise.all([textsOf(ctx, rows), readsOf(ctx, rows)]);
  const list: NoticeItem[] = rows.map((row) => {
    const text = texts.get(row.id);
    return {
      ...head(row, reads),
      title: text?.title ?? '',
      summary: noticeSummary(text?.content ?? ''),
    };
  });
  return {
    list,
    pageNum: page.pageNo,
    totalPages: Math.ceil(total / page.pageSize),
    totalCount: total,
    unreadCount: ctx.member ? await countUnread(ctx.db, scope, ctx.member.id) : null,
  };
};

/** One announcement of the visitor's list, in full; anything else is notice.not.exist. */
export const noticeFor = async (ctx: RequestCtx, id: number): Promise<NoticeDetail> => {
  const row = await findNotice(ctx.db, openableScope(ctx), id);
  if (!row) throw new AppError('notice.not.exist');
  const [texts, reads] = await Promise.all([textsOf(ctx, [row]), readsOf(ctx, [row])]);
  const text = texts.get(row.id);
  return { ...head(row, reads), title: text?.title ?? '', content: text?.content ?? '' };
};

/** How many announcements of the member's list (or the named board) the member has not opened. */
export const unreadNoticeCount = (ctx: MemberCtx, board?: NoticeBoard): Promise<number> =>
  countUnread(ctx.db, scopeOf(ctx, board), ctx.member.id);

/**
 * Records that the member opened an announcement of their list (again: nothing changes) and
 * answers what is left unread on its board. Only the member's own marks are ever written or read.
 */
export const markNoticeRead = async (ctx: MemberCtx, id: number) => {
  const row = await findNotice(ctx.db, openableScope(ctx), id);
  if (!row) throw new AppError('notice.not.exist');
  await insertRead(ctx.db, { memberId: ctx.member.id, id, at: ctx.now() });
  return { unreadCount: await countUnread(ctx.db, scopeOf(ctx, boardOf(row)), ctx.member.id) };
};

/** Whether the member has opened any announcement yet (the demo seed reads only once). */
export const hasOpenedNotices = ({ db }: Ctx, memberId: number): Promise<boolean> =>
  hasAnyRead(db, memberId);

/** Removes the members' read marks (free-trial members being removed with all their rows). */
export const removeNoticeReadsOf = ({ db }: Ctx, memberIds: readonly number[]) =>
  deleteReadsOf(db, memberIds);
