import { type AnnouncementsAnswer, API, type LanguageCode, pathWith } from '@lotto/contract';
import type { RequestCtx, SiteCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import {
  findActiveAnnouncements,
  findBanner,
  type TranslatedAnnouncementRow,
} from './announcements.repository.js';
import type { AnnouncementType } from './announcements.tables.js';
import { bannerSvg } from './banner-image.js';

/** Texts fall back to English when an announcement has none in the asked language. */
const FALLBACK_LANGUAGE = 'EN';
const HOME_TYPES: readonly AnnouncementType[] = ['B', 'PL', 'PU', 'H'];

/** The types the home screen knows, out of the comma-separated `types` query. */
export const parseTypes = (types: string): AnnouncementType[] => {
  const asked = new Set(types.split(','));
  return HOME_TYPES.filter((type) => asked.has(type));
};

export const bannerImagePath = (id: number, language: LanguageCode) =>
  `${pathWith(API.bannerImage, { id })}?lang=${language}`;

/** One row per announcement: the asked language's translation, else the fallback's. */
const pickTranslations = (rows: TranslatedAnnouncementRow[], language: LanguageCode) => {
  const picked = new Map<number, TranslatedAnnouncementRow>();
  for (const row of rows) {
    const seen = picked.get(row.id);
    if (!seen || (row.language === language && seen.language !== language)) picked.set(row.id, row);
  }
  // Map keeps first-insertion order, which is the query's display order.
  return [...picked.values()];
};

/**
 * What home shows, in the request's language: banners, ticker, every running popup (the app
 * picks variant A, B or F by its session) and hot news. The inbox does not exist yet, so the
 * unread count is 0 for everyone.
 */
export const announcementsFor = async (
  { db, site, language, now }: RequestCtx,
  types: AnnouncementType[],
): Promise<AnnouncementsAnswer> => {
  const answer: AnnouncementsAnswer = {
    banners: [],
    player: [],
    popup: [],
    hot: [],
    footer: { unreadCount: 0 },
  };
  if (types.length === 0) return answer;
  const rows = await findActiveAnnouncements(db, {
    merchantId: site.id,
    types,
    languages: [...new Set([language, FALLBACK_LANGUAGE])],
    now: now(),
  });
  for (const row of pickTranslations(rows, language)) {
    const { id, title, content } = row;
    if (row.type === 'B') {
      const url = row.image_url ?? bannerImagePath(id, language);
      answer.banners.push({ id, url, link: row.link });
    } else if (row.type === 'PL') {
      answer.player.push({ id, title, content });
    } else if (row.type === 'PU' && row.execution) {
      answer.popup.push({
        id,
        title,
        content,
        promotionType: row.promotion_type,
        execution: row.execution,
      });
    } else if (row.type === 'H') {
      answer.hot.push({ id, title, content });
    }
  }
  return answer;
};

/** The generated image of one of the site's banners, titled in the language asked. */
export const bannerImageFor = async (
  { db, site }: SiteCtx,
  id: number,
  language: LanguageCode,
): Promise<string> => {
  const rows = await findBanner(db, site.id, id, [...new Set([language, FALLBACK_LANGUAGE])]);
  const row = rows.find((r) => r.language === language) ?? rows[0];
  if (!row) throw new AppError('request.url.empty');
  return bannerSvg(site, row.id, row.title);
};
