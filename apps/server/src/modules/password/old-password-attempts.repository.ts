import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import './password.tables.js';

type Db = Kysely<Database>;

/** Claims a check of the member's old password; forgets claims made before `forgetBefore`. */
export const claimOldPasswordAttempt = async (
  db: Db,
  memberId: number,
  now: number,
  forgetBefore: number,
) => {
  await db.deleteFrom('old_password_attempts').where('created_at', '<=', forgetBefore).execute();
  await db
    .insertInto('old_password_attempts')
    .values({ member_id: memberId, created_at: now })
    .execute();
};

/** The member's claimed checks made after `since` (the caller's own included). */
export const countOldPasswordAttempts = async (db: Db, memberId: number, since: number) => {
  const row = await db
    .selectFrom('old_password_attempts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('member_id', '=', memberId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** The right old password: the member's count starts again. */
export const clearOldPasswordAttempts = (db: Db, memberId: number) =>
  db.deleteFrom('old_password_attempts').where('member_id', '=', memberId).execute();
