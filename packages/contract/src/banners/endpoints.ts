import { z } from 'zod/mini';
import { endpoint } from '../endpoint.js';
import { onFirstUse } from '../on-first-use.js';
import { bannersAnswer, bannersQuery } from './schemas.js';

/** Banners of one group (home's carousel: m_home), in the request's language. */
export const list = endpoint({
  method: 'GET',
  path: '/wps/relay/banners',
  module: 'COMM3',
  access: 'public',
  query: bannersQuery,
  answer: bannersAnswer,
});

/**
 * A picture an operator uploaded (a banner's image, a site's logo): its name is a hash of its
 * bytes, so an address always shows the same picture and may be kept for good. Served in
 * maintenance too, where the site's logo still shows.
 */
export const uploadedImage = endpoint({
  method: 'GET',
  path: '/wps/relay/images/:name',
  module: 'COMM3',
  access: 'public',
  system: true,
  params: onFirstUse(() => z.object({ name: z.string().check(z.regex(/^[0-9a-f]{32}\.webp$/)) })),
  produces: 'image',
});
