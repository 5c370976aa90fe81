import { z } from 'zod/mini';
import { pageInfo, pageQuery } from '../envelope.js';
import { onFirstUse } from '../on-first-use.js';

/** A (PU) popup's execution: A with a session, B without, F only on a first login. */
export const POPUP_EXECUTIONS = ['A', 'B', 'F'] as const;

export const announcementsQuery = onFirstUse(() =>
  z.object({
    types: z._default(z.string().check(z.regex(/^[A-Z]{1,2}(,[A-Z]{1,2}){0,9}$/)), 'B,PL,PU,H'),
    groupName: z.optional(z.string().check(z.maxLength(32))),
    platform: z._default(z.enum(['M', 'W']), 'M'),
  }),
);

export const popupAnnouncement = onFirstUse(() =>
  z.object({
    id: z.int(),
    title: z.string(),
    /** HTML: sanitized by the app before it is rendered. */
    content: z.string(),
    promotionType: z.nullable(z.string()),
    execution: z.enum(POPUP_EXECUTIONS),
  }),
);
export const tickerItem = onFirstUse(() =>
  z.object({ id: z.int(), title: z.string(), content: z.string() }),
);
export const banner = onFirstUse(() =>
  z.object({ id: z.int(), url: z.string(), link: z.nullable(z.string()) }),
);
export const notice = onFirstUse(() =>
  z.object({ id: z.int(), title: z.string(), content: z.string() }),
);

/** GET /wps/announcements: what home shows (banners, ticker, popups, latest news). */
export const announcementsAnswer = onFirstUse(() =>
  z.object({
    banners: z.array(banner),
    player: z.array(tickerItem),
    popup: z.array(popupAnnouncement),
    hot: z.array(notice),
    footer: z.object({ unreadCount: z.int() }),
  }),
);
export type AnnouncementsAnswer = z.infer<typeof announcementsAnswer>;

/**
 * The announcement list (/m/notice) reads the same announcements as the ticker, the popups and
 * the latest news: ticker lines (PL), hot news (H) and the popups of the visitor's variant (PU).
 * Banners are images, not texts to read, so they are not listed.
 */
export const NOTICE_TYPES = ['PL', 'H', 'PU', 'A'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/**
 * The boards a list may ask for with `types`. Without it the list is the players' board above
 * (PL, H and the session's popups), unchanged for everyone. `types=A` asks for the agents' board
 * instead: only agent announcements (A) running now with a text, with the member's read marks.
 * It needs a session of a kind with an agent area (MEMBER_KINDS): a free trial is refused with
 * free_reject, any other non-agent with agent.required. An agent's detail and read calls accept
 * both boards' announcements; everyone else's never an A one (notice.not.exist).
 */
export const AGENT_NOTICE_TYPE = 'A' as const;
export const NOTICE_BOARDS = [AGENT_NOTICE_TYPE] as const;
export type NoticeBoard = (typeof NOTICE_BOARDS)[number];

/** A list entry shows this many characters of the text at most (the detail shows it all). */
export const NOTICE_SUMMARY_LENGTH = 120;

const noticeId = onFirstUse(() =>
  z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2 ** 31 - 1)),
);

/** `types`: which board (NOTICE_BOARDS); absent, the players' board. */
export const noticeBoardQuery = onFirstUse(() =>
  z.object({ types: z.optional(z.enum(NOTICE_BOARDS)) }),
);
export type NoticeBoardQuery = z.infer<typeof noticeBoardQuery>;
export const noticeListQuery = onFirstUse(() =>
  z.object({ ...pageQuery.shape, ...noticeBoardQuery.shape }),
);
export const noticeParams = onFirstUse(() => z.object({ id: noticeId }));
export const noticeReadBody = onFirstUse(() => z.object({ id: noticeId }));

const noticeFields = {
  id: onFirstUse(() => z.int()),
  type: onFirstUse(() => z.enum(NOTICE_TYPES)),
  title: onFirstUse(() => z.string()),
  /** Epoch ms: when it started running (when it was made, for one without a start). */
  publishedAt: onFirstUse(() => z.int()),
  /** Whether the member opened it; null for a visitor, who has no read state. */
  read: onFirstUse(() => z.nullable(z.boolean())),
};

/** A list entry: the text as plain words, cut to NOTICE_SUMMARY_LENGTH. */
export const noticeItem = onFirstUse(() => z.object({ ...noticeFields, summary: z.string() }));
export type NoticeItem = z.infer<typeof noticeItem>;

/** GET /wps/relay/notices: newest first; `unreadCount` is null for a visitor. */
export const noticePage = onFirstUse(() =>
  z.object({
    list: z.array(noticeItem),
    ...pageInfo.shape,
    unreadCount: z.nullable(z.int()),
  }),
);
export type NoticePage = z.infer<typeof noticePage>;

/** GET /wps/relay/notices/:id: one announcement, its HTML to be sanitized before rendering. */
export const noticeDetail = onFirstUse(() => z.object({ ...noticeFields, content: z.string() }));
export type NoticeDetail = z.infer<typeof noticeDetail>;

/** How many listed announcements the member has not opened (after a read: what is left). */
export const noticeUnreadAnswer = onFirstUse(() => z.object({ unreadCount: z.int() }));
