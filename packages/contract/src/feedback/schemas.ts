import { z } from 'zod/mini';
import { onFirstUse } from '../on-first-use.js';
import { PROMOTION_APPLY } from '../promotions/schemas.js';

/**
 * Feedback (/m/feedback, FEEDBACK3): a member writes to the operator with a type, a text of
 * the site's word bounds and up to 3 images, and reads the operator's replies.
 */

/** What a feedback is about; the app names each in the member's language. */
export const FEEDBACK_TYPES = [
  'suggestion',
  'deposit',
  'withdrawal',
  'game',
  'account',
  'other',
] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/**
 * The form's limits. Images follow the promotion application's rules (png or jpg by bytes,
 * 5 MB, 3); the word bounds are the site's (the list answers them); the characters cap only
 * keeps a body small whatever the site's bounds.
 */
export const FEEDBACK_FORM = {
  imagesMax: PROMOTION_APPLY.imagesMax,
  imageMaxBytes: PROMOTION_APPLY.imageMaxBytes,
  imageTypes: PROMOTION_APPLY.imageTypes,
  contentMaxLength: 4000,
} as const;

const id = onFirstUse(() => z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2 ** 31 - 1)));
export const feedbackParams = onFirstUse(() => z.object({ id }));
export const feedbackImageParams = onFirstUse(() =>
  z.object({
    id,
    sequence: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(FEEDBACK_FORM.imagesMax)),
  }),
);

/** PUT /wps/feedback's text fields (multipart, with `images` files). */
export const feedbackFields = onFirstUse(() =>
  z.object({
    type: z.enum(FEEDBACK_TYPES),
    content: z
      .string()
      .check(z.trim(), z.minLength(1), z.maxLength(FEEDBACK_FORM.contentMaxLength)),
  }),
);

export const feedbackReply = onFirstUse(() =>
  z.object({
    id: z.int(),
    content: z.string(),
    /** Epoch ms. */
    repliedAt: z.int(),
    read: z.boolean(),
  }),
);
export type FeedbackReply = z.infer<typeof feedbackReply>;

export const feedbackItem = onFirstUse(() =>
  z.object({
    id: z.int(),
    type: z.enum(FEEDBACK_TYPES),
    content: z.string(),
    /** Epoch ms. */
    createdAt: z.int(),
    /** How many images it carries: 1..n by GET /wps/feedback/:id/images/:sequence. */
    images: z.int(),
    /** The operator's replies, oldest first. */
    replies: z.array(feedbackReply),
    /** Replies the member has not opened yet: the list's dot. */
    unread: z.int(),
  }),
);
export type FeedbackItem = z.infer<typeof feedbackItem>;

/** GET /wps/feedback: the site's word bounds and the member's feedback, newest first. */
export const feedbackListAnswer = onFirstUse(() =>
  z.object({
    minWords: z.int(),
    maxWords: z.int(),
    list: z.array(feedbackItem),
    unreadCount: z.int(),
  }),
);
export type FeedbackList = z.infer<typeof feedbackListAnswer>;

export const feedbackSentAnswer = onFirstUse(() => z.object({ id: z.int() }));

/** After a read: how many replies are left unread. */
export const feedbackReadAnswer = onFirstUse(() => z.object({ unreadCount: z.int() }));
