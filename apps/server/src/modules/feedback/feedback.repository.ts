import type { FeedbackType } from '@lotto/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import './feedback.tables.js';

type Db = Kysely<Database>;

/** The member's feedback shown at once: newest first, enough for years of a member's notes. */
const LIST_LIMIT = 50;

export interface FeedbackRow {
  id: number;
  type: FeedbackType;
  content: string;
  created_at: number;
}

export interface ReplyRow {
  id: number;
  feedback_id: number;
  content: string;
  created_at: number;
  read_at: number | null;
}

/** The member's own feedback on the site, newest first. */
export const findFeedbackOf = async (
  db: Db,
  owner: { merchantId: number; memberId: number },
): Promise<FeedbackRow[]> => {
  const rows = await db
    .selectFrom('feedback')
    .select(['id', 'type', 'content', 'created_at'])
    .where('merchant_id', '=', owner.merchantId)
    .where('member_id', '=', owner.memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map((r) => ({ ...r, created_at: Number(r.created_at) }));
};

/** One feedback if it is this member's on this site, else undefined. */
export const findOwnFeedback = (
  db: Db,
  owner: { merchantId: number; memberId: number },
  id: number,
) =>
  db
    .selectFrom('feedback')
    .select(['id'])
    .where('id', '=', id)
    .where('merchant_id', '=', owner.merchantId)
    .where('member_id', '=', owner.memberId)
    .executeTakeFirst();

export const findRepliesOf = async (
  db: Db,
  feedbackIds: readonly number[],
): Promise<ReplyRow[]> => {
  if (feedbackIds.length === 0) return [];
  const rows = await db
    .selectFrom('feedback_replies')
    .select(['id', 'feedback_id', 'content', 'created_at', 'read_at'])
    .where('feedback_id', 'in', feedbackIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    ...r,
    created_at: Number(r.created_at),
    read_at: r.read_at === null ? null : Number(r.read_at),
  }));
};

/** Unread replies over all of the member's feedback on the site. */
export const countUnreadReplies = async (
  db: Db,
  owner: { merchantId: number; memberId: number },
): Promise<number> => {
  const row = await db
    .selectFrom('feedback_replies as r')
    .innerJoin('feedback as f', 'f.id', 'r.feedback_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('f.merchant_id', '=', owner.merchantId)
    .where('f.member_id', '=', owner.memberId)
    .where('r.read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
};

export const insertFeedback = async (
  db: Db,
  row: { merchantId: number; memberId: number; type: FeedbackType; content: string; now: number },
): Promise<number> => {
  const inserted = await db
    .insertInto('feedback')
    .values({
      merchant_id: row.merchantId,
      member_id: row.memberId,
      type: row.type,
      content: row.content,
      created_at: row.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
};

export const markRepliesRead = (db: Db, feedbackId: number, now: number) =>
  db
    .updateTable('feedback_replies')
    .set({ read_at: now })
    .where('feedback_id', '=', feedbackId)
    .where('read_at', 'is', null)
    .execute();

/** The site's feedback by id (undefined for another site's). */
export const findSiteFeedback = (db: Db, merchantId: number, id: number) =>
  db
    .selectFrom('feedback')
    .select('id')
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();

export const insertReply = async (
  db: Db,
  reply: { feedbackId: number; content: string; now: number },
): Promise<number> =>
  (
    await db
      .insertInto('feedback_replies')
      .values({
        feedback_id: reply.feedbackId,
        content: reply.content,
        created_at: reply.now,
        read_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** Whether the member has sent any feedback at all. */
export const hasFeedbackRow = async (db: Db, memberId: number): Promise<boolean> =>
  (await db
    .selectFrom('feedback')
    .select('id')
    .where('member_id', '=', memberId)
    .executeTakeFirst()) !== undefined;
