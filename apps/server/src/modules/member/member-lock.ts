import type { Ctx } from '../../context.js';
import type { MemberRow } from './member.tables.js';

/**
 * An operator's lock (status disabled, with its reason and time) and type change. Sign-in and
 * every session check already refuse a member whose status is not active; ending the live
 * sessions is the session module's, in the same transaction.
 */

export const setMemberLock = async (
  { db, now }: Ctx,
  memberId: number,
  lock: { reason: string } | null,
): Promise<Pick<MemberRow, 'status' | 'lock_reason' | 'locked_at'>> => {
  const changes = lock
    ? { status: 'disabled' as const, lock_reason: lock.reason, locked_at: now() }
    : { status: 'active' as const, lock_reason: null, locked_at: null };
  await db.updateTable('members').set(changes).where('id', '=', memberId).execute();
  return changes;
};

export const setMemberType = async ({ db }: Ctx, memberId: number, type: number) => {
  await db.updateTable('members').set({ type }).where('id', '=', memberId).execute();
};
