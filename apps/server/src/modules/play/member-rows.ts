import type { Ctx } from '../../context.js';

/** What play keeps of a member: rounds (bet_records), launch tickets and fair seeds. */

/** True when the member has played at least one round. */
export const hasPlayed = async ({ db }: Ctx, memberId: number): Promise<boolean> =>
  (await db
    .selectFrom('bet_records')
    .select('id')
    .where('member_id', '=', memberId)
    .limit(1)
    .executeTakeFirst()) !== undefined;

/** Removes the members' rounds, tickets and seeds (free-trial members being deleted). */
export const removePlayOf = async ({ db }: Ctx, memberIds: readonly number[]): Promise<void> => {
  if (memberIds.length === 0) return;
  await db.deleteFrom('bet_records').where('member_id', 'in', memberIds).execute();
  await db.deleteFrom('member_bet_days').where('member_id', 'in', memberIds).execute();
  await db.deleteFrom('launch_tickets').where('member_id', 'in', memberIds).execute();
  await db.deleteFrom('fair_seeds').where('member_id', 'in', memberIds).execute();
};

/** True when the member has bet on a scheduled match (the demo seed's natural key). */
export const hasMatchBets = async ({ db }: Ctx, memberId: number): Promise<boolean> =>
  (await db
    .selectFrom('bet_records')
    .select('id')
    .where('member_id', '=', memberId)
    .where('match_id', 'is not', null)
    .limit(1)
    .executeTakeFirst()) !== undefined;
