import { sql } from 'kysely';
import type { Ctx } from '../../context.js';
import type { MemberTest } from '../../db/member-ids.js';

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

/**
 * How many of a set's members have a live session now (online): read along the live sessions
 * (migration 0043), each checked against the set, as a team can be far larger than the
 * sessions live at once. The unary plus keeps the planner off the member index.
 */
export const countMembersOnline = async ({ db, now }: Ctx, isMember: MemberTest) => {
  const at = now();
  const row = await db
    .selectFrom('sessions')
    .select(sql<number>`count(distinct +member_id)`.as('members'))
    .where('ended_at', 'is', null)
    .where('idle_expires_at', '>', at)
    .where('absolute_expires_at', '>', at)
    .where(isMember(sql.ref('sessions.member_id')))
    .executeTakeFirst();
  return Number(row?.members ?? 0);
};

/** Which of the named members have a live session now (a team list's online dots). */
export const onlineAmong = async ({ db, now }: Ctx, memberIds: readonly number[]) => {
  if (memberIds.length === 0) return new Set<number>();
  const at = now();
  const rows = await db
    .selectFrom('sessions')
    .select('member_id')
    .distinct()
    .where('member_id', 'in', memberIds)
    .where('ended_at', 'is', null)
    .where('idle_expires_at', '>', at)
    .where('absolute_expires_at', '>', at)
    .execute();
  return new Set(rows.map((r) => Number(r.member_id)));
};
