import { z } from 'zod/mini';

/** Demo sites only: what the SMS gateway and mailer would have sent. */
export const outboxMessage = z.object({
  id: z.int(),
  channel: z.enum(['sms', 'mail']),
  recipient: z.string(),
  subject: z.nullable(z.string()),
  body: z.string(),
  createdAt: z.int(),
});
export const outboxList = z.object({ messages: z.array(outboxMessage) });
/**
 * GET /wps/demo/outbox: newest first, at most 50. `recipient` is an e-mail address (any case),
 * or digits an SMS recipient ends with (SMS recipients are E.164: +95912345678).
 */
export const outboxQuery = z.object({
  recipient: z.optional(z.string().check(z.regex(/^(\d{4,20}|[^\s@]{1,64}@[^\s@]{1,190})$/))),
});
export const OUTBOX_LIMIT = 50;
