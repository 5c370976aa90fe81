import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../../db/migration-helpers.js';
import type { Database } from '../../db/schema.js';
import './security.tables.js';

type Db = Kysely<Database>;

/** The first half of the advisory lock's key on PostgreSQL: the member's id is the second. */
const PAYMENT_CHECKS_LOCK = 0x7061_7931; // "pay1"

/**
 * Orders the member's payment-password checks, in the caller's transaction: forgets the
 * member's wrong ones made before `forgetBefore` (on SQLite this first write takes the
 * database's write lock) and, on PostgreSQL, holds an advisory lock of the member until the
 * transaction ends (no row to lock while the member has no wrong ones).
 */
export const lockPaymentPasswordChecks = async (db: Db, memberId: number, forgetBefore: number) => {
  await db
    .deleteFrom('payment_password_attempts')
    .where('member_id', '=', memberId)
    .where('created_at', '<=', forgetBefore)
    .execute();
  if (isPostgres(db)) {
    await sql`select pg_advisory_xact_lock(${PAYMENT_CHECKS_LOCK}::int, ${memberId}::int)`.execute(
      db,
    );
  }
};

export const recordWrongPaymentPassword = (db: Db, memberId: number, now: number) =>
  db
    .insertInto('payment_password_attempts')
    .values({ member_id: memberId, created_at: now })
    .execute();

/** The member's wrong payment passwords made after `since`. */
export const countWrongPaymentPasswords = async (db: Db, memberId: number, since: number) => {
  const row = await db
    .selectFrom('payment_password_attempts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('member_id', '=', memberId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** The right payment password (or a new one): the member's count starts again. */
export const clearWrongPaymentPasswords = (db: Db, memberId: number) =>
  db.deleteFrom('payment_password_attempts').where('member_id', '=', memberId).execute();
