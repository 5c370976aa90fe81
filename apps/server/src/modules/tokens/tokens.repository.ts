import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SingleUseTokensTable, TokenPurpose } from './tokens.tables.js';

type Db = Kysely<Database>;

export const insertTokenRow = async (db: Db, row: Insertable<SingleUseTokensTable>) => {
  await db.insertInto('single_use_tokens').values(row).execute();
};

export const countTokenRowsSince = async (
  db: Db,
  purpose: TokenPurpose,
  memberId: number,
  since: number,
): Promise<number> => {
  const row = await db
    .selectFrom('single_use_tokens')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('member_id', '=', memberId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

export const findTokenRow = (db: Db, purpose: TokenPurpose, tokenHash: string) =>
  db
    .selectFrom('single_use_tokens')
    .select(['id', 'member_id', 'subject'])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();

/** The member's newest token of the purpose still usable at `now`. */
export const findLiveTokenRow = (db: Db, purpose: TokenPurpose, memberId: number, now: number) =>
  db
    .selectFrom('single_use_tokens')
    .select(['subject'])
    .where('member_id', '=', memberId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/**
 * Uses a live token in one conditional update: true only for the one caller whose update took
 * it, so of two requests opening one link at once (any processes, either database) one wins.
 */
export const useTokenRow = async (db: Db, id: number, now: number): Promise<boolean> => {
  const result = await db
    .updateTable('single_use_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const retireTokenRows = async (
  db: Db,
  purpose: TokenPurpose,
  memberId: number,
  now: number,
) => {
  await db
    .updateTable('single_use_tokens')
    .set({ used_at: now })
    .where('member_id', '=', memberId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
};
