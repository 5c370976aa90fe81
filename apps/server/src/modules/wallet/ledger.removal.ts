import type { Ctx } from '../../context.js';
import { isPostgres } from '../../db/migration-helpers.js';
import type { Db } from './ledger.repository.js';

/**
 * Removing members' play money (DESIGN.md "Rules that span features": play money is its own
 * book). A free-trial member is deleted with every transaction that touched their accounts,
 * whole: all its entries, the house and system side included. The ledger's invariants hold
 * after it: each account that keeps entries loses the removed amounts from its balance and from
 * the balance_after of its later entries, so every balance still equals the sum of its entries
 * and every balance_after the running sum. Cash is never removed this way.
 */

/** Ids per statement: far below SQLite's and PostgreSQL's limits on parameters. */
const CHUNK = 500;

const chunksOf = <T>(items: readonly T[]): T[][] => {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) chunks.push(items.slice(i, i + CHUNK));
  return chunks;
};

interface DoomedEntry {
  id: number;
  transaction_id: number;
  account_id: number;
  amount: number;
  owner: string;
  kind: string;
  member_id: number | null;
}

/**
 * Locks, in id order as every ledger transaction does (PostgreSQL), the members' accounts and
 * every play-money account of the sites: a removed transaction's other side is among them.
 */
const lockPlayAccounts = async (db: Db, memberIds: readonly number[]) => {
  const query = db
    .selectFrom('ledger_accounts')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('member_id', 'in', memberIds),
        eb.and([eb('owner', '<>', 'member'), eb('kind', '=', 'play')]),
      ]),
    )
    .orderBy('id');
  await (isPostgres(db) ? query.forUpdate() : query).execute();
};

/** Every entry of every transaction that touched one of the members' accounts. */
const doomedEntriesOf = (db: Db, memberIds: readonly number[]): Promise<DoomedEntry[]> =>
  db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select(['e.id', 'e.transaction_id', 'e.account_id', 'e.amount'])
    .select(['a.owner', 'a.kind', 'a.member_id'])
    .where('e.transaction_id', 'in', (eb) =>
      eb
        .selectFrom('ledger_entries as m')
        .innerJoin('ledger_accounts as ma', 'ma.id', 'm.account_id')
        .select('m.transaction_id')
        .where('ma.member_id', 'in', memberIds),
    )
    .orderBy('e.id')
    .execute();

/** Only whole play-money transactions between these members and the site may go. */
const checkRemovable = (entries: readonly DoomedEntry[], memberIds: ReadonlySet<number>) => {
  for (const e of entries) {
    const ownedByOther = e.owner === 'member' && !memberIds.has(e.member_id ?? -1);
    if (e.kind !== 'play' || ownedByOther) {
      throw new Error(`ledger transaction ${e.transaction_id} is not the members' play money`);
    }
  }
};

/**
 * Takes the removed entries out of an account that keeps others: each later entry's
 * balance_after drops by what was removed before it, the balance by all of it.
 */
const closeGaps = async (db: Db, accountId: number, removed: readonly DoomedEntry[]) => {
  let shift = 0;
  for (const [i, entry] of removed.entries()) {
    shift += entry.amount;
    const next = removed[i + 1];
    await db
      .updateTable('ledger_entries')
      .set((eb) => ({ balance_after: eb('balance_after', '-', shift) }))
      .where('account_id', '=', accountId)
      .where('id', '>', entry.id)
      .$if(next !== undefined, (q) => q.where('id', '<', next?.id ?? 0))
      .execute();
  }
  await db
    .updateTable('ledger_accounts')
    .set((eb) => ({ balance: eb('balance', '-', shift), version: eb('version', '+', 1) }))
    .where('id', '=', accountId)
    .execute();
};

/** Removed entries of the accounts that stay (house, system), by account, in entry order. */
const byRemainingAccount = (entries: readonly DoomedEntry[], memberIds: ReadonlySet<number>) => {
  const byAccount = new Map<number, DoomedEntry[]>();
  for (const e of entries) {
    if (memberIds.has(e.member_id ?? -1)) continue;
    byAccount.set(e.account_id, [...(byAccount.get(e.account_id) ?? []), e]);
  }
  return byAccount;
};

/**
 * Removes the members' ledger accounts and every transaction that touched them, whole, inside
 * the caller's transaction. Answers how many transactions went. Throws, removing nothing, if
 * any of them is not play money between these members and their site.
 */
export const removePlayMoneyOf = async (
  { db }: Ctx,
  memberIds: readonly number[],
): Promise<number> => {
  if (memberIds.length === 0) return 0;
  const members = new Set(memberIds);
  await lockPlayAccounts(db, memberIds);
  const entries = await doomedEntriesOf(db, memberIds);
  checkRemovable(entries, members);
  const transactionIds = [...new Set(entries.map((e) => e.transaction_id))];
  for (const ids of chunksOf(transactionIds)) {
    await db.deleteFrom('ledger_entries').where('transaction_id', 'in', ids).execute();
    await db.deleteFrom('ledger_transactions').where('id', 'in', ids).execute();
  }
  for (const [accountId, removed] of byRemainingAccount(entries, members)) {
    await closeGaps(db, accountId, removed);
  }
  await db.deleteFrom('ledger_accounts').where('member_id', 'in', memberIds).execute();
  return transactionIds.length;
};
