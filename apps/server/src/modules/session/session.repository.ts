import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MemberStatus, SessionsTable } from '../member/account-tables.js';

/** A session with the member fields the auth hook needs, found by token hash. */
export interface SessionWithMember {
  id: number;
  merchant_id: number;
  member_id: number;
  last_seen_at: number;
  idle_expires_at: number;
  absolute_expires_at: number;
  ended_at: number | null;
  type: number;
  username: string;
  status: MemberStatus;
}

const sessionWithMember = (db: Kysely<Database>) =>
  db
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    .select([
      'sessions.id',
      'sessions.merchant_id',
      'sessions.member_id',
      'sessions.last_seen_at',
      'sessions.idle_expires_at',
      'sessions.absolute_expires_at',
      'sessions.ended_at',
      'members.type',
      'members.username',
      'members.status',
    ]);

export const findSessionByTokenHash = (
  db: Kysely<Database>,
  tokenHash: string,
): Promise<SessionWithMember | undefined> =>
  sessionWithMember(db).where('sessions.token_hash', '=', tokenHash).executeTakeFirst();

export const findSessionWithMember = (
  db: Kysely<Database>,
  sessionId: number,
): Promise<SessionWithMember | undefined> =>
  sessionWithMember(db).where('sessions.id', '=', sessionId).executeTakeFirst();

export const insertSession = (db: Kysely<Database>, row: Insertable<SessionsTable>) =>
  db.insertInto('sessions').values(row).execute();

export const touchSession = (
  db: Kysely<Database>,
  sessionId: number,
  now: number,
  idleExpiresAt: number,
) =>
  db
    .updateTable('sessions')
    .set({ last_seen_at: now, idle_expires_at: idleExpiresAt })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .execute();

export const findSessionExpiries = (db: Kysely<Database>, sessionId: number) =>
  db
    .selectFrom('sessions')
    .select(['idle_expires_at', 'absolute_expires_at'])
    .where('id', '=', sessionId)
    .executeTakeFirst();

export const endSessions = (
  db: Kysely<Database>,
  where: { sessionId?: number; memberId?: number; exceptSessionId?: number | undefined },
  now: number,
) => {
  let query = db.updateTable('sessions').set({ ended_at: now }).where('ended_at', 'is', null);
  if (where.sessionId !== undefined) query = query.where('id', '=', where.sessionId);
  if (where.memberId !== undefined) query = query.where('member_id', '=', where.memberId);
  if (where.exceptSessionId !== undefined) query = query.where('id', '!=', where.exceptSessionId);
  return query.execute();
};

export const findLiveSessionsOfMember = (db: Kysely<Database>, memberId: number, now: number) =>
  db
    .selectFrom('sessions')
    .select(['id', 'device_id', 'created_at', 'last_seen_at'])
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null)
    .where('idle_expires_at', '>', now)
    .where('absolute_expires_at', '>', now)
    .execute();

/** The member and site fields a login answer names. */
export const findLoginIdentity = (db: Kysely<Database>, memberId: number, merchantId: number) =>
  db
    .selectFrom('members')
    .innerJoin('merchants', 'merchants.id', 'members.merchant_id')
    .select(['members.id', 'members.username', 'members.type', 'merchants.code'])
    .where('members.id', '=', memberId)
    .where('members.merchant_id', '=', merchantId)
    .executeTakeFirst();

/** Marks the first login once; true only for the call that flipped the flag. */
export const recordLogin = async (db: Kysely<Database>, memberId: number, now: number) => {
  const first = await db
    .updateTable('members')
    .set({ first_login_done: 1, last_login_at: now })
    .where('id', '=', memberId)
    .where('first_login_done', '=', 0)
    .executeTakeFirst();
  if (Number(first.numUpdatedRows) === 1) return true;
  await db.updateTable('members').set({ last_login_at: now }).where('id', '=', memberId).execute();
  return false;
};
