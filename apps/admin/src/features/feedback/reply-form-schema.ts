import { adminMemberEndpoints } from '@lotto/contract';
import type { z } from 'zod/mini';

/** The reply form is the contract's body: 1 to FEEDBACK_REPLY_MAX characters once trimmed. */
export const replyFormSchema = adminMemberEndpoints.feedbackReplyBody;
export type ReplyFormValues = z.infer<typeof replyFormSchema>;
export const REPLY_MAX = adminMemberEndpoints.FEEDBACK_REPLY_MAX;
