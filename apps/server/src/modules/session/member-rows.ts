import type { Ctx } from '../../context.js';

/** Removes the members' sessions and failed logins (free-trial members being deleted). */
export const removeSessionsOf = async (
  { db }: Ctx,
  memberIds: readonly number[],
): Promise<void> => {
  if (memberIds.length === 0) return;
  await db.deleteFrom('sessions').where('member_id', 'in', memberIds).execute();
  await db.deleteFrom('login_failures').where('member_id', 'in', memberIds).execute();
};
