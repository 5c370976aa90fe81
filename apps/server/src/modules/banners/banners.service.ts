import {
  BANNER_LIMIT,
  type BannerAction,
  type BannersAnswer,
  bannerAction,
  bannerGroup,
  type LanguageCode,
} from '@lotto/contract';
import type { RequestCtx, SiteCtx } from '../../context.js';
import * as stored from './banners.repository.js';
import {
  findRunningBanners,
  insertBannerRows,
  type TranslatedBannerRow,
} from './banners.repository.js';

/** The last resort of a banner without the asked language or the site's default. */
const FALLBACK_LANGUAGE = 'EN';

/** One row per banner: the asked language first, then the site's default, then English. */
const pickTranslations = (rows: TranslatedBannerRow[], order: readonly string[]) => {
  const picked = new Map<number, TranslatedBannerRow>();
  const rank = (language: string) => order.indexOf(language);
  for (const row of rows) {
    const seen = picked.get(row.id);
    if (!seen || rank(row.language) < rank(seen.language)) picked.set(row.id, row);
  }
  // Map keeps first-insertion order, which is the query's display order.
  return [...picked.values()].slice(0, BANNER_LIMIT);
};

/**
 * A stored action as the contract reads it. A row an operator broke (not JSON, unknown kind,
 * an http link) still shows its picture, without a tap action, and is logged: home never fails
 * for one bad banner.
 */
const actionOf = (ctx: RequestCtx, row: TranslatedBannerRow): BannerAction | null => {
  if (row.action === null) return null;
  try {
    const parsed = bannerAction.safeParse(JSON.parse(row.action));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: handled as an invalid action below.
  }
  ctx.log.warn({ bannerId: row.id }, 'banner action left out: it breaks the contract');
  return null;
};

/** GET banners: a group's running banners in the request's language, in display order. */
export const bannersOf = async (ctx: RequestCtx, group: string): Promise<BannersAnswer> => {
  const order = [...new Set([ctx.language, ctx.site.defaultLanguage, FALLBACK_LANGUAGE])];
  const rows = await findRunningBanners(ctx.db, {
    merchantId: ctx.site.id,
    group,
    languages: order,
    now: ctx.now(),
    limit: BANNER_LIMIT,
  });
  return {
    list: pickTranslations(rows, order).map((row) => ({
      id: row.id,
      imageUrl: row.image_url,
      title: row.title,
      action: actionOf(ctx, row),
    })),
  };
};

export interface NewBannerInput {
  group: string;
  sort: number;
  action: BannerAction | null;
  translations: { language: LanguageCode; title: string; imageUrl: string }[];
  startsAt?: number;
  endsAt?: number;
}

/** Adds a banner to a site (the seed now, the back office later); the action is checked. */
export const addBanner = (ctx: SiteCtx, input: NewBannerInput): Promise<number> =>
  insertBannerRows(
    ctx.db,
    {
      merchant_id: ctx.site.id,
      group_name: bannerGroup.parse(input.group),
      sort: input.sort,
      action: input.action === null ? null : JSON.stringify(bannerAction.parse(input.action)),
      starts_at: input.startsAt ?? null,
      ends_at: input.endsAt ?? null,
      created_at: ctx.now(),
    },
    input.translations.map((t) => ({
      language: t.language,
      title: t.title,
      image_url: t.imageUrl,
    })),
  );

/**
 * What other modules and the demo seed read or write of this module's stored facts, as its
 * services: callers name these, never the statements behind them, so those can change alone.
 */
export const findBannerTitles = (...args: Parameters<typeof stored.findBannerTitles>) =>
  stored.findBannerTitles(...args);
