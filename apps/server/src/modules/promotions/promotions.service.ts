import {
  formatMinor,
  type LanguageCode,
  type Promotion,
  type PromotionDetailAnswer,
  type PromotionsAnswer,
} from '@lotto/contract';
import { z } from 'zod/mini';
import type { MemberCtx, RequestCtx, SiteCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { validStakeOf } from '../play/index.js';
import { isArtAddress } from './promotion-art.js';
import {
  categoryIdsOf,
  isEligible,
  type MemberView,
  missionCategoryOf,
  periodOf,
  statusOf,
  timeStateOf,
} from './promotion-rules.js';
import {
  countApplicationImages,
  ensureEntry,
  findCategories,
  findEntriesOf,
  findEntry,
  findImages,
  findPromotion,
  findPromotions,
  findTexts,
} from './promotions.repository.js';
import type { EntryRow, PromotionRow } from './promotions.tables.js';

/** What the activity screens show: the site's promotions with the caller's status on each. */

const titlesSchema = z.record(z.string(), z.string());

/** Generated artwork is titled in the reader's language. */
const imageUrl = (url: string, language: LanguageCode) =>
  isArtAddress(url) ? `${url}${url.includes('?') ? '&' : '?'}lang=${language}` : url;

type ImageRow = { promotion_id: number; sequence: number; url: string };

/** The member's valid stake in a mission's category over the period since they joined. */
const missionStake = async (ctx: SiteCtx, p: PromotionRow, entry: EntryRow, now: number) => {
  const period = periodOf(ctx.site, p, now);
  const category = missionCategoryOf(p);
  return validStakeOf(ctx, {
    merchantId: ctx.site.id,
    memberId: entry.member_id,
    ...(category ? { category } : {}),
    // Stakes count from joining: a mission is something the member sets out to do.
    from: Math.max(period.from, Number(entry.created_at)),
    to: Math.min(period.to, now + 1),
  });
};

/** The member's view of one promotion now: their entry of the period and mission progress. */
export const memberViewOf = async (
  ctx: MemberCtx | (SiteCtx & { member: { id: number; type: number } }),
  p: PromotionRow,
  entries?: readonly EntryRow[],
): Promise<MemberView> => {
  const now = ctx.now();
  const key = periodOf(ctx.site, p, now).key;
  const entry = entries
    ? entries.find((e) => e.promotion_id === p.id && e.period_key === key)
    : await findEntry(ctx, { promotionId: p.id, memberId: ctx.member.id, periodKey: key });
  const joinedMission = entry?.status === 'joined' && p.kind === 'bet_mission';
  return {
    memberType: ctx.member.type,
    entry,
    validStakeMinor: joinedMission ? await missionStake(ctx, p, entry, now) : null,
  };
};

const promotionOf = (
  ctx: RequestCtx,
  p: PromotionRow,
  texts: Map<number, { title: string; content: string }>,
  images: ImageRow[],
  view: MemberView | null,
): Promotion => ({
  id: p.id,
  kind: p.kind,
  title: texts.get(p.id)?.title ?? '',
  content: texts.get(p.id)?.content ?? '',
  startDate: Number(p.starts_at),
  endDate: p.ends_at === null ? null : Number(p.ends_at),
  noExpiry: p.ends_at === null ? 1 : 0,
  promoAnnouncementCategoryIds: categoryIdsOf(p),
  announcementImages: images
    .filter((i) => i.promotion_id === p.id)
    .map((i) => ({ url: imageUrl(i.url, ctx.language), sequence: i.sequence })),
  status: statusOf(p, ctx.now(), view),
});

export const listPromotions = async (ctx: RequestCtx): Promise<PromotionsAnswer> => {
  // A paused or ended promotion is no longer offered; its rewards stay in the reward centre.
  const rows = (await findPromotions(ctx, ctx.site.id)).filter((p) => p.state === 'live');
  const ids = rows.map((r) => r.id);
  const [texts, images, categories] = await Promise.all([
    findTexts(ctx, ids, ctx.language),
    findImages(ctx, ids),
    findCategories(ctx, ctx.site.id),
  ]);
  const member = ctx.member;
  const entries = member ? await findEntriesOf(ctx, member.id) : [];
  const promotions: Promotion[] = [];
  for (const p of rows) {
    const view = member ? await memberViewOf({ ...ctx, member }, p, entries) : null;
    promotions.push(promotionOf(ctx, p, texts, images, view));
  }
  return {
    categories: categories.map((c) => {
      const titles = titlesSchema.parse(JSON.parse(c.titles));
      return { id: c.id, title: titles[ctx.language] ?? titles.EN ?? '' };
    }),
    promotions,
  };
};

export const requirePromotion = async (ctx: SiteCtx, id: number): Promise<PromotionRow> => {
  const p = await findPromotion(ctx, ctx.site.id, id);
  if (!p) throw new AppError('promotion.not.found');
  return p;
};

const money = (minor: number | null) => (minor === null ? null : formatMinor(Number(minor)));

export const promotionDetail = async (
  ctx: RequestCtx,
  id: number,
): Promise<PromotionDetailAnswer> => {
  const p = await requirePromotion(ctx, id);
  const [texts, images] = await Promise.all([
    findTexts(ctx, [p.id], ctx.language),
    findImages(ctx, [p.id]),
  ]);
  const member = ctx.member;
  const view = member ? await memberViewOf({ ...ctx, member }, p) : null;
  const application = p.kind === 'manual' ? view?.entry : undefined;
  return {
    ...promotionOf(ctx, p, texts, images, view),
    terms: {
      frequency: p.frequency,
      reward: money(p.reward_minor),
      percent: p.percent,
      cap: money(p.cap_minor),
      missionCategory: missionCategoryOf(p) ?? null,
      missionTarget: money(p.mission_target_minor),
      turnoverMultiplier: p.turnover_multiplier,
    },
    progress: view
      ? {
          validStake: money(view.validStakeMinor),
          target: view.validStakeMinor === null ? null : money(p.mission_target_minor),
          reward: money(view.entry?.reward_minor ?? null),
          applicationId: application?.id ?? null,
          applicationImages: application ? await countApplicationImages(ctx, application.id) : 0,
        }
      : null,
  };
};

/** Refuses what a member may not start: a closed or coming promotion, or another member type. */
export const requireOpenFor = (ctx: MemberCtx, p: PromotionRow): void => {
  if (timeStateOf(p, ctx.now()) !== 'open') throw new AppError('promotion.not.open');
  if (!isEligible(p, ctx.member.type)) throw new AppError('promotion.not.eligible');
};

/** Joins a mission or first-deposit promotion for the current period; twice answers the same. */
export const joinPromotion = async (ctx: MemberCtx, id: number): Promise<PromotionDetailAnswer> => {
  const p = await requirePromotion(ctx, id);
  if (p.kind !== 'bet_mission' && p.kind !== 'first_deposit') {
    throw new AppError('promotion.not.open');
  }
  const periodKey = periodOf(ctx.site, p, ctx.now()).key;
  const existing = await findEntry(ctx, { promotionId: p.id, memberId: ctx.member.id, periodKey });
  if (!existing) {
    requireOpenFor(ctx, p);
    await ensureEntry(ctx, {
      merchantId: ctx.site.id,
      promotionId: p.id,
      memberId: ctx.member.id,
      periodKey,
      status: 'joined',
      rewardMinor: null,
    });
  }
  return promotionDetail(ctx, id);
};
