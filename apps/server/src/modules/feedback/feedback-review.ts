import type { FeedbackType } from '@lotto/contract';
import type { SiteCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { readStoredImage } from '../uploads/index.js';
import { findRepliesOf } from './feedback.repository.js';
import './feedback.tables.js';

/**
 * The site's feedback as operators read it (the back office): open (no reply yet) or
 * answered, with its images' sequences and its replies; images served to operators only.
 */

const FOLDER = 'feedback';

export interface SiteFeedback {
  id: number;
  memberId: number;
  type: FeedbackType;
  content: string;
  createdAt: number;
  images: number[];
  replies: { id: number; content: string; repliedAt: number; read: boolean }[];
}

const withDetails = async (
  ctx: SiteCtx,
  rows: {
    id: number;
    member_id: number;
    type: FeedbackType;
    content: string;
    created_at: number;
  }[],
): Promise<SiteFeedback[]> => {
  const ids = rows.map((r) => r.id);
  const [replies, images] = await Promise.all([
    findRepliesOf(ctx.db, ids),
    ids.length === 0
      ? []
      : ctx.db
          .selectFrom('feedback_images')
          .select(['feedback_id', 'sequence'])
          .where('feedback_id', 'in', ids)
          .orderBy('sequence')
          .execute(),
  ]);
  return rows.map((r) => ({
    id: r.id,
    memberId: Number(r.member_id),
    type: r.type,
    content: r.content,
    createdAt: Number(r.created_at),
    images: images.filter((i) => i.feedback_id === r.id).map((i) => i.sequence),
    replies: replies
      .filter((reply) => reply.feedback_id === r.id)
      .map((reply) => ({
        id: reply.id,
        content: reply.content,
        repliedAt: reply.created_at,
        read: reply.read_at !== null,
      })),
  }));
};

/** A page of the site's open or answered feedback, newest first, and their count. */
export const siteFeedbackPage = async (
  ctx: SiteCtx,
  query: { state: 'open' | 'answered'; limit: number; offset: number },
) => {
  const base = ctx.db
    .selectFrom('feedback as f')
    .where('f.merchant_id', '=', ctx.site.id)
    .where((eb) => {
      const replied = eb.exists(
        eb
          .selectFrom('feedback_replies as r')
          .select('r.id')
          .whereRef('r.feedback_id', '=', 'f.id'),
      );
      return query.state === 'open' ? eb.not(replied) : replied;
    });
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['f.id', 'f.member_id', 'f.type', 'f.content', 'f.created_at'])
      .orderBy('f.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
  ]);
  return { totalCount: Number(count.n), list: await withDetails(ctx, rows) };
};

/** One feedback of the site, or null (another site's included). */
export const siteFeedback = async (ctx: SiteCtx, id: number): Promise<SiteFeedback | null> => {
  const row = await ctx.db
    .selectFrom('feedback')
    .select(['id', 'member_id', 'type', 'content', 'created_at'])
    .where('id', '=', id)
    .where('merchant_id', '=', ctx.site.id)
    .executeTakeFirst();
  return row ? ((await withDetails(ctx, [row]))[0] ?? null) : null;
};

/** An image of a feedback of the site, for an operator. */
export const siteFeedbackImage = async (
  ctx: SiteCtx,
  input: { id: number; sequence: number; uploadDir: string },
): Promise<{ mime: string; bytes: Buffer }> => {
  const row = await ctx.db
    .selectFrom('feedback_images as i')
    .innerJoin('feedback as f', 'f.id', 'i.feedback_id')
    .select(['i.mime', 'i.file_name'])
    .where('i.feedback_id', '=', input.id)
    .where('i.sequence', '=', input.sequence)
    .where('f.merchant_id', '=', ctx.site.id)
    .executeTakeFirst();
  if (!row) throw new AppError('admin.feedback.image.not.found');
  return { mime: row.mime, bytes: await readStoredImage(input.uploadDir, FOLDER, row.file_name) };
};
