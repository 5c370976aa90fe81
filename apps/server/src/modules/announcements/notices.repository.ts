import type { NoticeType } from '@lotto/contract';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AnnouncementsTable, PopupExecution } from './announcements.tables.js';

type Db = Kysely<Database>;
type Eb = ExpressionBuilder<Database & { a: AnnouncementsTable }, 'a'>;

/** Which announcements a visitor's list holds: one site's, running at `now`. */
export interface NoticeScope {
  merchantId: number;
  /** The types listed whatever their execution (ticker lines, hot news, agent notices). */
  types: readonly ListedType[];
  /** The popups of the visitor's variant (A and F with a session, B without); none: no popups. */
  executions: readonly PopupExecution[];
  /** Only announcements with a text in one of these languages. */
  languages: readonly string[];
  now: number;
}

export type ListedType = Exclude<NoticeType, 'PU'>;

/** The scope's types, and popups of its variant when it has one. */
const ofType = (eb: Eb, scope: NoticeScope) =>
  eb.or([
    eb('a.type', 'in', [...scope.types]),
    ...(scope.executions.length === 0
      ? []
      : [eb.and([eb('a.type', '=', 'PU'), eb('a.execution', 'in', [...scope.executions])])]),
  ]);

/** The scope's types (and popups); running; with a text. */
const listed = (eb: Eb, scope: NoticeScope) =>
  eb.and([
    eb('a.merchant_id', '=', scope.merchantId),
    ofType(eb, scope),
    eb.or([eb('a.starts_at', 'is', null), eb('a.starts_at', '<=', scope.now)]),
    eb.or([eb('a.ends_at', 'is', null), eb('a.ends_at', '>', scope.now)]),
    eb.exists(
      eb
        .selectFrom('announcement_translations as t')
        .select('t.announcement_id')
        .whereRef('t.announcement_id', '=', 'a.id')
        .where('t.language', 'in', [...scope.languages]),
    ),
  ]);

const unreadBy = (eb: Eb, memberId: number) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('announcement_reads as r')
        .select('r.announcement_id')
        .whereRef('r.announcement_id', '=', 'a.id')
        .where('r.member_id', '=', memberId),
    ),
  );

const publishedAt = (eb: Eb) => eb.fn.coalesce('a.starts_at', 'a.created_at');

export interface NoticeRow {
  id: number;
  type: NoticeType;
  published_at: number;
}

/** One page of the listed announcements, newest first (then the operator's order), and the total. */
export const findNoticePage = async (
  db: Db,
  scope: NoticeScope,
  page: { offset: number; limit: number },
): Promise<{ rows: NoticeRow[]; total: number }> => {
  const base = db.selectFrom('announcements as a').where((eb) => listed(eb, scope));
  const rows = await base
    .select((eb) => ['a.id', 'a.type', publishedAt(eb).as('published_at')])
    .orderBy('published_at', 'desc')
    .orderBy('a.sort')
    .orderBy('a.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return { rows: rows as NoticeRow[], total: Number(counted?.n ?? 0) };
};

/** One listed announcement, or undefined when the scope does not list it. */
export const findNotice = async (
  db: Db,
  scope: NoticeScope,
  id: number,
): Promise<NoticeRow | undefined> => {
  const row = await db
    .selectFrom('announcements as a')
    .where((eb) => listed(eb, scope))
    .where('a.id', '=', id)
    .select((eb) => ['a.id', 'a.type', publishedAt(eb).as('published_at')])
    .executeTakeFirst();
  return row as NoticeRow | undefined;
};

/** The texts of the given announcements in the given languages. */
export const findNoticeTexts = (db: Db, ids: readonly number[], languages: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('announcement_translations')
        .select(['announcement_id', 'language', 'title', 'content'])
        .where('announcement_id', 'in', [...ids])
        .where('language', 'in', [...languages])
        .execute();

/** Which of the given announcements the member has opened. */
export const findReadIds = async (
  db: Db,
  memberId: number,
  ids: readonly number[],
): Promise<Set<number>> => {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('announcement_reads')
    .select('announcement_id')
    .where('member_id', '=', memberId)
    .where('announcement_id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.announcement_id));
};

/** Whether the member has opened any announcement at all. */
export const hasAnyRead = async (db: Db, memberId: number) =>
  (await db
    .selectFrom('announcement_reads')
    .select('announcement_id')
    .where('member_id', '=', memberId)
    .limit(1)
    .executeTakeFirst()) !== undefined;

/** How many listed announcements the member has not opened. */
export const countUnread = async (db: Db, scope: NoticeScope, memberId: number) => {
  const row = await db
    .selectFrom('announcements as a')
    .where((eb) => listed(eb, scope))
    .where((eb) => unreadBy(eb, memberId))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
};

/** Records a read; a second one keeps the first time. */
export const insertRead = (db: Db, read: { memberId: number; id: number; at: number }) =>
  db
    .insertInto('announcement_reads')
    .values({ member_id: read.memberId, announcement_id: read.id, read_at: read.at })
    .onConflict((oc) => oc.columns(['member_id', 'announcement_id']).doNothing())
    .execute();

/** Removes the members' read marks (free-trial members being deleted). */
export const deleteReadsOf = async (db: Db, memberIds: readonly number[]): Promise<void> => {
  if (memberIds.length === 0) return;
  await db
    .deleteFrom('announcement_reads')
    .where('member_id', 'in', [...memberIds])
    .execute();
};
