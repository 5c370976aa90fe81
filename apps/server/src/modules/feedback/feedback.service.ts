import {
  countWords,
  FEEDBACK_FORM,
  type FeedbackItem,
  type FeedbackList,
  type FeedbackType,
} from '@lotto/contract';
import { type MemberCtx, type SiteCtx, transaction } from '../../context.js';
import { AppError } from '../../errors.js';
import type { UploadedFile } from '../../routing/multipart-body.js';
import { checkImages, type ImageErrors, readStoredImage, storeImages } from '../uploads/index.js';
import {
  countUnreadReplies,
  findFeedbackOf,
  findOwnFeedback,
  findRepliesOf,
  findSiteFeedback,
  hasFeedbackRow,
  insertFeedback,
  insertReply,
  markRepliesRead,
} from './feedback.repository.js';
import {
  countImagesOf,
  findOwnFeedbackImage,
  insertFeedbackImage,
} from './feedback-images.repository.js';

/**
 * Feedback (/m/feedback): a member writes to the operator (a type, a text within the site's
 * word bounds, up to 3 images with the promotion application's upload rules) and reads the
 * operator's replies; opening a feedback marks its replies read. Only the member's own
 * feedback is ever read: another member's answers feedback.not.found. The FEEDBACK3 switch and
 * the refusal of free-trial accounts are the endpoints' (contract: feature, realMember).
 */

const FOLDER = 'feedback';
const IMAGE_ERRORS: ImageErrors = {
  tooMany: 'feedback.images.too.many',
  tooLarge: 'feedback.image.too.large',
  type: 'feedback.image.type',
};

const ownerOf = (ctx: MemberCtx) => ({ merchantId: ctx.site.id, memberId: ctx.member.id });

/** The site's word bounds and the member's feedback, newest first, with replies. */
export const listFeedback = async (ctx: MemberCtx): Promise<FeedbackList> => {
  const owner = ownerOf(ctx);
  const rows = await findFeedbackOf(ctx.db, owner);
  const ids = rows.map((r) => r.id);
  const [replies, images] = await Promise.all([
    findRepliesOf(ctx.db, ids),
    countImagesOf(ctx.db, ids),
  ]);
  const list: FeedbackItem[] = rows.map((row) => {
    const own = replies.filter((r) => r.feedback_id === row.id);
    return {
      id: row.id,
      type: row.type,
      content: row.content,
      createdAt: row.created_at,
      images: images.get(row.id) ?? 0,
      replies: own.map((r) => ({
        id: r.id,
        content: r.content,
        repliedAt: r.created_at,
        read: r.read_at !== null,
      })),
      unread: own.filter((r) => r.read_at === null).length,
    };
  });
  return {
    minWords: ctx.site.feedbackWords.min,
    maxWords: ctx.site.feedbackWords.max,
    list,
    unreadCount: await countUnreadReplies(ctx.db, owner),
  };
};

/** Refuses a text outside the site's bounds, counted as the app counts (contract countWords). */
const checkWords = (ctx: MemberCtx, content: string) => {
  const { min, max } = ctx.site.feedbackWords;
  const words = countWords(content);
  if (words < min || words > max) {
    throw new AppError('feedback.words', { minWords: min, maxWords: max, words });
  }
};

export const sendFeedback = async (
  ctx: MemberCtx,
  input: { type: FeedbackType; content: string; files: readonly UploadedFile[]; uploadDir: string },
): Promise<{ id: number }> => {
  checkWords(ctx, input.content);
  const images = await checkImages(input.files, FEEDBACK_FORM, IMAGE_ERRORS);
  return storeImages(input.uploadDir, FOLDER, images, (stored) =>
    transaction(ctx, async (trx) => {
      const id = await insertFeedback(trx.db, {
        ...ownerOf(trx),
        type: input.type,
        content: input.content,
        now: trx.now(),
      });
      for (const [i, image] of stored.entries()) {
        await insertFeedbackImage(trx.db, {
          feedbackId: id,
          sequence: i + 1,
          memberId: trx.member.id,
          mime: image.mime,
          fileName: image.fileName,
          sizeBytes: image.bytes.length,
        });
      }
      return { id };
    }),
  );
};

/** Opening one of the member's feedback: its replies are read from now on. */
export const markFeedbackRead = async (
  ctx: MemberCtx,
  id: number,
): Promise<{ unreadCount: number }> => {
  const owner = ownerOf(ctx);
  if (!(await findOwnFeedback(ctx.db, owner, id))) throw new AppError('feedback.not.found');
  await markRepliesRead(ctx.db, id, ctx.now());
  return { unreadCount: await countUnreadReplies(ctx.db, owner) };
};

/** An image of the member's own feedback; anyone else's answers not found. */
export const feedbackImage = async (
  ctx: MemberCtx,
  input: { id: number; sequence: number; uploadDir: string },
): Promise<{ mime: string; bytes: Buffer }> => {
  const row = await findOwnFeedbackImage(ctx.db, input.id, input.sequence, ctx.member.id);
  if (!row) throw new AppError('feedback.image.not.found');
  return { mime: row.mime, bytes: await readStoredImage(input.uploadDir, FOLDER, row.file_name) };
};

/**
 * The operator's reply to a feedback of the site (the back office calls this; the demo seed
 * does too). Unread until the member opens the feedback.
 */
export const replyToFeedback = async (
  ctx: SiteCtx,
  input: { feedbackId: number; content: string },
): Promise<{ id: number }> => {
  const content = input.content.trim();
  if (content === '') throw new AppError('request_param_err');
  const feedback = await findSiteFeedback(ctx.db, ctx.site.id, input.feedbackId);
  if (!feedback) throw new AppError('feedback.not.found');
  return { id: await insertReply(ctx.db, { feedbackId: feedback.id, content, now: ctx.now() }) };
};

/** Whether the member has sent any feedback (the demo seed's natural key). */
export const hasFeedback = (ctx: SiteCtx, memberId: number): Promise<boolean> =>
  hasFeedbackRow(ctx.db, memberId);
