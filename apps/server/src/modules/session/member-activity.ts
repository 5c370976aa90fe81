import type { Ctx, SiteCtx } from '../../context.js';

/**
 * Sessions as the back office reads them: a member's sessions (live and ended) and devices,
 * and the members of a site who signed in from an address or a device (read along the
 * (merchant_id, ip | device_id, member_id) indexes of migration 0045).
 */

const live = (
  r: { ended_at: number | null; idle_expires_at: number; absolute_expires_at: number },
  at: number,
) => r.ended_at === null && Number(r.idle_expires_at) > at && Number(r.absolute_expires_at) > at;

/** A page of the member's sessions, newest first, and their count. */
export const memberSessionsPage = async (
  { db, now }: Ctx,
  memberId: number,
  page: { limit: number; offset: number },
) => {
  const base = db.selectFrom('sessions').where('member_id', '=', memberId);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    base
      .select([
        'id',
        'ip',
        'device_id',
        'user_agent',
        'created_at',
        'last_seen_at',
        'idle_expires_at',
        'absolute_expires_at',
        'ended_at',
      ])
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  const at = now();
  return {
    totalCount: Number(count.n),
    list: rows.map((r) => ({
      id: r.id,
      ip: r.ip,
      deviceId: r.device_id,
      userAgent: r.user_agent,
      createdAt: Number(r.created_at),
      lastSeenAt: Number(r.last_seen_at),
      endedAt: r.ended_at === null ? null : Number(r.ended_at),
      live: live(r, at),
    })),
  };
};

/** The devices the member signed in with, latest first: sessions summed per device id. */
export const memberDevicesOf = async ({ db, now }: Ctx, memberId: number, limit = 50) => {
  const rows = await db
    .selectFrom('sessions')
    .select([
      'id',
      'device_id',
      'ip',
      'user_agent',
      'created_at',
      'last_seen_at',
      'idle_expires_at',
      'absolute_expires_at',
      'ended_at',
    ])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(1000)
    .execute();
  const at = now();
  const devices = new Map<
    string,
    {
      deviceId: string;
      sessions: number;
      firstSeenAt: number;
      lastSeenAt: number;
      lastIp: string;
      userAgent: string | null;
      live: boolean;
    }
  >();
  for (const r of rows) {
    const seen = devices.get(r.device_id);
    if (!seen) {
      // Rows come newest first: the first of a device is its latest session.
      devices.set(r.device_id, {
        deviceId: r.device_id,
        sessions: 1,
        firstSeenAt: Number(r.created_at),
        lastSeenAt: Number(r.last_seen_at),
        lastIp: r.ip,
        userAgent: r.user_agent,
        live: live(r, at),
      });
      continue;
    }
    seen.sessions += 1;
    seen.firstSeenAt = Math.min(seen.firstSeenAt, Number(r.created_at));
    seen.lastSeenAt = Math.max(seen.lastSeenAt, Number(r.last_seen_at));
    seen.live ||= live(r, at);
  }
  return [...devices.values()].slice(0, limit);
};

/**
 * A page of the ids of the site's members who signed in from the address or the device, and
 * whether more follow (the page is read one id longer: no count of them all).
 */
export const membersSignedInFrom = async (
  { db, site }: SiteCtx,
  from: { ip: string } | { deviceId: string },
  page: { limit: number; offset: number },
) => {
  const rows = await db
    .selectFrom('sessions')
    .select('member_id')
    .distinct()
    .where('merchant_id', '=', site.id)
    .$if('ip' in from, (q) => q.where('ip', '=', 'ip' in from ? from.ip : ''))
    .$if('deviceId' in from, (q) =>
      q.where('device_id', '=', 'deviceId' in from ? from.deviceId : ''),
    )
    .orderBy('member_id')
    .limit(page.limit + 1)
    .offset(page.offset)
    .execute();
  return {
    hasMore: rows.length > page.limit,
    memberIds: rows.slice(0, page.limit).map((r) => Number(r.member_id)),
  };
};
