import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LoginDevicesTable } from './session.tables.js';

type Db = Kysely<Database>;

/**
 * Counts a login begun with a member's live device secret, while it has attempts left; answers
 * the device and its attempts so far, or undefined (unknown, expired, other member, used up).
 * One conditional update, so concurrent guesses cannot overrun the budget.
 */
export const claimDeviceAttempt = (
  db: Db,
  where: { memberId: number; tokenHash: string; maxAttempts: number; now: number },
) =>
  db
    .updateTable('login_devices')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('member_id', '=', where.memberId)
    .where('token_hash', '=', where.tokenHash)
    .where('attempts', '<', where.maxAttempts)
    .where('expires_at', '>', where.now)
    .returning(['id', 'attempts'])
    .executeTakeFirst();

export const insertDevice = (db: Db, row: Insertable<LoginDevicesTable>) =>
  db.insertInto('login_devices').values(row).execute();

/** Drops the member's devices that expired, and the one whose secret is being replaced. */
export const dropReplacedDevices = (
  db: Db,
  memberId: number,
  replacedHash: string | undefined,
  now: number,
) =>
  db
    .deleteFrom('login_devices')
    .where('member_id', '=', memberId)
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', now),
        ...(replacedHash ? [eb('token_hash', '=', replacedHash)] : []),
      ]),
    )
    .execute();

export const deleteDevicesOf = (db: Db, memberId: number) =>
  db.deleteFrom('login_devices').where('member_id', '=', memberId).execute();
