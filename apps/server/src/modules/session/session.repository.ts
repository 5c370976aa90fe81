import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SessionsTable } from './session.tables.js';

type Db = Kysely<Database>;

export const findSessionById = (db: Db, sessionId: number) =>
  db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();

/**
 * A session with what authentication needs of its member, in one query: every request with a
 * token asks this, so it reads only those columns and makes one round trip, not two.
 */
const sessionWithMember = (db: Db) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select([
      's.id',
      's.merchant_id',
      's.member_id',
      's.ended_at',
      's.idle_expires_at',
      's.absolute_expires_at',
      's.last_seen_at',
      'm.status as member_status',
      'm.type as member_type',
      'm.username as member_username',
    ]);
export type SessionWithMember = NonNullable<
  Awaited<ReturnType<ReturnType<typeof sessionWithMember>['executeTakeFirst']>>
>;

export const findSessionWithMemberByTokenHash = (db: Db, tokenHash: string) =>
  sessionWithMember(db).where('s.token_hash', '=', tokenHash).executeTakeFirst();

export const findSessionWithMemberById = (db: Db, sessionId: number) =>
  sessionWithMember(db).where('s.id', '=', sessionId).executeTakeFirst();

export const insertSession = (db: Db, row: Insertable<SessionsTable>) =>
  db.insertInto('sessions').values(row).execute();

export const touchSession = (db: Db, sessionId: number, now: number, idleExpiresAt: number) =>
  db
    .updateTable('sessions')
    .set({ last_seen_at: now, idle_expires_at: idleExpiresAt })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .execute();

export const endSessions = async (
  db: Db,
  where: {
    sessionId?: number;
    memberId?: number;
    deviceId?: string;
    exceptSessionId?: number | undefined;
  },
  now: number,
): Promise<number> => {
  let query = db.updateTable('sessions').set({ ended_at: now }).where('ended_at', 'is', null);
  if (where.sessionId !== undefined) query = query.where('id', '=', where.sessionId);
  if (where.memberId !== undefined) query = query.where('member_id', '=', where.memberId);
  if (where.deviceId !== undefined) query = query.where('device_id', '=', where.deviceId);
  if (where.exceptSessionId !== undefined) query = query.where('id', '!=', where.exceptSessionId);
  const [result] = await query.execute();
  return Number(result?.numUpdatedRows ?? 0);
};

/** Whether the member ever had a session on the device (live, ended or expired). */
export const hasSessionOnDevice = async (db: Db, memberId: number, deviceId: string) =>
  (await db
    .selectFrom('sessions')
    .select('id')
    .where('member_id', '=', memberId)
    .where('device_id', '=', deviceId)
    .executeTakeFirst()) !== undefined;

export const findLiveSessionsOfMember = (db: Db, memberId: number, now: number) =>
  db
    .selectFrom('sessions')
    .select(['id', 'device_id', 'ip', 'user_agent', 'created_at', 'last_seen_at'])
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null)
    .where('idle_expires_at', '>', now)
    .where('absolute_expires_at', '>', now)
    .execute();
