import type { Ctx } from '../../context.js';
import type { MemberIdSet } from '../../db/member-ids.js';
import type { ActiveKind } from './sums.service.js';
import './sums.tables.js';

type DayRange = { from: string; to: string };

/** Which of the members were active (of the kind) on a day of the range. */
export const activeAmong = async (
  { db }: Ctx,
  memberIds: readonly number[],
  kind: ActiveKind,
  days: DayRange,
): Promise<Set<number>> => {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('member_active_days')
    .select('member_id')
    .distinct()
    .where('member_id', 'in', [...memberIds])
    .where('kind', '=', kind)
    .where('day', '>=', days.from)
    .where('day', '<=', days.to)
    .execute();
  return new Set(rows.map((r) => Number(r.member_id)));
};

/** How many of a set of members were active (of the kind) on a day of the range. */
export const activeCountOfSet = async (
  { db }: Ctx,
  members: MemberIdSet,
  kind: ActiveKind,
  days: DayRange,
): Promise<number> => {
  const row = await db
    .selectFrom('member_active_days')
    .select((eb) => eb.fn.count<number>('member_id').distinct().as('members'))
    .where('member_id', 'in', members)
    .where('kind', '=', kind)
    .where('day', '>=', days.from)
    .where('day', '<=', days.to)
    .executeTakeFirst();
  return Number(row?.members ?? 0);
};

/**
 * Per ancestor: how many of its team were active (of the kind) on a day of the range, each
 * member once (see team_active_days' `since`), in one statement for a page of ancestors.
 */
export const teamActiveCounts = async (
  { db }: Ctx,
  ancestorIds: readonly number[],
  kind: ActiveKind,
  days: DayRange,
): Promise<Map<number, number>> => {
  const counts = new Map<number, number>(ancestorIds.map((id) => [id, 0]));
  if (ancestorIds.length === 0) return counts;
  const rows = await db
    .selectFrom('team_active_days')
    .select((eb) => ['ancestor_id', eb.fn.sum<number>('members').as('members')])
    .where('ancestor_id', 'in', [...ancestorIds])
    .where('kind', '=', kind)
    .where('day', '>=', days.from)
    .where('day', '<=', days.to)
    .where('since', '<', days.from)
    .groupBy('ancestor_id')
    .execute();
  for (const r of rows) counts.set(Number(r.ancestor_id), Number(r.members ?? 0));
  return counts;
};

/** Per ancestor: its team's size now (every member that joined below it, less those gone). */
export const teamSizesOf = async (
  { db }: Ctx,
  ancestorIds: readonly number[],
): Promise<Map<number, number>> => {
  const sizes = new Map<number, number>(ancestorIds.map((id) => [id, 0]));
  if (ancestorIds.length === 0) return sizes;
  const rows = await db
    .selectFrom('team_active_days')
    .select((eb) => ['ancestor_id', eb.fn.sum<number>('members').as('members')])
    .where('ancestor_id', 'in', [...ancestorIds])
    .where('kind', '=', 'joined')
    .groupBy('ancestor_id')
    .execute();
  for (const r of rows) sizes.set(Number(r.ancestor_id), Number(r.members ?? 0));
  return sizes;
};
