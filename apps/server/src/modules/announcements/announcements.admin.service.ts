import type { AnnouncementBody, AnnouncementView } from '@lotto/contract';
import { type SiteCtx, transaction } from '../../context.js';
import { AppError } from '../../errors.js';
import { auditedDelete, auditedUpdate, type ContentAudit } from '../../operator-content/audit.js';
import { sanitizeHtml } from '../../operator-content/sanitize-html.js';
import { siteTexts } from '../../operator-content/site-texts.js';
import {
  type AnnouncementFields,
  deleteAnnouncementRows,
  findAnnouncementPage,
  findAnnouncementRow,
  findAnnouncementTexts,
  updateAnnouncementRows,
} from './announcements.admin.repository.js';
import { insertAnnouncement } from './announcements.repository.js';
import type { AnnouncementType } from './announcements.tables.js';

/**
 * The back office's announcements (content.manage): its routes hand over the audit writer,
 * called in each edit's transaction. Members read announcements straight from the database
 * (nothing keeps a copy), so an edit shows on every process at its next request.
 */

type Row = NonNullable<Awaited<ReturnType<typeof findAnnouncementRow>>>;
type TextRow = Awaited<ReturnType<typeof findAnnouncementTexts>>[number];

const isRunning = (row: Pick<Row, 'starts_at' | 'ends_at'>, now: number) =>
  (row.starts_at === null || Number(row.starts_at) <= now) &&
  (row.ends_at === null || Number(row.ends_at) > now);

const viewOf = (row: Row, texts: readonly TextRow[], now: number): AnnouncementView => ({
  id: row.id,
  type: row.type,
  execution: row.execution,
  promotionType: row.promotion_type,
  imageUrl: row.image_url,
  link: row.link,
  sort: Number(row.sort),
  startsAt: row.starts_at === null ? null : Number(row.starts_at),
  endsAt: row.ends_at === null ? null : Number(row.ends_at),
  running: isRunning(row, now),
  createdAt: Number(row.created_at),
  texts: Object.fromEntries(
    texts
      .filter((t) => t.announcement_id === row.id)
      .map((t) => [t.language, { title: t.title, content: t.content }]),
  ),
});

export const announcementPageOf = async (
  ctx: SiteCtx,
  query: { pageNo: number; pageSize: number; type?: AnnouncementType | undefined },
) => {
  const { rows, total } = await findAnnouncementPage(ctx.db, {
    merchantId: ctx.site.id,
    type: query.type,
    offset: (query.pageNo - 1) * query.pageSize,
    limit: query.pageSize,
  });
  const texts = await findAnnouncementTexts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    pageNum: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    totalCount: total,
    list: rows.map((row) => viewOf(row, texts, ctx.now())),
  };
};

const siteAnnouncement = async (ctx: SiteCtx, id: number): Promise<AnnouncementView> => {
  const row = await findAnnouncementRow(ctx.db, ctx.site.id, id);
  if (!row) throw new AppError('admin.content.not.found');
  return viewOf(row, await findAnnouncementTexts(ctx.db, [id]), ctx.now());
};

export const announcementOf = (ctx: SiteCtx, id: number) => siteAnnouncement(ctx, id);

/**
 * The texts as stored: one per language the site offers, HTML cleaned. A body that held only
 * what cleaning removes (a script) is refused rather than kept empty.
 */
const cleanTexts = (ctx: SiteCtx, body: AnnouncementBody) =>
  siteTexts(ctx.site, body.texts).map(([language, text]) => {
    const content = sanitizeHtml(text.content);
    if (content === '' && text.content.trim() !== '') {
      throw new AppError('admin.content.text.empty', { language });
    }
    return { language, title: text.title, content };
  });

const fieldsOf = (body: AnnouncementBody): AnnouncementFields => ({
  type: body.type,
  execution: body.type === 'PU' ? body.execution : null,
  promotion_type: body.type === 'PU' ? body.promotionType : null,
  image_url: body.type === 'B' ? body.imageUrl : null,
  link: body.type === 'B' ? body.link : null,
  sort: body.sort,
  starts_at: body.startsAt,
  ends_at: body.endsAt,
});

/** An audited edit of one announcement, read before and after as the back office shows it. */
const edit = (action: string, id: number) => ({
  action,
  targetType: 'announcement',
  targetId: id,
  viewOf: siteAnnouncement,
});

export const createAnnouncement = <C extends SiteCtx>(
  ctx: C,
  body: AnnouncementBody,
  audit: ContentAudit<C>,
) =>
  transaction(ctx, async (trx) => {
    const texts = cleanTexts(trx, body);
    const id = await insertAnnouncement(
      trx.db,
      { merchant_id: trx.site.id, ...fieldsOf(body), created_at: trx.now() },
      texts,
    );
    const after = await siteAnnouncement(trx, id);
    await audit(trx, {
      action: 'announcement.create',
      targetType: 'announcement',
      targetId: id,
      after,
    });
    return after;
  });

export const updateAnnouncement = <C extends SiteCtx>(
  ctx: C,
  id: number,
  body: AnnouncementBody,
  audit: ContentAudit<C>,
) =>
  auditedUpdate(ctx, audit, edit('announcement.update', id), (trx) =>
    updateAnnouncementRows(trx.db, id, fieldsOf(body), cleanTexts(trx, body)),
  );

export const deleteAnnouncement = <C extends SiteCtx>(ctx: C, id: number, audit: ContentAudit<C>) =>
  auditedDelete(ctx, audit, edit('announcement.delete', id), (trx) =>
    deleteAnnouncementRows(trx.db, id),
  );
