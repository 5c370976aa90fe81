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
): Promise<Pick<MemberRow, 'status' | 'lock_reason' | 'locked_at'> | null> => {
  const changes = lock
    ? { status: 'disabled' as const, lock_reason: lock.reason, locked_at: now() }
    : { status: 'active' as const, lock_reason: null, locked_at: null };
  // Only from the other state: of two operators at once, one changes it, the other gets null.
  const result = await db
    .updateTable('members')
    .set(changes)
    .where('id', '=', memberId)
    .where('status', '=', lock ? 'active' : 'disabled')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? changes : null;
};

export const setMemberType = async ({ db }: Ctx, memberId: number, type: number) => {
  await db.updateTable('members').set({ type }).where('id', '=', memberId).execute();
};
