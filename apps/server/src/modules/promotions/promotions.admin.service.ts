import { createHash } from 'node:crypto';
import {
  type AdminPromotion,
  formatMinor,
  type LanguageCode,
  PROMOTION_IMAGE_UPLOAD,
  type PromotionAdminStatus,
  type PromotionBody,
  parseMinor,
} from '@lotto/contract';
import { type SiteCtx, transaction } from '../../context.js';
import { AppError } from '../../errors.js';
import type { ContentAudit } from '../../operator-content/audit.js';
import { sanitizeHtml } from '../../operator-content/sanitize-html.js';
import { siteTexts } from '../../operator-content/site-texts.js';
import { checkImages } from '../uploads/index.js';
import { categoryIdsOf, memberTypesOf } from './promotion-rules.js';
import {
  countClaims,
  deleteImageFile,
  findAllTexts,
  findCategoryIds,
  findImageFile,
  findImageVersions,
  findPromotionPage,
  type PromotionFields,
  replaceTexts,
  saveImageFile,
  setPromotionState,
  updatePromotionRow,
} from './promotions.admin.repository.js';
import {
  findCategories,
  findImages,
  findPromotion,
  insertPromotion,
} from './promotions.repository.js';
import { promotionImageAddress } from './promotions.service.js';
import type { PromotionRow, PromotionState } from './promotions.tables.js';

/**
 * The back office's promotions (content.manage). Its routes hand over the audit writer, called
 * in each change's own transaction. Members read promotions straight from the database (no
 * process keeps a copy), so a change shows on every process at its next request.
 */

/** What an operator sees of a promotion's life: an end by the calendar is an end too. */
export const adminStatusOf = (p: PromotionRow, now: number): PromotionAdminStatus => {
  if (p.state === 'ended' || (p.ends_at !== null && now >= Number(p.ends_at))) return 'ended';
  if (p.state === 'paused') return 'paused';
  return now < Number(p.starts_at) ? 'scheduled' : 'running';
};

const money = (minor: number | null) => (minor === null ? null : formatMinor(Number(minor)));
const minorOf = (text: string | null): number | null => (text === null ? null : parseMinor(text));

const viewsOf = async (ctx: SiteCtx, rows: readonly PromotionRow[]): Promise<AdminPromotion[]> => {
  const ids = rows.map((r) => r.id);
  const [texts, claims, versions, images] = await Promise.all([
    findAllTexts(ctx, ids),
    countClaims(ctx, ids),
    findImageVersions(ctx, ids),
    findImages(ctx, ids),
  ]);
  return rows.map((p) => {
    const version = versions.get(p.id);
    const generated = images.find((i) => i.promotion_id === p.id)?.url;
    const budget = Number(p.budget_minor);
    const paid = Number(p.paid_minor);
    return {
      id: p.id,
      kind: p.kind,
      status: adminStatusOf(p, ctx.now()),
      statusReason: p.state_reason,
      categoryIds: categoryIdsOf(p),
      sort: Number(p.sort),
      startsAt: Number(p.starts_at),
      endsAt: p.ends_at === null ? null : Number(p.ends_at),
      frequency: p.frequency,
      memberTypes: memberTypesOf(p),
      budget: formatMinor(budget),
      paid: formatMinor(paid),
      left: formatMinor(Math.max(0, budget - paid)),
      reward: money(p.reward_minor),
      percent: p.percent === null ? null : Number(p.percent),
      cap: money(p.cap_minor),
      missionCategory: (p.mission_category ?? null) as AdminPromotion['missionCategory'],
      missionTarget: money(p.mission_target_minor),
      referralDays: p.referral_days === null ? null : Number(p.referral_days),
      turnoverMultiplier: Number(p.turnover_multiplier),
      claims: claims.get(p.id) ?? 0,
      imageUrl:
        version !== undefined
          ? promotionImageAddress(p.id, version)
          : (generated ?? `/wps/relay/promotions/art/${p.id}.svg`),
      uploadedImage: version !== undefined,
      createdAt: Number(p.created_at),
      texts: Object.fromEntries(
        texts
          .filter((t) => t.promotion_id === p.id)
          .map((t) => [t.language, { title: t.title, content: t.content }]),
      ),
    };
  });
};

export const promotionPageOf = async (
  ctx: SiteCtx,
  query: { pageNo: number; pageSize: number; status?: PromotionAdminStatus | undefined },
) => {
  const { rows, total } = await findPromotionPage(ctx, {
    merchantId: ctx.site.id,
    now: ctx.now(),
    page: query.pageNo,
    size: query.pageSize,
    ...(query.status ? { status: query.status } : {}),
  });
  return {
    pageNum: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    totalCount: total,
    list: await viewsOf(ctx, rows),
    timeZone: ctx.site.timeZone,
  };
};

export const promotionCategoriesOf = async (ctx: SiteCtx) => ({
  list: (await findCategories(ctx, ctx.site.id)).map((c) => ({
    id: c.id,
    titles: JSON.parse(c.titles) as Partial<Record<LanguageCode, string>>,
  })),
});

const siteRow = async (ctx: SiteCtx, id: number): Promise<PromotionRow> => {
  const p = await findPromotion(ctx, ctx.site.id, id);
  if (!p) throw new AppError('admin.promotion.not.found');
  return p;
};

export const adminPromotionOf = async (ctx: SiteCtx, id: number): Promise<AdminPromotion> => {
  const [view] = await viewsOf(ctx, [await siteRow(ctx, id)]);
  if (!view) throw new AppError('admin.promotion.not.found');
  return view;
};

/**
 * The texts in every language the site offers, HTML cleaned by the one sanitizer: a text that
 * is only what cleaning removes (a script) is refused rather than kept empty.
 */
const cleanTexts = (ctx: SiteCtx, body: PromotionBody) =>
  siteTexts(ctx.site, body.texts).map(([language, text]) => {
    const content = sanitizeHtml(text.content);
    if (content === '' && text.content.trim() !== '') {
      throw new AppError('admin.content.text.empty', { language });
    }
    return { language, title: text.title, content };
  });

const fieldsOf = async (ctx: SiteCtx, body: PromotionBody): Promise<PromotionFields> => {
  const known = new Set(await findCategoryIds(ctx, ctx.site.id));
  const unknown = body.categoryIds.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new AppError('admin.promotion.category.unknown', { unknown });
  return {
    category_ids: JSON.stringify([...new Set(body.categoryIds)]),
    sort: body.sort,
    starts_at: body.startsAt,
    ends_at: body.endsAt,
    frequency: body.frequency,
    member_types: JSON.stringify([...new Set(body.memberTypes)]),
    budget_minor: minorOf(body.budget) ?? 0,
    reward_minor: minorOf(body.reward),
    percent: body.percent,
    cap_minor: minorOf(body.cap),
    mission_category: body.missionCategory,
    mission_target_minor: minorOf(body.missionTarget),
    referral_days: body.referralDays,
    turnover_multiplier: body.turnoverMultiplier,
  };
};

const artOf = (id: number) => [`/wps/relay/promotions/art/${id}.svg?sequence=1`];

export const createPromotion = <C extends SiteCtx>(
  ctx: C,
  body: PromotionBody,
  audit: ContentAudit<C>,
) =>
  transaction(ctx, async (trx) => {
    const texts = cleanTexts(trx, body);
    const fields = await fieldsOf(trx, body);
    const id = await insertPromotion(
      trx,
      { ...fields, merchant_id: trx.site.id, kind: body.kind, created_at: trx.now() },
      Object.fromEntries(texts.map((t) => [t.language, t])),
      artOf,
    );
    const after = await adminPromotionOf(trx, id);
    await audit(trx, { action: 'promotion.create', targetType: 'promotion', targetId: id, after });
    return after;
  });

/** Rules and texts as a whole; the kind stays and the budget covers what was paid already. */
export const updatePromotion = <C extends SiteCtx>(
  ctx: C,
  id: number,
  body: PromotionBody,
  audit: ContentAudit<C>,
) =>
  transaction(ctx, async (trx) => {
    const row = await siteRow(trx, id);
    if (row.state === 'ended') throw new AppError('admin.promotion.ended');
    if (body.kind !== row.kind) throw new AppError('admin.promotion.kind.fixed');
    const texts = cleanTexts(trx, body);
    const fields = await fieldsOf(trx, body);
    if (fields.budget_minor < Number(row.paid_minor)) {
      throw new AppError('admin.promotion.budget.below.paid', {
        paid: formatMinor(Number(row.paid_minor)),
      });
    }
    const before = await adminPromotionOf(trx, id);
    await updatePromotionRow(trx, id, fields);
    await replaceTexts(trx, id, texts);
    const after = await adminPromotionOf(trx, id);
    await audit(trx, {
      action: 'promotion.update',
      targetType: 'promotion',
      targetId: id,
      before,
      after,
    });
    return after;
  });

/**
 * Which state each move starts from: an end is final, a pause only of a live promotion. A pause
 * holds payouts; an end is the last day brought forward, after which earned rewards are paid.
 */
const MOVES = {
  pause: { from: ['live'], to: 'paused' },
  resume: { from: ['paused'], to: 'live' },
  end: { from: ['live', 'paused'], to: 'ended' },
} as const satisfies Record<string, { from: readonly PromotionState[]; to: PromotionState }>;
export type PromotionMove = keyof typeof MOVES;

export const movePromotion = <C extends SiteCtx>(
  ctx: C,
  id: number,
  move: PromotionMove,
  reason: string,
  audit: ContentAudit<C>,
) =>
  transaction(ctx, async (trx) => {
    const before = await adminPromotionOf(trx, id);
    const { from, to } = MOVES[move];
    const now = trx.now();
    const endsAt =
      move === 'end' && (before.endsAt === null || before.endsAt > now) ? now : undefined;
    if (!(await setPromotionState(trx, id, { from, to, reason, endsAt }))) {
      throw new AppError('admin.promotion.state', { status: before.status });
    }
    const after = await adminPromotionOf(trx, id);
    await audit(trx, {
      action: `promotion.${move}`,
      targetType: 'promotion',
      targetId: id,
      before,
      after: { ...after, reason },
    });
    return after;
  });

export interface CheckedImage {
  bytes: Buffer;
  mime: string;
}

const IMAGE_RULES = {
  imagesMax: 1,
  imageMaxBytes: PROMOTION_IMAGE_UPLOAD.maxBytes,
  imageTypes: PROMOTION_IMAGE_UPLOAD.types,
};
const IMAGE_ERRORS = {
  tooMany: 'admin.promotion.image.type',
  tooLarge: 'admin.promotion.image.too.large',
  type: 'admin.promotion.image.type',
} as const;

/**
 * An uploaded picture (base64, checked by the contract) decoded and encoded afresh by the
 * uploads module's rules: call it before the transaction, decoding waits for none.
 */
export const checkPromotionImage = async (base64: string): Promise<CheckedImage> => {
  const file = { field: 'image', fileName: 'picture', bytes: Buffer.from(base64, 'base64') };
  const [image] = await checkImages([{ ...file, truncated: false }], IMAGE_RULES, IMAGE_ERRORS);
  if (!image) throw new AppError('admin.promotion.image.type');
  return image;
};

export const setPromotionImage = <C extends SiteCtx>(
  ctx: C,
  id: number,
  image: CheckedImage,
  audit: ContentAudit<C>,
) =>
  transaction(ctx, async (trx) => {
    const before = await adminPromotionOf(trx, id);
    await saveImageFile(trx, {
      promotion_id: id,
      mime: image.mime,
      bytes: image.bytes,
      version: createHash('sha256').update(image.bytes).digest('hex').slice(0, 16),
      updated_at: trx.now(),
    });
    const after = await adminPromotionOf(trx, id);
    await audit(trx, {
      action: 'promotion.image',
      targetType: 'promotion',
      targetId: id,
      before,
      after,
    });
    return after;
  });

/** The bytes of the site's promotion's uploaded picture at this version. */
export const uploadedPromotionImage = async (ctx: SiteCtx, id: number, version: string) => {
  await siteRow(ctx, id);
  const file = await findImageFile(ctx, id, version);
  if (!file) throw new AppError('promotion.not.found');
  return { mime: file.mime, bytes: Buffer.from(file.bytes) };
};

export const removePromotionImage = <C extends SiteCtx>(
  ctx: C,
  id: number,
  audit: ContentAudit<C>,
) =>
  transaction(ctx, async (trx) => {
    const before = await adminPromotionOf(trx, id);
    await deleteImageFile(trx, id);
    const after = await adminPromotionOf(trx, id);
    await audit(trx, {
      action: 'promotion.image.remove',
      targetType: 'promotion',
      targetId: id,
      before,
      after,
    });
    return after;
  });
