import { MEMBER_KINDS } from '@lotto/contract';
import type { Ctx, SiteCtx } from '../../context.js';
import type { MemberRow } from './member.tables.js';

/** The members table as the back office's agent tree reads and changes it. */

const AGENT_TYPES = Object.entries(MEMBER_KINDS)
  .filter(([, kind]) => kind.agentArea)
  .map(([type]) => Number(type));

/** The members of the ids, in the order asked; ids with no member are left out. */
export const membersByIds = async ({ db }: Ctx, ids: readonly number[]): Promise<MemberRow[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('members')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

/** A page of the site's agents that have no upline (the tree's roots), by id, and their count. */
export const topAgentsPage = async (
  { db, site }: SiteCtx,
  page: { limit: number; offset: number },
) => {
  const base = db
    .selectFrom('members')
    .where('merchant_id', '=', site.id)
    .where('upline_id', 'is', null)
    .where('type', 'in', AGENT_TYPES);
  const { n } = await base
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('id').limit(page.limit).offset(page.offset).execute();
  return { totalCount: Number(n), rows };
};

/**
 * Sets the member's upline column; only with the team module's move of its paths, in the same
 * transaction, so the column and the closure table never disagree.
 */
export const setUpline = async ({ db }: Ctx, memberId: number, uplineId: number) => {
  await db.updateTable('members').set({ upline_id: uplineId }).where('id', '=', memberId).execute();
};
