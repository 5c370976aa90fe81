import { z } from 'zod/mini';
import { bannerAction, bannerGroup } from '../banners/schemas.js';
import { pageInfo, pageQuery } from '../envelope.js';
import { HELP_DEVICES } from '../help/schemas.js';
import { languageCode } from '../languages.js';
import { onFirstUse } from '../on-first-use.js';
import { adminEndpoint } from './endpoint.js';

/**
 * The back office's content (content.manage): announcements, banners and messages to members.
 * Every text is kept per language (`{ "EN": {...}, "MY": {...} }`) and must be given in every
 * language the site offers; HTML is cleaned by the server before it is stored (no script, no
 * event attribute, no javascript: link), so an answer shows what members will see. Times are
 * epoch milliseconds; a missing bound (null) means "from now on" or "until removed".
 */

/** The announcement types an operator writes: banner, ticker, popup, hot news, agents' board. */
export const CONTENT_ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'H', 'A'] as const;
export const contentAnnouncementType = onFirstUse(() => z.enum(CONTENT_ANNOUNCEMENT_TYPES));

/** An image or link address: https (http for local hosts), or a path on the site. */
export const contentAddress = onFirstUse(() =>
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(500),
      z.regex(/^(?:https?:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/, 'an https:// address or a /path'),
    ),
);

const title = onFirstUse(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(200)));
/** HTML as the rich-text editor writes it; cleaned on the server. */
const html = onFirstUse(() => z.string().check(z.maxLength(20_000)));

const epochMs = onFirstUse(() => z.int().check(z.minimum(0)));

/** Per language, at least one; the server asks for every language the site offers. */
const perLanguage = <T extends z.ZodMiniType>(text: T) =>
  z
    .partialRecord(languageCode, text)
    .check(z.refine((texts) => Object.keys(texts).length > 0, 'a text in at least one language'));

const schedule = () => ({
  startsAt: z.nullable(epochMs),
  endsAt: z.nullable(epochMs),
});
const scheduleInOrder = {
  message: 'the end must come after the start',
  path: ['endsAt'],
};
const inOrder = (s: { startsAt: number | null; endsAt: number | null }) =>
  s.startsAt === null || s.endsAt === null || s.endsAt > s.startsAt;

export const announcementText = onFirstUse(() => z.object({ title, content: html }));

export const announcementBody = onFirstUse(() =>
  z
    .object({
      type: contentAnnouncementType,
      /** Popups (PU) only: A for members signed in, B for visitors, F on a first login. */
      execution: z.nullable(z.enum(['A', 'B', 'F'])),
      /** Popups only: the promotion kind its reward link opens (the app's reward centre). */
      promotionType: z.nullable(z.string().check(z.trim(), z.maxLength(40))),
      /** Banners (B): the picture; null draws one from the title. */
      imageUrl: z.nullable(contentAddress),
      /** Banners (B): where a tap goes. */
      link: z.nullable(contentAddress),
      sort: z.int().check(z.minimum(0), z.maximum(10_000)),
      ...schedule(),
      texts: perLanguage(announcementText),
    })
    .check(
      z.refine(inOrder, scheduleInOrder),
      z.refine((a) => (a.type === 'PU') === (a.execution !== null), {
        message: 'a popup needs its execution (A, B or F); other types have none',
        path: ['execution'],
      }),
      z.refine((a) => a.type === 'PU' || a.promotionType === null, {
        message: 'only a popup has a promotion type',
        path: ['promotionType'],
      }),
      z.refine((a) => a.type === 'B' || (a.imageUrl === null && a.link === null), {
        message: 'only a banner has a picture and a link',
        path: ['imageUrl'],
      }),
    ),
);
export type AnnouncementBody = z.infer<typeof announcementBody>;

export const announcementView = onFirstUse(() =>
  z.object({
    id: z.int(),
    type: z.enum(['B', 'PL', 'PU', 'H', 'A', 'PR']),
    execution: z.nullable(z.enum(['A', 'B', 'F'])),
    promotionType: z.nullable(z.string()),
    imageUrl: z.nullable(z.string()),
    link: z.nullable(z.string()),
    sort: z.int(),
    startsAt: z.nullable(z.int()),
    endsAt: z.nullable(z.int()),
    /** Shown to members at the moment of the answer (inside its schedule). */
    running: z.boolean(),
    createdAt: z.int(),
    texts: z.partialRecord(languageCode, z.object({ title: z.string(), content: z.string() })),
  }),
);
export type AnnouncementView = z.infer<typeof announcementView>;

export const announcementListQuery = onFirstUse(() =>
  z.object({ ...pageQuery.shape, type: z.optional(contentAnnouncementType) }),
);
export const announcementPage = onFirstUse(() =>
  z.object({ ...pageInfo.shape, list: z.array(announcementView) }),
);

const idParams = onFirstUse(() =>
  z.object({ id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2 ** 31 - 1)) }),
);

export const bannerText = onFirstUse(() => z.object({ title, imageUrl: contentAddress }));

export const bannerBody = onFirstUse(() =>
  z
    .object({
      group: bannerGroup,
      sort: z.int().check(z.minimum(0), z.maximum(10_000)),
      enabled: z.boolean(),
      /** What a tap does; a promotion or game it opens must exist on the site. */
      action: z.nullable(bannerAction),
      ...schedule(),
      texts: perLanguage(bannerText),
    })
    .check(z.refine(inOrder, scheduleInOrder)),
);
export type BannerBody = z.infer<typeof bannerBody>;

export const bannerView = onFirstUse(() =>
  z.object({
    id: z.int(),
    group: z.string(),
    sort: z.int(),
    enabled: z.boolean(),
    action: z.nullable(bannerAction),
    startsAt: z.nullable(z.int()),
    endsAt: z.nullable(z.int()),
    /** Enabled and inside its schedule at the moment of the answer. */
    running: z.boolean(),
    createdAt: z.int(),
    texts: z.partialRecord(languageCode, z.object({ title: z.string(), imageUrl: z.string() })),
  }),
);
export type BannerView = z.infer<typeof bannerView>;

export const bannerListQuery = onFirstUse(() => z.object({ group: z.optional(bannerGroup) }));
export const bannerList = onFirstUse(() => z.object({ list: z.array(bannerView) }));

/** Who a message goes to: one member (id or username), a VIP level's members, or everyone. */
export const messageAudience = onFirstUse(() =>
  z.discriminatedUnion('audience', [
    z.object({
      audience: z.literal('member'),
      /** The member's id or username. */
      member: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
    }),
    z.object({ audience: z.literal('vip'), vipLevel: z.int().check(z.minimum(0), z.maximum(99)) }),
    z.object({ audience: z.literal('site') }),
  ]),
);

export const messageBody = onFirstUse(() =>
  z.object({ to: messageAudience, texts: perLanguage(announcementText) }),
);
export type MessageBody = z.infer<typeof messageBody>;

export const sentMessage = onFirstUse(() =>
  z.object({
    id: z.int(),
    audience: z.enum(['member', 'vip', 'site']),
    member: z.nullable(z.object({ id: z.int(), username: z.string() })),
    vipLevel: z.nullable(z.int()),
    createdAt: z.int(),
    texts: z.partialRecord(languageCode, z.object({ title: z.string(), content: z.string() })),
  }),
);
export type SentMessage = z.infer<typeof sentMessage>;

export const messagePage = onFirstUse(() =>
  z.object({ ...pageInfo.shape, list: z.array(sentMessage) }),
);

/** A help centre entry: its order and a title and HTML per language. */
export const helpEntryBody = onFirstUse(() =>
  z.object({
    device: z._default(z.enum(HELP_DEVICES), 'MOBILE'),
    sort: z.int().check(z.minimum(0), z.maximum(10_000)),
    texts: perLanguage(announcementText),
  }),
);
export type HelpEntryBody = z.infer<typeof helpEntryBody>;

export const helpEntryView = onFirstUse(() =>
  z.object({
    id: z.int(),
    device: z.enum(HELP_DEVICES),
    sort: z.int(),
    createdAt: z.int(),
    texts: z.partialRecord(languageCode, z.object({ title: z.string(), content: z.string() })),
  }),
);
export type HelpEntryView = z.infer<typeof helpEntryView>;
export const helpEntryList = onFirstUse(() => z.object({ list: z.array(helpEntryView) }));
export const helpListQuery = onFirstUse(() =>
  z.object({ device: z._default(z.enum(HELP_DEVICES), 'MOBILE') }),
);

/** The site's user agreement: a title and HTML per language, replaced as a whole. */
export const agreementBody = onFirstUse(() => z.object({ texts: perLanguage(announcementText) }));
export type AgreementBody = z.infer<typeof agreementBody>;
export const agreementView = onFirstUse(() =>
  z.object({
    texts: z.partialRecord(languageCode, z.object({ title: z.string(), content: z.string() })),
    /** When it last changed; null while the site has none. */
    updatedAt: z.nullable(z.int()),
  }),
);
export type AgreementView = z.infer<typeof agreementView>;

export const announcements = adminEndpoint({
  method: 'GET',
  path: '/admin/api/content/announcements',
  guard: 'content.manage',
  query: announcementListQuery,
  answer: announcementPage,
});

export const announcement = adminEndpoint({
  method: 'GET',
  path: '/admin/api/content/announcements/:id',
  guard: 'content.manage',
  params: idParams,
  answer: announcementView,
});

/** Publishes an announcement: members see it from its start (at once without one). */
export const createAnnouncement = adminEndpoint({
  method: 'POST',
  path: '/admin/api/content/announcements',
  guard: 'content.manage',
  body: announcementBody,
  answer: announcementView,
});

export const updateAnnouncement = adminEndpoint({
  method: 'PUT',
  path: '/admin/api/content/announcements/:id',
  guard: 'content.manage',
  params: idParams,
  body: announcementBody,
  answer: announcementView,
});

/** What a delete answers: the id of what is gone. */
const deletedAnswer = onFirstUse(() => z.object({ id: z.int() }));

/** Removes an announcement with its texts and members' read marks. */
export const deleteAnnouncement = adminEndpoint({
  method: 'DELETE',
  path: '/admin/api/content/announcements/:id',
  guard: 'content.manage',
  params: idParams,
  answer: deletedAnswer,
});

export const banners = adminEndpoint({
  method: 'GET',
  path: '/admin/api/content/banners',
  guard: 'content.manage',
  query: bannerListQuery,
  answer: bannerList,
});

export const banner = adminEndpoint({
  method: 'GET',
  path: '/admin/api/content/banners/:id',
  guard: 'content.manage',
  params: idParams,
  answer: bannerView,
});

export const createBanner = adminEndpoint({
  method: 'POST',
  path: '/admin/api/content/banners',
  guard: 'content.manage',
  body: bannerBody,
  answer: bannerView,
});

export const updateBanner = adminEndpoint({
  method: 'PUT',
  path: '/admin/api/content/banners/:id',
  guard: 'content.manage',
  params: idParams,
  body: bannerBody,
  answer: bannerView,
});

export const deleteBanner = adminEndpoint({
  method: 'DELETE',
  path: '/admin/api/content/banners/:id',
  guard: 'content.manage',
  params: idParams,
  answer: deletedAnswer,
});

/** The operator messages the site sent, newest first. */
export const messages = adminEndpoint({
  method: 'GET',
  path: '/admin/api/content/messages',
  guard: 'content.manage',
  query: pageQuery,
  answer: messagePage,
});

/**
 * Sends a message to the members' inbox: one row for a level or the whole site however many
 * members it reaches (each member's read state is kept apart).
 */
export const sendMessage = adminEndpoint({
  method: 'POST',
  path: '/admin/api/content/messages',
  guard: 'content.manage',
  body: messageBody,
  answer: sentMessage,
});

/** The site's help centre entries, in display order. */
export const helpEntries = adminEndpoint({
  method: 'GET',
  path: '/admin/api/content/help',
  guard: 'content.manage',
  query: helpListQuery,
  answer: helpEntryList,
});

export const createHelpEntry = adminEndpoint({
  method: 'POST',
  path: '/admin/api/content/help',
  guard: 'content.manage',
  body: helpEntryBody,
  answer: helpEntryView,
});

export const updateHelpEntry = adminEndpoint({
  method: 'PUT',
  path: '/admin/api/content/help/:id',
  guard: 'content.manage',
  params: idParams,
  body: helpEntryBody,
  answer: helpEntryView,
});

export const deleteHelpEntry = adminEndpoint({
  method: 'DELETE',
  path: '/admin/api/content/help/:id',
  guard: 'content.manage',
  params: idParams,
  answer: deletedAnswer,
});

export const agreement = adminEndpoint({
  method: 'GET',
  path: '/admin/api/content/agreement',
  guard: 'content.manage',
  answer: agreementView,
});

/** Publishes the user agreement in every language of the site at once. */
export const updateAgreement = adminEndpoint({
  method: 'PUT',
  path: '/admin/api/content/agreement',
  guard: 'content.manage',
  body: agreementBody,
  answer: agreementView,
});

// Home's hot-match strip and the pictures operators upload: their own files, the same endpoints.
export * from './content-hot-matches.js';
export * from './content-images.js';
