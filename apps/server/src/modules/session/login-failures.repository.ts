import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export interface FailureKeys {
  merchantId: number;
  /** The account as typed (lower-cased name, or dialing code + number). */
  accountKey: string;
  /** The client address. */
  clientKey: string;
}

/** Which failures to count: of an account, of a client, of both, or of an account's known devices. */
export interface FailureFilter {
  merchantId: number;
  accountKey?: string;
  clientKey?: string;
  knownDevices?: true;
}

/** Failures matching the filter made after `since`. */
export const countFailures = async (db: Db, filter: FailureFilter, since: number) => {
  let query = db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('merchant_id', '=', filter.merchantId)
    .where('created_at', '>', since);
  if (filter.accountKey !== undefined) query = query.where('account_key', '=', filter.accountKey);
  if (filter.clientKey !== undefined) query = query.where('client_key', '=', filter.clientKey);
  if (filter.knownDevices) query = query.where('device_id', 'is not', null);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

/** Records a failure and forgets those made before `forgetBefore` (nothing reads them). */
export const recordFailure = async (
  db: Db,
  keys: FailureKeys,
  by: { memberId: number | null; deviceId: number | null },
  now: number,
  forgetBefore: number,
) => {
  await db.deleteFrom('login_failures').where('created_at', '<=', forgetBefore).execute();
  await db
    .insertInto('login_failures')
    .values({
      merchant_id: keys.merchantId,
      account_key: keys.accountKey,
      client_key: keys.clientKey,
      member_id: by.memberId,
      device_id: by.deviceId,
      created_at: now,
    })
    .execute();
};

/** A sign-in clears what this client failed on this member's account (by name or number). */
export const clearFailures = (
  db: Db,
  where: { merchantId: number; memberId: number; clientKey: string },
) =>
  db
    .deleteFrom('login_failures')
    .where('merchant_id', '=', where.merchantId)
    .where('client_key', '=', where.clientKey)
    .where('member_id', '=', where.memberId)
    .execute();
