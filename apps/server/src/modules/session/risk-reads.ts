import type { Ctx } from '../../context.js';

/**
 * What the risk scan reads of sign-ins: new sessions by time, and who signed in on a device
 * or from an address (migration 0047's indexes). Sessions are the record of every sign-in,
 * ended ones included, with the device id the app sent and the caller's address.
 */

export interface SignIn {
  merchantId: number;
  memberId: number;
  deviceId: string;
  ip: string;
  createdAt: number;
}

const signInOf = (r: {
  merchant_id: number;
  member_id: number;
  device_id: string;
  ip: string;
  created_at: number;
}): SignIn => ({
  merchantId: Number(r.merchant_id),
  memberId: Number(r.member_id),
  deviceId: r.device_id,
  ip: r.ip,
  createdAt: Number(r.created_at),
});

const COLUMNS = ['merchant_id', 'member_id', 'device_id', 'ip', 'created_at'] as const;

/** Sessions started in (from, to]. */
export const signInsBetween = async ({ db }: Ctx, from: number, to: number) =>
  (
    await db
      .selectFrom('sessions')
      .select(COLUMNS)
      .where('created_at', '>', from)
      .where('created_at', '<=', to)
      .orderBy('created_at')
      .execute()
  ).map(signInOf);

/** Every sign-in of the site's members on the device, up to `until`. */
export const signInsOnDevice = async (
  { db }: Ctx,
  where: { merchantId: number; deviceId: string; until: number },
) =>
  (
    await db
      .selectFrom('sessions')
      .select(COLUMNS)
      .where('merchant_id', '=', where.merchantId)
      .where('device_id', '=', where.deviceId)
      .where('created_at', '<=', where.until)
      .execute()
  ).map(signInOf);

/** The site's sign-ins from the address in [from, to]. */
export const signInsFromAddress = async (
  { db }: Ctx,
  where: { merchantId: number; ip: string; from: number; to: number },
) =>
  (
    await db
      .selectFrom('sessions')
      .select(COLUMNS)
      .where('merchant_id', '=', where.merchantId)
      .where('ip', '=', where.ip)
      .where('created_at', '>=', where.from)
      .where('created_at', '<=', where.to)
      .execute()
  ).map(signInOf);

/** The member's own sign-ins up to `until` (which devices and addresses link them). */
export const signInsOfMember = async ({ db }: Ctx, memberId: number, until: number) =>
  (
    await db
      .selectFrom('sessions')
      .select(COLUMNS)
      .where('member_id', '=', memberId)
      .where('created_at', '<=', until)
      .execute()
  ).map(signInOf);
