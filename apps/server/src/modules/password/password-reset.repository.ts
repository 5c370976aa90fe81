import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PasswordResetTokensTable } from './password.tables.js';

type Db = Kysely<Database>;

export const insertResetToken = (db: Db, row: Insertable<PasswordResetTokensTable>) =>
  db.insertInto('password_reset_tokens').values(row).execute();

export const countResetTokensSince = async (db: Db, memberId: number, since: number) => {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** A reset token by the hash of its text. */
export const findResetToken = (db: Db, tokenHash: string) =>
  db
    .selectFrom('password_reset_tokens')
    .select(['id', 'member_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();

/** Uses a token once: true only for the one caller whose update took it. */
export const markResetTokenUsed = async (db: Db, id: number, now: number): Promise<boolean> => {
  const result = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** After a reset, the member's other links stop working too. */
export const retireResetTokens = (db: Db, memberId: number, now: number) =>
  db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .execute();
