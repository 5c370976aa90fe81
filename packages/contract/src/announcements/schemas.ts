import { z } from 'zod/mini';

/** A (PU) popup's execution: A with a session, B without, F only on a first login. */
export const POPUP_EXECUTIONS = ['A', 'B', 'F'] as const;

export const announcementsQuery = z.object({
  types: z._default(z.string().check(z.regex(/^[A-Z]{1,2}(,[A-Z]{1,2}){0,9}$/)), 'B,PL,PU,H'),
  groupName: z.optional(z.string().check(z.maxLength(32))),
  platform: z._default(z.enum(['M', 'W']), 'M'),
});

export const popupAnnouncement = z.object({
  id: z.int(),
  title: z.string(),
  /** HTML: sanitized by the app before it is rendered. */
  content: z.string(),
  promotionType: z.nullable(z.string()),
  execution: z.enum(POPUP_EXECUTIONS),
});
export const tickerItem = z.object({ id: z.int(), title: z.string(), content: z.string() });
export const banner = z.object({ id: z.int(), url: z.string(), link: z.nullable(z.string()) });
export const notice = z.object({ id: z.int(), title: z.string(), content: z.string() });

/** GET /wps/announcements: what home shows (banners, ticker, popups, latest news). */
export const announcementsAnswer = z.object({
  banners: z.array(banner),
  player: z.array(tickerItem),
  popup: z.array(popupAnnouncement),
  hot: z.array(notice),
  footer: z.object({ unreadCount: z.int() }),
});
export type AnnouncementsAnswer = z.infer<typeof announcementsAnswer>;
