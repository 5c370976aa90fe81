import type { Ctx } from '../../context.js';

/** Removes the members' favourites and launches (free-trial members being deleted). */
export const removeMemberGamesOf = async (
  { db }: Ctx,
  memberIds: readonly number[],
): Promise<void> => {
  if (memberIds.length === 0) return;
  await db.deleteFrom('favourites').where('member_id', 'in', memberIds).execute();
  await db.deleteFrom('game_launches').where('member_id', 'in', memberIds).execute();
};
