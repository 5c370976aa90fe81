import type { Ctx, SiteCtx } from '../../context.js';
import type { EntryStatus } from './promotions.tables.js';

/**
 * Manual promotions' applications: the images members attach, and the operator's review
 * queue (the site's entries of manual promotions) with its one-way decision.
 */

export interface ApplicationImageRow {
  entryId: number;
  sequence: number;
  memberId: number;
  mime: string;
  fileName: string;
  sizeBytes: number;
}

export const insertApplicationImage = async ({ db }: Ctx, image: ApplicationImageRow) => {
  await db
    .insertInto('promotion_application_images')
    .values({
      entry_id: image.entryId,
      sequence: image.sequence,
      member_id: image.memberId,
      mime: image.mime,
      file_name: image.fileName,
      size_bytes: image.sizeBytes,
    })
    .execute();
};

/** One image of one member's application: another member's answers undefined. */
export const findOwnApplicationImage = (
  { db }: Ctx,
  entryId: number,
  sequence: number,
  memberId: number,
) =>
  db
    .selectFrom('promotion_application_images')
    .select(['mime', 'file_name'])
    .where('entry_id', '=', entryId)
    .where('sequence', '=', sequence)
    .where('member_id', '=', memberId)
    .executeTakeFirst();

/** One image of any application of the site, for its operators. */
export const findSiteApplicationImage = (
  { db, site }: SiteCtx,
  entryId: number,
  sequence: number,
) =>
  db
    .selectFrom('promotion_application_images as i')
    .innerJoin('promotion_entries as e', 'e.id', 'i.entry_id')
    .select(['i.mime', 'i.file_name'])
    .where('i.entry_id', '=', entryId)
    .where('i.sequence', '=', sequence)
    .where('e.merchant_id', '=', site.id)
    .executeTakeFirst();

/** The image sequences of the applications, in order. */
export const findImageSequences = async ({ db }: Ctx, entryIds: readonly number[]) =>
  entryIds.length === 0
    ? []
    : db
        .selectFrom('promotion_application_images')
        .select(['entry_id', 'sequence'])
        .where('entry_id', 'in', entryIds)
        .orderBy('sequence')
        .execute();

/** Each promotion's English title, or its only one where it has no English text. */
export const findTitles = async ({ db }: Ctx, promotionIds: readonly number[]) => {
  const titles = new Map<number, string>();
  if (promotionIds.length === 0) return titles;
  const rows = await db
    .selectFrom('promotion_translations')
    .select(['promotion_id', 'language', 'title'])
    .where('promotion_id', 'in', [...new Set(promotionIds)])
    .execute();
  for (const r of rows) {
    if (r.language === 'EN' || !titles.has(r.promotion_id)) titles.set(r.promotion_id, r.title);
  }
  return titles;
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

const applicationQuery = ({ db, site }: SiteCtx) =>
  db
    .selectFrom('promotion_entries as e')
    .innerJoin('promotions as p', 'p.id', 'e.promotion_id')
    .where('e.merchant_id', '=', site.id)
    .where('p.kind', '=', 'manual');

/** One page of the site's applications with a status, and how many there are in all. */
export const findApplicationPage = async (
  ctx: SiteCtx,
  query: { status: EntryStatus; pageNo: number; pageSize: number; order: 'asc' | 'desc' },
) => {
  const base = applicationQuery(ctx).where('e.status', '=', query.status);
  const { n } = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .select([...COLUMNS])
    .orderBy('e.id', query.order)
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  return { totalCount: Number(n), rows };
};

export const findApplication = (ctx: SiteCtx, id: number) =>
  applicationQuery(ctx)
    .select([...COLUMNS])
    .where('e.id', '=', id)
    .executeTakeFirst();

export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

/** Decides a pending application: false when it was decided already (also by a racing call). */
export const decidePendingApplication = async (
  { db, now }: Ctx,
  id: number,
  decision: 'issued' | 'rejected',
): Promise<boolean> => {
  const result = await db
    .updateTable('promotion_entries')
    .set(decision === 'issued' ? { status: 'issued', issued_at: now() } : { status: 'rejected' })
    .where('id', '=', id)
    .where('status', '=', 'process')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};
