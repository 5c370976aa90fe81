import type { Ctx } from '../../context.js';

/** A member's latest sessions, live or ended, for the back office's member view. */
export const recentSessionsOf = async ({ db, now }: Ctx, memberId: number, limit = 20) => {
  const rows = await db
    .selectFrom('sessions')
    .select([
      'id',
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
    .limit(limit)
    .execute();
  const at = now();
  return rows.map((r) => ({
    id: r.id,
    ip: r.ip,
    userAgent: r.user_agent,
    createdAt: Number(r.created_at),
    lastSeenAt: Number(r.last_seen_at),
    live: r.ended_at === null && r.idle_expires_at > at && r.absolute_expires_at > at,
  }));
};
