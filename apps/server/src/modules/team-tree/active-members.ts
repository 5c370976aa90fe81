import { MEMBER_TYPES } from '@lotto/contract';
import type { Ctx } from '../../context.js';
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

/**
 * How many of a site's members were active (of the kind) on a day of the range, per the level
 * they are at now (the back office's report by VIP level); free-trial members left out.
 */
export const activeByVipLevel = async (
  { db }: Ctx,
  merchantId: number,
  kind: ActiveKind,
  days: DayRange,
) =>
  (
    await db
      .selectFrom('member_active_days as a')
      .innerJoin('members as m', 'm.id', 'a.member_id')
      .select((eb) => ['m.vip_level', eb.fn.count<number>('a.member_id').distinct().as('members')])
      .where('m.merchant_id', '=', merchantId)
      .where('m.type', '<>', MEMBER_TYPES.freeTrial)
      .where('a.kind', '=', kind)
      .where('a.day', '>=', days.from)
      .where('a.day', '<=', days.to)
      .groupBy('m.vip_level')
      .execute()
  ).map((r) => ({ level: Number(r.vip_level), members: Number(r.members ?? 0) }));

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
