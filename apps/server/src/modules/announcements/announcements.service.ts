import { type AnnouncementsAnswer, API, type LanguageCode, pathWith } from '@lotto/contract';
import type { RequestCtx, SiteCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { pickTranslations, textLanguages } from './announcement-texts.js';
import * as stored from './announcements.repository.js';
import { findActiveAnnouncements, findBanner } from './announcements.repository.js';
import type { AnnouncementType } from './announcements.tables.js';
import { bannerSvg } from './banner-image.js';
import { unreadNoticeCount } from './notices.service.js';

const HOME_TYPES: readonly AnnouncementType[] = ['B', 'PL', 'PU', 'H'];

/** The types the home screen knows, out of the comma-separated `types` query. */
export const parseTypes = (types: string): AnnouncementType[] => {
  const asked = new Set(types.split(','));
  return HOME_TYPES.filter((type) => asked.has(type));
};

export const bannerImagePath = (id: number, language: LanguageCode) =>
  `${pathWith(API.bannerImage, { id })}?lang=${language}`;

/**
 * What home shows, in the request's language: banners, ticker, every running popup (the app
 * picks variant A, B or F by its session) and hot news; for a member, how many announcements
 * of their list they have not opened (0 for a visitor, who has no read state).
 */
export const announcementsFor = async (
  ctx: RequestCtx,
  types: AnnouncementType[],
): Promise<AnnouncementsAnswer> => {
  const { db, site, language, now } = ctx;
  const unreadCount = ctx.member ? await unreadNoticeCount({ ...ctx, member: ctx.member }) : 0;
  const answer: AnnouncementsAnswer = {
    banners: [],
    player: [],
    popup: [],
    hot: [],
    footer: { unreadCount },
  };
  if (types.length === 0) return answer;
  const rows = await findActiveAnnouncements(db, {
    merchantId: site.id,
    types,
    languages: textLanguages(language),
    now: now(),
  });
  for (const row of pickTranslations(rows, language, (r) => r.id)) {
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
  const rows = await findBanner(db, site.id, id, textLanguages(language));
  const row = rows.find((r) => r.language === language) ?? rows[0];
  if (!row) throw new AppError('request.url.empty');
  return bannerSvg(site, row.id, row.title);
};

/**
 * What other modules and the demo seed read or write of this module's stored facts, as its
 * services: callers name these, never the statements behind them, so those can change alone.
 */
export const findAnnouncementTitles = (...args: Parameters<typeof stored.findAnnouncementTitles>) =>
  stored.findAnnouncementTitles(...args);
export const insertAnnouncement = (...args: Parameters<typeof stored.insertAnnouncement>) =>
  stored.insertAnnouncement(...args);
