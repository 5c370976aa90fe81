import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OperatorDevicesTable } from './backoffice.tables.js';

type Db = Kysely<Database>;

/** Which failed sign-ins to count: of a username, of an address, of known devices. */
export interface FailureFilter {
  username?: string;
  ip?: string;
  knownDevices?: true;
}

export const countOperatorFailures = async (db: Db, filter: FailureFilter, since: number) => {
  let query = db
    .selectFrom('operator_login_failures')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('created_at', '>', since);
  if (filter.username !== undefined) query = query.where('username', '=', filter.username);
  if (filter.ip !== undefined) query = query.where('ip', '=', filter.ip);
  if (filter.knownDevices) query = query.where('device_id', 'is not', null);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

/** Records a failed sign-in and forgets those made before `forgetBefore` (nothing reads them). */
export const recordOperatorFailure = async (
  db: Db,
  failure: { username: string; ip: string; deviceId: number | null; now: number },
  forgetBefore: number,
) => {
  await db.deleteFrom('operator_login_failures').where('created_at', '<=', forgetBefore).execute();
  await db
    .insertInto('operator_login_failures')
    .values({
      username: failure.username,
      ip: failure.ip,
      device_id: failure.deviceId,
      created_at: failure.now,
    })
    .execute();
};

/** A sign-in clears what its address failed on the username. */
export const clearOperatorFailures = (db: Db, username: string, ip: string) =>
  db
    .deleteFrom('operator_login_failures')
    .where('username', '=', username)
    .where('ip', '=', ip)
    .execute();

/**
 * Counts a sign-in begun with the operator's live device secret, while it has attempts left;
 * answers the device, or undefined (unknown, expired, another operator's, used up). One
 * conditional update, so concurrent guesses cannot overrun the budget.
 */
export const claimOperatorDevice = (
  db: Db,
  where: { operatorId: number; tokenHash: string; maxAttempts: number; now: number },
) =>
  db
    .updateTable('operator_devices')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('operator_id', '=', where.operatorId)
    .where('token_hash', '=', where.tokenHash)
    .where('attempts', '<', where.maxAttempts)
    .where('expires_at', '>', where.now)
    .returning(['id', 'attempts'])
    .executeTakeFirst();

/** Whether a device secret is live with attempts left (whichever operator's it is). */
export const isLiveOperatorDevice = async (
  db: Db,
  where: { tokenHash: string; maxAttempts: number; now: number },
) => {
  const row = await db
    .selectFrom('operator_devices')
    .select('id')
    .where('token_hash', '=', where.tokenHash)
    .where('attempts', '<', where.maxAttempts)
    .where('expires_at', '>', where.now)
    .executeTakeFirst();
  return row !== undefined;
};

/** A new device of the operator; drops their expired ones and the one whose secret it replaces. */
export const replaceOperatorDevice = async (
  db: Db,
  row: Insertable<OperatorDevicesTable> & { operator_id: number; created_at: number },
  replacedHash: string | undefined,
) => {
  await db
    .deleteFrom('operator_devices')
    .where('operator_id', '=', row.operator_id)
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', row.created_at),
        ...(replacedHash ? [eb('token_hash', '=', replacedHash)] : []),
      ]),
    )
    .execute();
  await db.insertInto('operator_devices').values(row).execute();
};
