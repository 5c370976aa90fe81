import type { Ctx } from '../../context.js';
import './paths.tables.js';

/** The tree as the back office browses it: a member's chain of uplines, the members' team sizes. */

/** The member's uplines, the top of its tree first and its direct upline last. */
export const uplineChain = async ({ db }: Ctx, memberId: number): Promise<number[]> =>
  (
    await db
      .selectFrom('team_paths')
      .select('ancestor_id')
      .where('descendant_id', '=', memberId)
      .where('depth', '>=', 1)
      .orderBy('depth', 'desc')
      .execute()
  ).map((r) => Number(r.ancestor_id));

export interface TeamCounts {
  /** Members below at any depth. */
  teamSize: number;
  /** Members directly below. */
  directCount: number;
}

/** Each member's team size and direct members, in one grouped read; members with none get zeros. */
export const teamCountsOf = async (
  { db }: Ctx,
  memberIds: readonly number[],
): Promise<Map<number, TeamCounts>> => {
  const counts = new Map<number, TeamCounts>(
    memberIds.map((id) => [id, { teamSize: 0, directCount: 0 }]),
  );
  if (memberIds.length === 0) return counts;
  const rows = await db
    .selectFrom('team_paths')
    .select((eb) => [
      'ancestor_id',
      eb.fn.countAll<number | string>().as('team'),
      eb.fn
        .sum<number | string>(eb.case().when('depth', '=', 1).then(1).else(0).end())
        .as('direct'),
    ])
    .where('ancestor_id', 'in', [...memberIds])
    .where('depth', '>=', 1)
    .groupBy('ancestor_id')
    .execute();
  for (const r of rows) {
    counts.set(Number(r.ancestor_id), { teamSize: Number(r.team), directCount: Number(r.direct) });
  }
  return counts;
};
