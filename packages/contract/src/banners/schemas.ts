import { z } from 'zod/mini';
import { gameCategory, nodeId } from '../games/schemas.js';
import { onFirstUse } from '../on-first-use.js';

/**
 * Banners (spec/02 "Home": banners of group m_home). A banner is data per site: its group,
 * order, a picture and title per language, and what a tap does, also as data.
 */

/** The carousel group home shows; other groups are for other pages of the same site. */
export const HOME_BANNER_GROUP = 'm_home';
/** A group holds a handful of slides: the answer stops at this many (no paging). */
export const BANNER_LIMIT = 20;

export const bannerGroup = onFirstUse(() => z.string().check(z.regex(/^[a-z][a-z0-9_]{0,31}$/)));

/** An app path: one of this app's screens, never another origin ("//host" included). */
const appPath = onFirstUse(() => z.string().check(z.regex(/^\/m\/[\w\-./?=&%]{0,200}$/)));
const externalUrl = onFirstUse(() => z.url({ protocol: /^https$/ }).check(z.maxLength(500)));

/**
 * What a tap does: open a promotion's detail, launch a game, list a category, open an app
 * path, or open an external page (https only) outside the app.
 */
export const bannerAction = onFirstUse(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('PROMOTION'), promotionId: z.int().check(z.positive()) }),
    z.object({ kind: z.literal('GAME'), nodeId }),
    z.object({ kind: z.literal('CATEGORY'), gameType: gameCategory }),
    z.object({ kind: z.literal('PATH'), path: appPath }),
    z.object({ kind: z.literal('URL'), url: externalUrl }),
  ]),
);
export type BannerAction = z.infer<typeof bannerAction>;
export type BannerActionKind = BannerAction['kind'];

export const bannersQuery = onFirstUse(() => z.object({ groupName: bannerGroup }));

export const bannerItem = onFirstUse(() =>
  z.object({
    id: z.int(),
    /** The picture in the request's language (else the site's default, else English). */
    imageUrl: z.string(),
    /** What the picture says, for screen readers. */
    title: z.string(),
    action: z.nullable(bannerAction),
  }),
);
export type BannerItem = z.infer<typeof bannerItem>;

/** GET banners of a group, in display order. */
export const bannersAnswer = onFirstUse(() => z.object({ list: z.array(bannerItem) }));
export type BannersAnswer = z.infer<typeof bannersAnswer>;
