import { formatMinor } from '@lotto/contract';
import type { SiteCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { usernamesOf } from '../member/index.js';
import { readStoredImage } from '../uploads/index.js';
import {
  type ApplicationRow,
  decidePendingApplication,
  findApplication,
  findApplicationPage,
  findImageSequences,
  findSiteApplicationImage,
  findTitles,
} from './applications.repository.js';

/**
 * The operator's side of manual promotions' applications (the back office's review queue):
 * the site's applications by status with their image sequences, a decision (approve: the
 * reward is issued to the member's reward centre; reject), and the images, for operators only.
 */

const FOLDER = 'promotion-applications';
const DECIDED = ['issued', 'rejected'] as const;
export type ApplicationDecision = (typeof DECIDED)[number];

const answersOf = async (ctx: SiteCtx, rows: ApplicationRow[]) => {
  const titles = await findTitles(
    ctx,
    rows.map((r) => r.promotion_id),
  );
  const usernames = await usernamesOf(
    ctx,
    rows.map((r) => r.member_id),
  );
  const images = await findImageSequences(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    promotionId: r.promotion_id,
    promotionTitle: titles.get(r.promotion_id) ?? `#${r.promotion_id}`,
    memberId: r.member_id,
    username: usernames.get(r.member_id) ?? '',
    comment: r.comment,
    reward: r.reward_minor === null ? null : formatMinor(Number(r.reward_minor)),
    status: r.status,
    createdAt: Number(r.created_at),
    images: images.filter((i) => i.entry_id === r.id).map((i) => i.sequence),
  }));
};

export type ReviewedApplication = Awaited<ReturnType<typeof answersOf>>[number];

/** The site's applications with a status (pending: 'process'), oldest first. */
export const applicationsForReview = async (
  ctx: SiteCtx,
  query: { status: 'process' | ApplicationDecision; pageNo: number; pageSize: number },
) => {
  const { totalCount, rows } = await findApplicationPage(ctx, {
    ...query,
    order: query.status === 'process' ? 'asc' : 'desc',
  });
  return {
    pageNum: query.pageNo,
    totalPages: Math.ceil(totalCount / query.pageSize),
    totalCount,
    list: await answersOf(ctx, rows),
  };
};

/**
 * Decides a pending application (one conditional update: a second decision finds it decided).
 * Answers it before and after, for the operator's audit row.
 */
export const decideApplication = async (
  ctx: SiteCtx,
  id: number,
  decision: ApplicationDecision,
): Promise<{ before: ReviewedApplication; after: ReviewedApplication }> => {
  const row = await findApplication(ctx, id);
  if (!row) throw new AppError('admin.application.not.found');
  if (row.status !== 'process') throw new AppError('admin.application.decided');
  if (!(await decidePendingApplication(ctx, id, decision)))
    throw new AppError('admin.application.decided');
  const [before] = await answersOf(ctx, [row]);
  if (!before) throw new Error('no application answer');
  return { before, after: { ...before, status: decision } };
};

/** An application's image, for the back office (any member's application of the site). */
export const applicationImageForReview = async (
  ctx: SiteCtx,
  input: { id: number; sequence: number; uploadDir: string },
): Promise<{ mime: string; bytes: Buffer }> => {
  const row = await findSiteApplicationImage(ctx, input.id, input.sequence);
  if (!row) throw new AppError('admin.application.not.found');
  const bytes = await readStoredImage(input.uploadDir, FOLDER, row.file_name);
  return { mime: row.mime, bytes };
};
