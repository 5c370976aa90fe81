import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import './feedback.tables.js';

type Db = Kysely<Database>;

/** How many images each feedback has. */
export const countImagesOf = async (
  db: Db,
  feedbackIds: readonly number[],
): Promise<Map<number, number>> => {
  if (feedbackIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('feedback_images')
    .select((eb) => ['feedback_id', eb.fn.countAll<number>().as('n')])
    .where('feedback_id', 'in', feedbackIds)
    .groupBy('feedback_id')
    .execute();
  return new Map(rows.map((r) => [r.feedback_id, Number(r.n)]));
};

export const insertFeedbackImage = async (
  db: Db,
  image: {
    feedbackId: number;
    sequence: number;
    memberId: number;
    mime: string;
    fileName: string;
    sizeBytes: number;
  },
) => {
  await db
    .insertInto('feedback_images')
    .values({
      feedback_id: image.feedbackId,
      sequence: image.sequence,
      member_id: image.memberId,
      mime: image.mime,
      file_name: image.fileName,
      size_bytes: image.sizeBytes,
    })
    .execute();
};

/** One image of one member's feedback: another member's answers undefined. */
export const findOwnFeedbackImage = (
  db: Db,
  feedbackId: number,
  sequence: number,
  memberId: number,
) =>
  db
    .selectFrom('feedback_images')
    .select(['mime', 'file_name'])
    .where('feedback_id', '=', feedbackId)
    .where('sequence', '=', sequence)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
