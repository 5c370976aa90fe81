import { MEMBER_TYPES } from '@lotto/contract';
import type { Kysely } from 'kysely';
import { hotQuery } from '../../db/hot-query.js';
import type { Database } from '../../db/schema.js';
import type { MemberRow, NewMember } from './member.tables.js';

// Every signed-in request reads its member: compiled once (db/hot-query.ts).
const memberById = hotQuery((db, id: number) =>
  db.selectFrom('members').selectAll().where('id', '=', id),
);

export const findMemberRowById = async (
  db: Kysely<Database>,
  id: number,
): Promise<MemberRow | undefined> => (await memberById(db, id))[0];

/** Usernames are stored lower-cased, so the lookup lower-cases too. */
export const findMemberRowByUsername = (
  db: Kysely<Database>,
  merchantId: number,
  username: string,
): Promise<MemberRow | undefined> =>
  db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('username', '=', username.toLowerCase())
    .executeTakeFirst();

/** The member of the site who proved this number (unproved numbers are never looked up). */
export const findMemberRowByMobile = (
  db: Kysely<Database>,
  merchantId: number,
  dialingCode: string,
  mobile: string,
): Promise<MemberRow | undefined> =>
  db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('dialing_code', '=', dialingCode)
    .where('mobile', '=', mobile)
    .executeTakeFirst();

export const findMemberRowByAffiliateCode = (
  db: Kysely<Database>,
  merchantId: number,
  code: string,
): Promise<MemberRow | undefined> =>
  db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('affiliate_code', '=', code.toUpperCase())
    .executeTakeFirst();

export const insertMemberRow = async (db: Kysely<Database>, row: NewMember): Promise<number> => {
  const inserted = await db
    .insertInto('members')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
};

export const updateMemberRow = (
  db: Kysely<Database>,
  memberId: number,
  changes: Partial<Omit<NewMember, 'id'>>,
) => db.updateTable('members').set(changes).where('id', '=', memberId).execute();

/** Replaces one password hash, unless it changed since it was read (a newer one is kept). */
export const replaceHashRow = (
  db: Kysely<Database>,
  memberId: number,
  column: 'password_hash' | 'payment_password_hash',
  was: string,
  hash: string,
) =>
  db
    .updateTable('members')
    .set({ [column]: hash })
    .where('id', '=', memberId)
    .where(column, '=', was)
    .execute();

/** Sets the payee name only while none is set: false when one already was (set once). */
export const setPayeeNameIfUnset = async (db: Kysely<Database>, memberId: number, name: string) => {
  const result = await db
    .updateTable('members')
    .set({ payee_name: name })
    .where('id', '=', memberId)
    .where('payee_name', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

/** Members of the site who only typed the number a member has now proved lose it. */
/** Raises the VIP level only upward, in one update: true when this call raised it. */
export const raiseVipLevelRow = async (db: Kysely<Database>, memberId: number, level: number) => {
  const result = await db
    .updateTable('members')
    .set({ vip_level: level })
    .where('id', '=', memberId)
    .where('vip_level', '<', level)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const dropUnverifiedNumber = (db: Kysely<Database>, owner: MemberRow) =>
  db
    .updateTable('members')
    .set({ unverified_dialing_code: null, unverified_mobile: null })
    .where('merchant_id', '=', owner.merchant_id)
    .where('unverified_dialing_code', '=', owner.dialing_code)
    .where('unverified_mobile', '=', owner.mobile)
    .execute();

/** Usernames of members by id (for boards that show them masked). */
export const findUsernames = async (
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, string>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('members')
    .select(['id', 'username'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.username]));
};

/** Marks the first login once; true only for the call that flipped the flag. */
export const markLogin = async (db: Kysely<Database>, memberId: number, now: number) => {
  const first = await db
    .updateTable('members')
    .set({ first_login_done: 1, last_login_at: now })
    .where('id', '=', memberId)
    .where('first_login_done', '=', 0)
    .executeTakeFirst();
  if (Number(first.numUpdatedRows) === 1) return true;
  await db.updateTable('members').set({ last_login_at: now }).where('id', '=', memberId).execute();
  return false;
};

/** Free-trial members created before `before`, oldest first. */
export const findTrialMemberIds = async (
  db: Kysely<Database>,
  { before, afterId }: { before: number; afterId: number },
  limit: number,
): Promise<number[]> => {
  const rows = await db
    .selectFrom('members')
    .select('id')
    .where('type', '=', MEMBER_TYPES.freeTrial)
    .where('created_at', '<', before)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
};

/**
 * Deletes free-trial members (never another type). A member who signed up with a trial
 * account's invitation code loses that upline rather than keep a link to nobody.
 */
export const deleteTrialMemberRows = async (db: Kysely<Database>, ids: readonly number[]) => {
  if (ids.length === 0) return;
  await db.updateTable('members').set({ upline_id: null }).where('upline_id', 'in', ids).execute();
  await db
    .deleteFrom('members')
    .where('id', 'in', ids)
    .where('type', '=', MEMBER_TYPES.freeTrial)
    .execute();
};

export type UniqueColumn = 'username' | 'mobile' | 'affiliate_code';

/**
 * Which members uniqueness rule an insert broke, from the driver's error: PostgreSQL names the
 * constraint, SQLite lists the columns.
 */
export const uniqueViolationOf = (err: unknown): UniqueColumn | null => {
  const { code, constraint, message } = (err ?? {}) as {
    code?: string;
    constraint?: string;
    message?: string;
  };
  if (code === '23505') {
    if (constraint === 'members_username_unique') return 'username';
    if (constraint === 'members_mobile_unique') return 'mobile';
    if (constraint === 'members_affiliate_unique') return 'affiliate_code';
    return null;
  }
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' && message) {
    if (message.includes('members.username')) return 'username';
    if (message.includes('members.mobile')) return 'mobile';
    if (message.includes('members.affiliate_code')) return 'affiliate_code';
  }
  return null;
};

/** How many members of the site name this recommender id (signed up by their invite link). */
export const countRecommendedRows = async (
  db: Kysely<Database>,
  merchantId: number,
  recommenderId: string,
): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('merchant_id', '=', merchantId)
        .where('recommender_id', '=', recommenderId)
        .executeTakeFirstOrThrow()
    ).n,
  );
