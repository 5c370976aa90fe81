import type { adminMemberEndpoints as endpoints } from '@lotto/contract';
import { transaction } from '../../context.js';
import { AppError } from '../../errors.js';
import {
  replyToFeedback,
  type SiteFeedback,
  siteFeedback,
  siteFeedbackImage,
  siteFeedbackPage,
} from '../feedback/index.js';
import { usernamesOf } from '../member/index.js';
import type { OperatorCtx } from './admin-context.js';
import { recordAudit } from './audit.js';

/**
 * Members' feedback in the back office (feedback.reply): the open and answered lists, one
 * feedback with its images, and the operator's reply, which the member reads in the app's
 * feedback screen (the same replies table).
 */

type FeedbackEntry = endpoints.FeedbackEntry;

const entriesOf = async (ctx: OperatorCtx, rows: SiteFeedback[]): Promise<FeedbackEntry[]> => {
  const names = await usernamesOf(ctx, [...new Set(rows.map((r) => r.memberId))]);
  return rows.map((r) => ({ ...r, username: names.get(r.memberId) ?? '' }));
};

export const feedbackList = async (
  ctx: OperatorCtx,
  query: { state: endpoints.FeedbackState; pageNo: number; pageSize: number },
) => {
  const { totalCount, list } = await siteFeedbackPage(ctx, {
    state: query.state,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  return {
    pageNum: query.pageNo,
    totalPages: Math.ceil(totalCount / query.pageSize),
    totalCount,
    list: await entriesOf(ctx, list),
  };
};

const found = async (ctx: OperatorCtx, id: number): Promise<SiteFeedback> => {
  const row = await siteFeedback(ctx, id);
  if (!row) throw new AppError('admin.feedback.not.found');
  return row;
};

export const feedbackDetail = async (ctx: OperatorCtx, id: number): Promise<FeedbackEntry> => {
  const [entry] = await entriesOf(ctx, [await found(ctx, id)]);
  if (!entry) throw new AppError('admin.feedback.not.found');
  return entry;
};

export const feedbackImage = (
  ctx: OperatorCtx,
  input: { id: number; sequence: number; uploadDir: string },
) => siteFeedbackImage(ctx, input);

export const replyFeedback = async (
  ctx: OperatorCtx,
  id: number,
  content: string,
): Promise<FeedbackEntry> => {
  await transaction(ctx, async (trx) => {
    const before = await found(trx, id);
    const reply = await replyToFeedback(trx, { feedbackId: before.id, content });
    await recordAudit(trx, {
      action: 'feedback.reply',
      targetType: 'feedback',
      targetId: before.id,
      before: { replies: before.replies.length },
      after: { replyId: reply.id, content },
    });
  });
  return feedbackDetail(ctx, id);
};
