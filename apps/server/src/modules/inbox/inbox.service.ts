import type { InboxItem, InboxMessage, InboxPage, LanguageCode } from '@lotto/contract';
import type { Ctx, MemberCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { noticeSummary } from '../announcements/index.js';
import { findMember } from '../member/index.js';
import {
  countUnread,
  deleteInboxOf,
  findMessage,
  findMessagePage,
  findTexts,
  type MessageRow,
  markState,
  type Reader,
} from './inbox.repository.js';

/**
 * The member's inbox: their own messages and the site's, each with the member's read and
 * delete state. Only the member's own state is ever read or written; a message the member
 * does not receive (another member's, another site's, deleted) answers inbox.message.not.exist.
 */

/** The inbox is the member centre's news item: off with MAILCEN, and then nothing is read. */
const readerOf = async (ctx: MemberCtx): Promise<Reader> => {
  if (!ctx.site.whitelabel.MAILCEN) throw new AppError('function.not.available');
  const member = await findMember(ctx, ctx.member.id);
  if (!member) throw new AppError('login.not.session');
  return {
    merchantId: ctx.site.id,
    memberId: ctx.member.id,
    memberSince: Number(member.created_at),
    vipLevel: Number(member.vip_level),
  };
};

type TextRow = Awaited<ReturnType<typeof findTexts>>[number];

/** Each message's text in the request's language, else the site's default, else English. */
const textsOf = async (ctx: MemberCtx, rows: readonly MessageRow[]) => {
  const texts = await findTexts(
    ctx.db,
    rows.map((r) => r.id),
  );
  const rank = (language: string) =>
    [ctx.language, ctx.site.defaultLanguage, 'EN' satisfies LanguageCode].indexOf(
      language as LanguageCode,
    ) >>> 0; // not found ranks last
  const picked = new Map<number, TextRow>();
  for (const text of texts) {
    const seen = picked.get(text.message_id);
    if (!seen || rank(text.language) < rank(seen.language)) picked.set(text.message_id, text);
  }
  return picked;
};

const head = (row: MessageRow) => ({
  id: row.id,
  kind: row.kind,
  sentAt: row.created_at,
  read: row.read_at !== null,
});

/** One page of the member's messages, newest first, and the unread count. */
export const inboxPageFor = async (
  ctx: MemberCtx,
  page: { pageNo: number; pageSize: number },
): Promise<InboxPage> => {
  const reader = await readerOf(ctx);
  const offset = (page.pageNo - 1) * page.pageSize;
  const { rows, total } = await findMessagePage(ctx.db, reader, { offset, limit: page.pageSize });
  const texts = await textsOf(ctx, rows);
  const list: InboxItem[] = rows.map((row) => {
    const text = texts.get(row.id);
    return { ...head(row), title: text?.title ?? '', summary: noticeSummary(text?.content ?? '') };
  });
  return {
    list,
    pageNum: page.pageNo,
    totalPages: Math.ceil(total / page.pageSize),
    totalCount: total,
    unreadCount: await countUnread(ctx.db, reader),
  };
};

const requireMessage = async (ctx: MemberCtx, reader: Reader, id: number) => {
  const row = await findMessage(ctx.db, reader, id);
  if (!row) throw new AppError('inbox.message.not.exist');
  return row;
};

/** One of the member's messages in full; opening it marks it read. */
export const openMessage = async (ctx: MemberCtx, id: number): Promise<InboxMessage> => {
  const reader = await readerOf(ctx);
  const row = await requireMessage(ctx, reader, id);
  await markState(ctx.db, { memberId: reader.memberId, messageId: id, at: ctx.now() }, 'read_at');
  const text = (await textsOf(ctx, [row])).get(row.id);
  return { ...head(row), read: true, title: text?.title ?? '', content: text?.content ?? '' };
};

/** Marks one of the member's messages read (again: nothing changes); answers what is unread. */
export const markMessageRead = async (ctx: MemberCtx, id: number) => {
  const reader = await readerOf(ctx);
  await requireMessage(ctx, reader, id);
  await markState(ctx.db, { memberId: reader.memberId, messageId: id, at: ctx.now() }, 'read_at');
  return { unreadCount: await countUnread(ctx.db, reader) };
};

/** Deletes one of the member's messages for this member only; answers what is left unread. */
export const deleteMessage = async (ctx: MemberCtx, id: number) => {
  const reader = await readerOf(ctx);
  await requireMessage(ctx, reader, id);
  await markState(
    ctx.db,
    { memberId: reader.memberId, messageId: id, at: ctx.now() },
    'deleted_at',
  );
  return { unreadCount: await countUnread(ctx.db, reader) };
};

/** How many of the member's messages are unread: the message icon's dot. */
export const unreadMessageCount = async (ctx: MemberCtx): Promise<number> =>
  countUnread(ctx.db, await readerOf(ctx));

/** Removes the members' inbox rows (free-trial members being removed with all their rows). */
export const removeInboxOf = ({ db }: Ctx, memberIds: readonly number[]) =>
  deleteInboxOf(db, memberIds);
