import type { Insertable, Kysely, Selectable } from 'kysely';
import { hotQuery } from '../../db/hot-query.js';
import type { Database } from '../../db/schema.js';
import type { SessionsTable } from './session.tables.js';

type Db = Kysely<Database>;
export type SessionRow = Selectable<SessionsTable>;

// Every request with a token reads its session: compiled once (db/hot-query.ts).
const sessionByTokenHash = hotQuery((db, tokenHash: string) =>
  db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash),
);

export const findSessionByTokenHash = async (db: Db, tokenHash: string) =>
  (await sessionByTokenHash(db, tokenHash))[0];

export const findSessionById = (db: Db, sessionId: number) =>
  db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();

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
