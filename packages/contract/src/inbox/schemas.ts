import { z } from 'zod/mini';
import { pageInfo, pageQuery } from '../envelope.js';
import { onFirstUse } from '../on-first-use.js';

/**
 * The member's inbox (/m/webEmail, MAILCEN): messages to the member alone and to the whole
 * site, each with the member's own read and delete state.
 */

/**
 * What a message is about: written by an operator (`operator`), or by the platform when
 * something happened to the member's account. The app picks the message's icon by it.
 */
export const INBOX_KINDS = [
  'operator',
  'new_device',
  'password_changed',
  'promotion_issued',
  'promotion_paid',
  'payment_password_changed',
  'contact_changed',
  'withdrawal',
  /** A deposit was received, credited, rejected or failed. */
  'deposit',
  /** An agent of the member's team transferred cash to the member. */
  'agent_transfer',
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

const messageId = onFirstUse(() =>
  z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2 ** 31 - 1)),
);

export const inboxListQuery = pageQuery;
export const inboxParams = onFirstUse(() => z.object({ id: messageId }));
export const inboxReadBody = onFirstUse(() => z.object({ id: messageId }));

const messageFields = {
  id: onFirstUse(() => z.int()),
  kind: onFirstUse(() => z.enum(INBOX_KINDS)),
  title: onFirstUse(() => z.string()),
  /** Epoch ms: when it was sent. */
  sentAt: onFirstUse(() => z.int()),
  /** Whether the member has opened it. */
  read: onFirstUse(() => z.boolean()),
};

/** A list entry: the text as plain words, cut as the announcement list cuts its summaries. */
export const inboxItem = onFirstUse(() => z.object({ ...messageFields, summary: z.string() }));
export type InboxItem = z.infer<typeof inboxItem>;

/** GET /wps/relay/inbox: the member's messages, newest first, and how many are unread. */
export const inboxPage = onFirstUse(() =>
  z.object({
    list: z.array(inboxItem),
    ...pageInfo.shape,
    unreadCount: z.int(),
  }),
);
export type InboxPage = z.infer<typeof inboxPage>;

/** GET /wps/relay/inbox/:id: one message in full (now read), its HTML to be sanitized. */
export const inboxMessage = onFirstUse(() => z.object({ ...messageFields, content: z.string() }));
export type InboxMessage = z.infer<typeof inboxMessage>;

/** After a read or a delete: how many messages are left unread. */
export const inboxUnreadAnswer = onFirstUse(() => z.object({ unreadCount: z.int() }));
