import { z } from 'zod/mini';
import { onFirstUse } from '../on-first-use.js';
import { adminEndpoint } from './endpoint.js';

/** Pictures operators upload for the site's content and brand (content.manage). */

/**
 * A picture an operator uploads (a banner's image, a site's logo): PNG, JPEG or WebP read from
 * the bytes, at most `maxBytes`; decoded and kept only as a fresh WebP of its pixels, at most
 * `sideMax` pixels a side.
 */
export const CONTENT_IMAGE_UPLOAD = {
  maxBytes: 2 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp'],
  sideMax: 1600,
} as const;

/**
 * Base64 of twice the allowed size, the most the upload routes read: a file somewhat too large
 * still reaches the server's own check, and a larger body is refused by the route in the same
 * words (admin.content.image.too.large), never a bare schema error or 413.
 */
export const CONTENT_IMAGE_BASE64_MAX = Math.ceil((2 * CONTENT_IMAGE_UPLOAD.maxBytes) / 3) * 4;

export const contentImageUpload = onFirstUse(() =>
  z.object({
    /** The image file's bytes in base64. */
    image: z.base64().check(z.minLength(4)),
  }),
);
export type ContentImageUpload = z.infer<typeof contentImageUpload>;

export const uploadedContentImage = onFirstUse(() =>
  z.object({
    /** The picture's address on the site, to put in a banner or a logo field. */
    url: z.string(),
    width: z.int(),
    height: z.int(),
    bytes: z.int(),
  }),
);
export type UploadedContentImage = z.infer<typeof uploadedContentImage>;

/** Stores a picture for a banner (or any content) and answers its address. */
export const uploadImage = adminEndpoint({
  method: 'POST',
  path: '/admin/api/content/images',
  guard: 'content.manage',
  body: contentImageUpload,
  answer: uploadedContentImage,
});
