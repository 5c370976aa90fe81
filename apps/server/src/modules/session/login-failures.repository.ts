import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface FailureKeys {
  merchantId: number;
  /** The account as typed (lower-cased name, or dialing code + number). */
  accountKey: string;
  /** The client address. */
  clientKey: string;
}

/** Failures since `since`: of the account, of the client, and the account's latest time. */
export const countFailures = async (db: Kysely<Database>, keys: FailureKeys, since: number) => {
  const account = await db
    .selectFrom('login_failures')
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.max('created_at').as('last')])
    .where('merchant_id', '=', keys.merchantId)
    .where('account_key', '=', keys.accountKey)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  const client = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('merchant_id', '=', keys.merchantId)
    .where('client_key', '=', keys.clientKey)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return {
    account: Number(account.n),
    lastAccountFailureAt: account.last === null ? null : Number(account.last),
    client: Number(client.n),
  };
};

/** Records a failure and forgets those older than `forgetBefore` (nothing reads them). */
export const recordFailure = async (
  db: Kysely<Database>,
  keys: FailureKeys,
  memberId: number | null,
  now: number,
  forgetBefore: number,
) => {
  await db.deleteFrom('login_failures').where('created_at', '<', forgetBefore).execute();
  await db
    .insertInto('login_failures')
    .values({
      merchant_id: keys.merchantId,
      account_key: keys.accountKey,
      client_key: keys.clientKey,
      member_id: memberId,
      created_at: now,
    })
    .execute();
};

/** A successful login clears the account's failures (the client's stay counted). */
export const clearAccountFailures = (db: Kysely<Database>, keys: FailureKeys) =>
  db
    .deleteFrom('login_failures')
    .where('merchant_id', '=', keys.merchantId)
    .where('account_key', '=', keys.accountKey)
    .execute();
