import { z } from 'zod/mini';
import { onFirstUse } from '../on-first-use.js';

/** Demo mode only: what the SMS gateway and mailer would have sent. */
export const outboxMessage = onFirstUse(() =>
  z.object({
    id: z.int(),
    channel: z.enum(['sms', 'mail']),
    recipient: z.string(),
    subject: z.nullable(z.string()),
    body: z.string(),
    createdAt: z.int(),
  }),
);
export type OutboxMessage = z.infer<typeof outboxMessage>;

/**
 * The inbox of this browser: the addresses it opened (E.164 numbers, e-mail addresses) and
 * their messages of the last OUTBOX_WINDOW_MS, newest first. `taken` says the address asked
 * for belongs to another browser's inbox, so nothing of it is shown.
 */
export const outboxList = onFirstUse(() =>
  z.object({
    addresses: z.array(z.string()),
    taken: z.boolean(),
    messages: z.array(outboxMessage),
  }),
);
export type OutboxList = z.infer<typeof outboxList>;

/**
 * GET /wps/demo/outbox: `recipient` opens an address's inbox in this browser: an e-mail address
 * (any case), a mobile number of the site's first country (09 1234 5678), or one with its
 * dialing code (+95 9 1234 5678).
 */
export const outboxQuery = onFirstUse(() =>
  z.object({
    recipient: z.optional(
      z.string().check(z.regex(/^(\+?[\d ]{4,24}|[^\s@]{1,64}@[^\s@]{1,190})$/)),
    ),
  }),
);

/** At most this many messages are shown. */
export const OUTBOX_LIMIT = 50;
/** Messages older than this are not shown: a reset link lives 30 minutes, an SMS code less. */
export const OUTBOX_WINDOW_MS = 30 * 60_000;
/** The httpOnly cookie that holds the browser's inbox secret. */
export const DEMO_INBOX_COOKIE = 'demo_inbox';
