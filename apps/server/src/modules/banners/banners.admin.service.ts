import { type BannerAction, type BannerBody, type BannerView, bannerAction } from '@lotto/contract';
import { type SiteCtx, transaction } from '../../context.js';
import { AppError } from '../../errors.js';
import { auditedDelete, auditedUpdate, type ContentAudit } from '../../operator-content/audit.js';
import { siteTexts } from '../../operator-content/site-texts.js';
import { findPlayGameRow } from '../games/index.js';
import { isSitePromotion } from '../promotions/index.js';
import {
  type BannerFields,
  deleteBannerRows,
  findBannerRow,
  findBannerTexts,
  findSiteBanners,
  updateBannerRows,
} from './banners.admin.repository.js';
import { insertBannerRows } from './banners.repository.js';

/**
 * The back office's banners (content.manage): its routes hand over the audit writer, called in
 * each edit's transaction. The player app and home's first paint read them
 * straight from the database (nothing keeps a copy), so an edit shows on every process at its
 * next request.
 */

type Row = NonNullable<Awaited<ReturnType<typeof findBannerRow>>>;
type TextRow = Awaited<ReturnType<typeof findBannerTexts>>[number];

/** A stored action as the contract reads it; one the contract refuses shows as none. */
const actionOf = (stored: string | null): BannerAction | null => {
  if (stored === null) return null;
  try {
    const parsed = bannerAction.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

const viewOf = (row: Row, texts: readonly TextRow[], now: number): BannerView => ({
  id: row.id,
  group: row.group_name,
  sort: Number(row.sort),
  enabled: Number(row.enabled) === 1,
  action: actionOf(row.action),
  startsAt: row.starts_at === null ? null : Number(row.starts_at),
  endsAt: row.ends_at === null ? null : Number(row.ends_at),
  running:
    Number(row.enabled) === 1 &&
    (row.starts_at === null || Number(row.starts_at) <= now) &&
    (row.ends_at === null || Number(row.ends_at) > now),
  createdAt: Number(row.created_at),
  texts: Object.fromEntries(
    texts
      .filter((t) => t.banner_id === row.id)
      .map((t) => [t.language, { title: t.title, imageUrl: t.image_url }]),
  ),
});

export const bannerListOf = async (ctx: SiteCtx, group: string | undefined) => {
  const rows = await findSiteBanners(ctx.db, ctx.site.id, group);
  const texts = await findBannerTexts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { list: rows.map((row) => viewOf(row, texts, ctx.now())) };
};

const siteBanner = async (ctx: SiteCtx, id: number): Promise<BannerView> => {
  const row = await findBannerRow(ctx.db, ctx.site.id, id);
  if (!row) throw new AppError('admin.content.not.found');
  return viewOf(row, await findBannerTexts(ctx.db, [id]), ctx.now());
};

export const bannerOf = (ctx: SiteCtx, id: number) => siteBanner(ctx, id);

/** A tap must lead somewhere: the promotion or game it opens exists on this site. */
const refuseMissingTarget = async (ctx: SiteCtx, action: BannerAction | null) => {
  if (action?.kind === 'PROMOTION') {
    if (!(await isSitePromotion(ctx, ctx.site.id, action.promotionId))) {
      throw new AppError('admin.content.target.missing', { promotionId: action.promotionId });
    }
  } else if (action?.kind === 'GAME') {
    const game = await findPlayGameRow(ctx.db, Number(action.nodeId), ctx.site.id, 'EN');
    // On the site: shown there (the site's own choice over the catalogue's), its vendor on.
    if (game?.enabled !== 1 || game.site_vendor_enabled === 0) {
      throw new AppError('admin.content.target.missing', { nodeId: action.nodeId });
    }
  }
};

const fieldsOf = (body: BannerBody): BannerFields => ({
  group_name: body.group,
  sort: body.sort,
  enabled: body.enabled ? 1 : 0,
  action: body.action === null ? null : JSON.stringify(body.action),
  starts_at: body.startsAt,
  ends_at: body.endsAt,
});

const textsOf = (ctx: SiteCtx, body: BannerBody) =>
  siteTexts(ctx.site, body.texts).map(([language, text]) => ({
    language,
    title: text.title,
    image_url: text.imageUrl,
  }));

/** An audited edit of one banner, read before and after as the back office shows it. */
const edit = (action: string, id: number) => ({
  action,
  targetType: 'banner',
  targetId: id,
  viewOf: siteBanner,
});

export const createBanner = <C extends SiteCtx>(ctx: C, body: BannerBody, audit: ContentAudit<C>) =>
  transaction(ctx, async (trx) => {
    const texts = textsOf(trx, body);
    await refuseMissingTarget(trx, body.action);
    const id = await insertBannerRows(
      trx.db,
      { merchant_id: trx.site.id, ...fieldsOf(body), created_at: trx.now() },
      texts,
    );
    const after = await siteBanner(trx, id);
    await audit(trx, { action: 'banner.create', targetType: 'banner', targetId: id, after });
    return after;
  });

export const updateBanner = <C extends SiteCtx>(
  ctx: C,
  id: number,
  body: BannerBody,
  audit: ContentAudit<C>,
) =>
  auditedUpdate(ctx, audit, edit('banner.update', id), async (trx) => {
    const texts = textsOf(trx, body);
    await refuseMissingTarget(trx, body.action);
    await updateBannerRows(trx.db, id, fieldsOf(body), texts);
  });

export const deleteBanner = <C extends SiteCtx>(ctx: C, id: number, audit: ContentAudit<C>) =>
  auditedDelete(ctx, audit, edit('banner.delete', id), (trx) => deleteBannerRows(trx.db, id));
