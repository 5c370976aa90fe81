import type { Kysely } from 'kysely';
import type { Ctx } from '../../context.js';
import type { MemberIdSet } from '../../db/member-ids.js';
import type { Database } from '../../db/schema.js';
import './member.tables.js';

const TRIAL_TYPE = 4;

/**
 * The ids of a site's real members (free-trial accounts left out), as a subquery other
 * modules filter their own rows by (`where('member_id', 'in', ...)`) without reading members.
 */
export const realMemberIdsOfSite = (db: Kysely<Database>, merchantId: number) =>
  db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('type', '!=', TRIAL_TYPE);

/** How many of the members registered (their account was made) in [start, end). */
export const countMembersRegistered = async (
  { db }: Ctx,
  members: MemberIdSet,
  span: { start: number; end: number },
): Promise<number> => {
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number>().as('members'))
    .where('id', 'in', members)
    .where('created_at', '>=', span.start)
    .where('created_at', '<', span.end)
    .executeTakeFirst();
  return Number(row?.members ?? 0);
};
