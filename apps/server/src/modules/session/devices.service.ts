import type { DeviceSession } from '@lotto/contract';
import type { Ctx, MemberCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { deviceOf } from './device-name.js';
import { maskIp, placeKindOf } from './place.js';
import {
  endSessions,
  findLiveSessionsOfMember,
  findSessionById,
  hasSessionOnDevice,
} from './session.repository.js';

/** The country of a public address, where the site's address table knows it. */
export type CountryOf = (ip: string) => Promise<string | null>;

type LiveSession = Awaited<ReturnType<typeof findLiveSessionsOfMember>>[number];

const placeOf = async (ip: string, countryOf: CountryOf) => {
  const kind = placeKindOf(ip);
  return { kind, maskedIp: maskIp(ip), country: kind === 'public' ? await countryOf(ip) : null };
};

/**
 * The member's live sessions, one entry per device (the app's persistent device id): the
 * caller's first, then the others most recently used first. A device is named and placed by its newest session; the caller's own
 * device by the caller's session.
 */
export const listDevices = async (
  ctx: MemberCtx,
  countryOf: CountryOf,
): Promise<DeviceSession[]> => {
  const { member } = ctx;
  const byDevice = new Map<string, LiveSession[]>();
  for (const s of await findLiveSessionsOfMember(ctx.db, member.id, ctx.now())) {
    byDevice.set(s.device_id, [...(byDevice.get(s.device_id) ?? []), s]);
  }
  const entries = [...byDevice.values()].map(async (sessions) => {
    const own = sessions.find((s) => s.id === member.sessionId);
    const newest = sessions.reduce((a, b) => (b.created_at > a.created_at ? b : a));
    const named = own ?? newest;
    return {
      id: named.id,
      deviceId: named.device_id,
      createdAt: Math.min(...sessions.map((s) => s.created_at)),
      lastSeenAt: Math.max(...sessions.map((s) => s.last_seen_at)),
      current: own !== undefined,
      sessions: sessions.length,
      device: deviceOf(named.user_agent),
      place: await placeOf(named.ip, countryOf),
    };
  });
  return (await Promise.all(entries)).sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt - a.lastSeenAt,
  );
};

/**
 * Signs out the device of one of the member's live sessions: every live session of that device
 * ends now, so its next request is refused (401). A session that is unknown, ended, expired or
 * another member's answers session.not.exist alike and changes nothing. The caller's own device
 * is refused (session.current): signing out here is what logout does, with its confirmation,
 * and a tap on the wrong row must not end the session the member is using.
 */
export const signOutDevice = async (ctx: MemberCtx, sessionId: number) => {
  const { db, member } = ctx;
  const now = ctx.now();
  const row = await findSessionById(db, sessionId);
  const live =
    row !== undefined &&
    row.member_id === member.id &&
    row.merchant_id === member.merchantId &&
    row.ended_at === null &&
    row.idle_expires_at > now &&
    row.absolute_expires_at > now;
  if (!live) throw new AppError('session.not.exist');
  const own = await findSessionById(db, member.sessionId);
  if (own?.device_id === row.device_id) throw new AppError('session.current');
  return { ended: await endSessions(db, { memberId: member.id, deviceId: row.device_id }, now) };
};

/** Signs out every other session of the member, at once; the caller's stays. */
export const signOutOtherDevices = async ({ db, now, member }: MemberCtx) => ({
  ended: await endSessions(db, { memberId: member.id, exceptSessionId: member.sessionId }, now()),
});

/** Whether the member ever signed in on the device (the demo seed signs each in once). */
export const hasSignedInOn = ({ db }: Ctx, memberId: number, deviceId: string) =>
  hasSessionOnDevice(db, memberId, deviceId);
