import type { MessageBody, SentMessage } from '@lotto/contract';
import { type Ctx, type SiteCtx, transaction } from '../../context.js';
import { AppError } from '../../errors.js';
import type { ContentAudit } from '../../operator-content/audit.js';
import { sanitizeHtml } from '../../operator-content/sanitize-html.js';
import { siteTexts } from '../../operator-content/site-texts.js';
import { findMember, findMemberByUsername, usernamesOf } from '../member/index.js';
import { findOperatorMessage, findOperatorMessagePage } from './inbox.admin.repository.js';
import { findTexts } from './inbox.repository.js';
import { type OperatorMessage, sendOperatorMessage } from './inbox.writer.js';

/**
 * The back office's messages to members (content.manage): its routes hand over the audit
 * writer, called in the sending transaction. A message to a VIP level or to the
 * whole site is one row however many members it reaches: each member's inbox reads it through
 * its audience, and keeps its own read and delete marks apart.
 */

/** The VIP levels a site has; the app level hands it over (the VIP module writes to inboxes). */
export type VipLevelsOf = (ctx: Ctx, merchantId: number) => Promise<number[]>;

type Row = NonNullable<Awaited<ReturnType<typeof findOperatorMessage>>>;
type TextRow = Awaited<ReturnType<typeof findTexts>>[number];

const viewsOf = async (ctx: SiteCtx, rows: readonly Row[]): Promise<SentMessage[]> => {
  const texts: TextRow[] = await findTexts(
    ctx.db,
    rows.map((r) => r.id),
  );
  const names = await usernamesOf(
    ctx,
    rows.flatMap((r) => (r.member_id === null ? [] : [r.member_id])),
  );
  return rows.map((row) => ({
    id: row.id,
    audience: row.audience,
    member:
      row.member_id === null
        ? null
        : { id: row.member_id, username: names.get(row.member_id) ?? '' },
    vipLevel: row.vip_level,
    createdAt: Number(row.created_at),
    texts: Object.fromEntries(
      texts
        .filter((t) => t.message_id === row.id)
        .map((t) => [t.language, { title: t.title, content: t.content }]),
    ),
  }));
};

export const sentMessagePage = async (ctx: SiteCtx, page: { pageNo: number; pageSize: number }) => {
  const { rows, total } = await findOperatorMessagePage(ctx.db, {
    merchantId: ctx.site.id,
    offset: (page.pageNo - 1) * page.pageSize,
    limit: page.pageSize,
  });
  return {
    pageNum: page.pageNo,
    totalPages: Math.ceil(total / page.pageSize),
    totalCount: total,
    list: await viewsOf(ctx, rows),
  };
};

/** The member a message goes to: by id (digits) on this site, else by username. */
const memberNamed = async (ctx: SiteCtx, name: string): Promise<number> => {
  if (/^\d{1,10}$/.test(name)) {
    const byId = await findMember(ctx, Number(name));
    if (byId && byId.merchant_id === ctx.site.id) return byId.id;
  }
  const byName = await findMemberByUsername(ctx, name);
  if (!byName) throw new AppError('admin.member.not.found', { member: name });
  return byName.id;
};

const recipientOf = async (
  ctx: SiteCtx,
  to: MessageBody['to'],
  vipLevelsOf: VipLevelsOf,
): Promise<OperatorMessage['to']> => {
  if (to.audience === 'site') return 'site';
  if (to.audience === 'member') return { memberId: await memberNamed(ctx, to.member) };
  if (!(await vipLevelsOf(ctx, ctx.site.id)).includes(to.vipLevel)) {
    throw new AppError('admin.content.vip.unknown', { vipLevel: to.vipLevel });
  }
  return { vipLevel: to.vipLevel };
};

/** A message's texts as stored: one per language the site offers, HTML cleaned, none empty. */
const cleanTexts = (ctx: SiteCtx, body: MessageBody) =>
  Object.fromEntries(
    siteTexts(ctx.site, body.texts).map(([language, text]) => {
      const content = sanitizeHtml(text.content);
      if (content === '') throw new AppError('admin.content.text.empty', { language });
      return [language, { title: text.title, content }];
    }),
  );

export const sendMessageToMembers = <C extends SiteCtx>(
  ctx: C,
  body: MessageBody,
  vipLevelsOf: VipLevelsOf,
  audit: ContentAudit<C>,
) =>
  transaction(ctx, async (trx) => {
    const texts = cleanTexts(trx, body);
    const to = await recipientOf(trx, body.to, vipLevelsOf);
    const id = await sendOperatorMessage(trx, { to, texts });
    const row = await findOperatorMessage(trx.db, trx.site.id, id);
    if (!row) throw new Error('the message just sent is not there');
    const [after] = await viewsOf(trx, [row]);
    await audit(trx, { action: 'message.send', targetType: 'message', targetId: id, after });
    return after as SentMessage;
  });
