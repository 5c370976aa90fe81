import type { Ctx } from '../../context.js';
import type { MemberIdSet } from '../../db/member-ids.js';
import './member.tables.js';

/**
 * Members of a set another module hands over (an agent's team) filtered, counted and paged here,
 * so the list's filters on members run in one statement without anyone else reading members.
 */

export interface MemberFilter {
  /** The beginning of the username, any case. */
  usernamePrefix?: string | undefined;
  type?: number | undefined;
  /** Members to leave out (another module's subquery). */
  notIn?: MemberIdSet | undefined;
}

/** The set's members that pass the filter, again as a subquery of ids. */
export const membersMatching = ({ db }: Ctx, ids: MemberIdSet, filter: MemberFilter) => {
  let query = db.selectFrom('members').select('id').where('id', 'in', ids);
  const prefix = filter.usernamePrefix?.toLowerCase().replace(/[%_\\]/g, '');
  if (prefix) query = query.where((eb) => eb(eb.fn('lower', ['username']), 'like', `${prefix}%`));
  if (filter.type !== undefined) query = query.where('type', '=', filter.type);
  if (filter.notIn) query = query.where('id', 'not in', filter.notIn);
  return query;
};

export const countMemberIds = async ({ db }: Ctx, ids: MemberIdSet): Promise<number> => {
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
};

/** A page of the set's ids, newest registration or latest sign-in first (never signed in last). */
export const pageOfMemberIds = async (
  { db }: Ctx,
  ids: MemberIdSet,
  order: { by: 'registered' | 'lastLogin'; limit: number; offset: number },
): Promise<number[]> => {
  let query = db.selectFrom('members').select('id').where('id', 'in', ids);
  query =
    order.by === 'registered'
      ? query.orderBy('created_at', 'desc')
      : query
          .orderBy((eb) => eb.case().when('last_login_at', 'is', null).then(1).else(0).end())
          .orderBy('last_login_at', 'desc');
  const rows = await query.orderBy('id', 'desc').limit(order.limit).offset(order.offset).execute();
  return rows.map((r) => Number(r.id));
};

/** The list's fields of the members named, in no particular order. */
export const membersListed = async ({ db }: Ctx, ids: readonly number[]) =>
  ids.length === 0
    ? []
    : (
        await db
          .selectFrom('members')
          .select(['id', 'username', 'type', 'created_at', 'last_login_at'])
          .where('id', 'in', ids)
          .execute()
      ).map((r) => ({
        id: Number(r.id),
        username: r.username,
        type: Number(r.type),
        createdAt: Number(r.created_at),
        lastLoginAt: r.last_login_at === null ? null : Number(r.last_login_at),
      }));
