import {
  type AdminPromotion,
  formatMinor,
  type LanguageCode,
  type PromotionAdminStatus,
  type PromotionBody,
  parseMinor,
} from '@lotto/contract';
import { type SiteCtx, transaction } from '../../context.js';
import { AppError } from '../../errors.js';
import type { ContentAudit } from '../../operator-content/audit.js';
import { sanitizeHtml } from '../../operator-content/sanitize-html.js';
import { siteTexts } from '../../operator-content/site-texts.js';
import { artAddressOf, isArtAddress } from './promotion-art.js';
import { categoryIdsOf, memberTypesOf } from './promotion-rules.js';
import {
  countClaims,
  findAllTexts,
  findCategoryIds,
  findPromotionPage,
  type PromotionFields,
  replaceImages,
  replaceTexts,
  setPromotionState,
  updatePromotionRow,
} from './promotions.admin.repository.js';
import {
  findCategories,
  findImages,
  findPromotion,
  insertPromotion,
} from './promotions.repository.js';
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
  const [texts, claims, images] = await Promise.all([
    findAllTexts(ctx, ids),
    countClaims(ctx, ids),
    findImages(ctx, ids),
  ]);
  return rows.map((p) => {
    const imageUrl = images.find((i) => i.promotion_id === p.id)?.url ?? artAddressOf(p.id);
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
      imageUrl,
      uploadedImage: !isArtAddress(imageUrl),
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

/** The operator's picture, else the generated artwork. */
const picturesOf = (body: PromotionBody) => (id: number) =>
  body.imageUrl === null ? [artAddressOf(id)] : [body.imageUrl];

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
      picturesOf(body),
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
    // Artwork kept as it is (the demo's has two pictures) unless the picture changes.
    if (body.imageUrl !== null || before.uploadedImage) {
      await replaceImages(trx, id, picturesOf(body)(id));
    }
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
