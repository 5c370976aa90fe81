import { z } from 'zod/mini';
import { endpoint } from '../endpoint.js';
import { languageCode } from '../languages.js';
import { onFirstUse } from '../on-first-use.js';
import {
  announcementsAnswer,
  announcementsQuery,
  noticeBoardQuery,
  noticeDetail,
  noticeListQuery,
  noticePage,
  noticeParams,
  noticeReadBody,
  noticeUnreadAnswer,
} from './schemas.js';

/** Announcements: what home shows, and the generated images of banners without their own. */

/** The session is optional: the unread count is a member's; everything else is public. */
export const list = endpoint({
  method: 'GET',
  path: '/wps/relay/announcements',
  module: 'COMM3',
  access: 'optional',
  query: announcementsQuery,
  answer: announcementsAnswer,
});

/** An image the browser loads by address (no API headers): titled in `lang`. */
export const bannerImage = endpoint({
  method: 'GET',
  path: '/wps/relay/banner/:id.svg',
  module: 'COMM3',
  access: 'public',
  params: onFirstUse(() =>
    z.object({
      id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2 ** 31 - 1)),
    }),
  ),
  query: onFirstUse(() => z.object({ lang: z.optional(languageCode) })),
  produces: 'svg',
});

/** The announcement list (/m/notice; the agents' board with `types=A`), with the member's read state when a session is live. */
export const notices = endpoint({
  method: 'GET',
  path: '/wps/relay/notices',
  module: 'COMM3',
  access: 'optional',
  query: noticeListQuery,
  answer: noticePage,
});

/** How many listed announcements the member has not opened: the badge's figure (per board). */
export const unreadNotices = endpoint({
  method: 'GET',
  path: '/wps/relay/notices/unread',
  module: 'COMM3',
  access: 'member',
  query: noticeBoardQuery,
  answer: noticeUnreadAnswer,
});

/** One announcement of the list, in full; reading it changes nothing (see readNotice). */
export const notice = endpoint({
  method: 'GET',
  path: '/wps/relay/notices/:id',
  module: 'COMM3',
  access: 'optional',
  params: noticeParams,
  answer: noticeDetail,
});

/** Records that the member opened an announcement; again changes nothing. */
export const readNotice = endpoint({
  method: 'POST',
  path: '/wps/relay/notices/read',
  module: 'COMM3',
  access: 'member',
  body: noticeReadBody,
  answer: noticeUnreadAnswer,
});
