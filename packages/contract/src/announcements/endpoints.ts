import { z } from 'zod/mini';
import { endpoint } from '../endpoint.js';
import { languageCode } from '../languages.js';
import { announcementsAnswer, announcementsQuery } from './schemas.js';

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
  params: z.object({
    id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2 ** 31 - 1)),
  }),
  query: z.object({ lang: z.optional(languageCode) }),
  produces: 'svg',
});
