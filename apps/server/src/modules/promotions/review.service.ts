import { formatMinor } from '@lotto/contract';
import type { Ctx, SiteCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { usernamesOf } from '../member/index.js';
import { readStoredImage } from '../uploads/index.js';

/**
 * The operator's side of manual promotions' applications (the back office's review queue):
 * the site's applications by status with their image sequences, a decision (approve: the
 * reward is issued to the member's reward centre; reject), and the images, for operators only.
 */

const FOLDER = 'promotion-applications';
const DECIDED = ['issued', 'rejected'] as const;
export type ApplicationDecision = (typeof DECIDED)[number];

const applicationQuery = ({ db, site }: SiteCtx) =>
  db
    .selectFrom('promotion_entries as e')
    .innerJoin('promotions as p', 'p.id', 'e.promotion_id')
    .where('e.merchant_id', '=', site.id)
    .where('p.kind', '=', 'manual');

const titleOf = async ({ db }: Ctx, promotionIds: number[]) => {
  if (promotionIds.length === 0) return new Map<number, string>();
  const rows = await db
    .selectFrom('promotion_translations')
    .select(['promotion_id', 'language', 'title'])
    .where('promotion_id', 'in', [...new Set(promotionIds)])
    .execute();
  const titles = new Map<number, string>();
  for (const r of rows) {
    if (r.language === 'EN' || !titles.has(r.promotion_id)) titles.set(r.promotion_id, r.title);
  }
  return titles;
};

type EntryLike = {
  id: number;
  promotion_id: number;
  member_id: number;
  comment: string | null;
  reward_minor: number | null;
  status: string;
  created_at: number;
};

const answersOf = async (ctx: SiteCtx, rows: EntryLike[]) => {
  const titles = await titleOf(
    ctx,
    rows.map((r) => r.promotion_id),
  );
  const usernames = await usernamesOf(
    ctx,
    rows.map((r) => r.member_id),
  );
  const ids = rows.map((r) => r.id);
  const images =
    ids.length === 0
      ? []
      : await ctx.db
          .selectFrom('promotion_application_images')
          .select(['entry_id', 'sequence'])
          .where('entry_id', 'in', ids)
          .orderBy('sequence')
          .execute();
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

const COLUMNS = [
  'e.id',
  'e.promotion_id',
  'e.member_id',
  'e.comment',
  'e.reward_minor',
  'e.status',
  'e.created_at',
] as const;

export type ReviewedApplication = Awaited<ReturnType<typeof answersOf>>[number];

/** The site's applications with a status (pending: 'process'), oldest first. */
export const applicationsForReview = async (
  ctx: SiteCtx,
  query: { status: 'process' | ApplicationDecision; pageNo: number; pageSize: number },
) => {
  const base = applicationQuery(ctx).where('e.status', '=', query.status);
  const { n } = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .select([...COLUMNS])
    .orderBy('e.id', query.status === 'process' ? 'asc' : 'desc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  const totalCount = Number(n);
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
  const row = await applicationQuery(ctx)
    .select([...COLUMNS])
    .where('e.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('admin.application.not.found');
  if (row.status !== 'process') throw new AppError('admin.application.decided');
  const result = await ctx.db
    .updateTable('promotion_entries')
    .set(
      decision === 'issued' ? { status: 'issued', issued_at: ctx.now() } : { status: 'rejected' },
    )
    .where('id', '=', id)
    .where('status', '=', 'process')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError('admin.application.decided');
  const [before] = await answersOf(ctx, [row]);
  if (!before) throw new Error('no application answer');
  return { before, after: { ...before, status: decision } };
};

/** An application's image, for the back office (any member's application of the site). */
export const applicationImageForReview = async (
  ctx: SiteCtx,
  input: { id: number; sequence: number; uploadDir: string },
): Promise<{ mime: string; bytes: Buffer }> => {
  const row = await ctx.db
    .selectFrom('promotion_application_images as i')
    .innerJoin('promotion_entries as e', 'e.id', 'i.entry_id')
    .select(['i.mime', 'i.file_name'])
    .where('i.entry_id', '=', input.id)
    .where('i.sequence', '=', input.sequence)
    .where('e.merchant_id', '=', ctx.site.id)
    .executeTakeFirst();
  if (!row) throw new AppError('admin.application.not.found');
  const bytes = await readStoredImage(input.uploadDir, FOLDER, row.file_name);
  return { mime: row.mime, bytes };
};
