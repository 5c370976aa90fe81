import type { SmsPurpose } from '@lotto/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { NewVerificationCode, VerificationCodeRow } from './verification.tables.js';

type Db = Kysely<Database>;

export const insertCode = async (db: Db, row: NewVerificationCode): Promise<number> => {
  const inserted = await db
    .insertInto('verification_codes')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
};

export const deleteCode = (db: Db, id: number) =>
  db.deleteFrom('verification_codes').where('id', '=', id).execute();

/** The newest code sent before `beforeId` for the same number and purpose, if any. */
export const findPreviousCode = (
  db: Db,
  key: { merchantId: number; purpose: SmsPurpose; target: string; beforeId: number },
) =>
  db
    .selectFrom('verification_codes')
    .select(['id', 'created_at', 'expires_at'])
    .where('target', '=', key.target)
    .where('merchant_id', '=', key.merchantId)
    .where('purpose', '=', key.purpose)
    .where('id', '<', key.beforeId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Codes sent since `since` to a number, or from an address, on every site. */
export const countCodesSince = async (
  db: Db,
  by: { target: string } | { ip: string },
  since: number,
): Promise<number> => {
  let query = db
    .selectFrom('verification_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>', since);
  query = 'target' in by ? query.where('target', '=', by.target) : query.where('ip', '=', by.ip);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
};

/** A newer code replaces the older ones: they can no longer be used. */
export const retireOlderCodes = (
  db: Db,
  key: { merchantId: number; purpose: SmsPurpose; target: string; beforeId: number },
  now: number,
) =>
  db
    .updateTable('verification_codes')
    .set({ used_at: now })
    .where('target', '=', key.target)
    .where('merchant_id', '=', key.merchantId)
    .where('purpose', '=', key.purpose)
    .where('id', '<', key.beforeId)
    .where('used_at', 'is', null)
    .execute();

export const findLatestCode = (
  db: Db,
  key: { merchantId: number; purpose: SmsPurpose; target: string },
): Promise<VerificationCodeRow | undefined> =>
  db
    .selectFrom('verification_codes')
    .selectAll()
    .where('target', '=', key.target)
    .where('merchant_id', '=', key.merchantId)
    .where('purpose', '=', key.purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Counts a wrong try; conditional, so concurrent tries never exceed the allowance. */
export const recordWrongTry = (db: Db, id: number, maxAttempts: number) =>
  db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .execute();

/** Uses a code once: true only for the one caller whose update took it. */
export const markCodeUsed = async (
  db: Db,
  id: number,
  now: number,
  maxAttempts: number,
): Promise<boolean> => {
  const result = await db
    .updateTable('verification_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};
