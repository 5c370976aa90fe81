import type { Ctx } from '../../context.js';
import type { MemberIdSet } from '../../db/member-ids.js';
import './ledger.tables.js';

/**
 * Members' cash for lists another module pages (an agent's team by balance): read from the
 * accounts' balances, never summed from entries. A member without a cash account has 0.00.
 */

const cashAccounts = ({ db }: Ctx, ids: MemberIdSet) =>
  db
    .selectFrom('ledger_accounts')
    .where('owner', '=', 'member')
    .where('kind', '=', 'cash')
    .where('member_id', 'in', ids)
    .where('balance', '>', 0);

/** The set's members that hold cash, as a subquery of ids. */
export const membersWithCash = (ctx: Ctx, ids: MemberIdSet): MemberIdSet =>
  cashAccounts(ctx, ids).select('member_id') as unknown as MemberIdSet;

export const countMembersWithCash = async (ctx: Ctx, ids: MemberIdSet): Promise<number> => {
  const row = await cashAccounts(ctx, ids)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
};

/** A page of the set's members holding cash, most first. */
export const pageByCash = async (
  ctx: Ctx,
  ids: MemberIdSet,
  page: { limit: number; offset: number },
): Promise<number[]> =>
  (
    await cashAccounts(ctx, ids)
      .select('member_id')
      .orderBy('balance', 'desc')
      .orderBy('member_id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute()
  ).map((r) => Number(r.member_id));

/** Each named member's cash in minor units (0 without an account). */
export const cashOfMembers = async (
  { db }: Ctx,
  memberIds: readonly number[],
): Promise<Map<number, number>> => {
  const cash = new Map(memberIds.map((id) => [id, 0]));
  if (memberIds.length === 0) return cash;
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['member_id', 'balance'])
    .where('owner', '=', 'member')
    .where('kind', '=', 'cash')
    .where('member_id', 'in', memberIds)
    .execute();
  for (const r of rows)
    cash.set(Number(r.member_id), (cash.get(Number(r.member_id)) ?? 0) + Number(r.balance));
  return cash;
};
