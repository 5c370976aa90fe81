import type { Ctx } from '../../context.js';
import { playBookOf, playBookShard } from './ledger.accounts.js';
import type { Db } from './ledger.repository.js';
import { type LockedAccount, lockAccounts } from './ledger.statements.js';

/**
 * Removing members' play money (DESIGN.md "Rules that span features": play money is its own
 * book). Each free-trial member's play money is a closed book (ledger.accounts.ts): their play
 * account, the house side of their book, and transactions between the two only. Removing a
 * member deletes that book whole: its transactions, their entries and both accounts. No other
 * account is locked, read for update or changed, so the ledger's invariants (balances equal
 * their entries' sum and running sums) hold for every account that stays, untouched, and
 * removing a member never waits for, nor holds up, anyone else's money.
 *
 * A member whose money is anything else (a cash account, or play money from before books were
 * closed, whose other side is a shared play account) is kept whole, with the reason.
 */

/** A member the removal kept, and why. */
export interface KeptMember {
  memberId: number;
  reason: string;
}

/** Ids per statement: far below SQLite's and PostgreSQL's limits on parameters. */
const CHUNK = 500;

const chunksOf = <T>(items: readonly T[]): T[][] => {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) chunks.push(items.slice(i, i + CHUNK));
  return chunks;
};

/**
 * The members' accounts and the house sides of their play books, locked (PostgreSQL) in id
 * order as every ledger transaction locks, so a bet of theirs still running finishes first.
 */
const lockBooksOf = async (db: Db, memberIds: readonly number[]): Promise<LockedAccount[]> => {
  const own = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'merchant_id', 'currency'])
    .where('member_id', 'in', memberIds)
    .execute();
  if (own.length === 0) return [];
  // The house sides by the unique index's columns (site, owner, currency, kind, shard).
  const houses = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('merchant_id', 'in', [...new Set(own.map((a) => a.merchant_id))])
    .where('owner', '=', 'house')
    .where('currency', 'in', [...new Set(own.map((a) => a.currency))])
    .where('kind', '=', 'play')
    .where('shard', 'in', memberIds.map(playBookShard))
    .execute();
  return lockAccounts(
    db,
    [...own, ...houses].map((a) => a.id),
  );
};

/** Every entry of every transaction that touched one of the accounts. */
const entriesReaching = async (db: Db, accountIds: readonly number[]) => {
  if (accountIds.length === 0) return [];
  return db
    .selectFrom('ledger_entries')
    .select(['transaction_id', 'account_id'])
    .where('transaction_id', 'in', (eb) =>
      eb
        .selectFrom('ledger_entries')
        .select('transaction_id')
        .where('account_id', 'in', accountIds),
    )
    .execute();
};

/** Why each member whose money is not a closed play book must stay, by member. */
const reasonsToKeep = (
  accounts: readonly LockedAccount[],
  entries: readonly { transaction_id: number; account_id: number }[],
): Map<number, string> => {
  const reasons = new Map<number, string>();
  for (const a of accounts) {
    if (a.member_id !== null && a.kind !== 'play') reasons.set(a.member_id, `holds ${a.kind}`);
  }
  const bookOf = new Map(accounts.map((a) => [a.id, playBookOf(a)]));
  const books = new Map<number, Set<number | null | undefined>>();
  for (const e of entries) {
    const seen = books.get(e.transaction_id) ?? new Set();
    books.set(e.transaction_id, seen.add(bookOf.get(e.account_id)));
  }
  for (const [transactionId, seen] of books) {
    if (seen.size === 1 && !seen.has(undefined) && !seen.has(null)) continue;
    for (const member of seen) {
      const reason = `ledger transaction ${transactionId} reaches outside its play book`;
      if (typeof member === 'number' && !reasons.has(member)) reasons.set(member, reason);
    }
  }
  return reasons;
};

/** Deletes the books' transactions, their entries (all on the books' accounts) and accounts. */
const deleteBooks = async (db: Db, accountIds: readonly number[], transactionIds: number[]) => {
  if (accountIds.length === 0) return;
  await db.deleteFrom('member_ledger_days').where('account_id', 'in', accountIds).execute();
  await db.deleteFrom('ledger_entries').where('account_id', 'in', accountIds).execute();
  for (const ids of chunksOf(transactionIds)) {
    await db.deleteFrom('ledger_transactions').where('id', 'in', ids).execute();
  }
  await db.deleteFrom('ledger_accounts').where('id', 'in', accountIds).execute();
};

/**
 * Removes the play books of those members whose money is nothing else, inside the caller's
 * transaction, and answers who went and who was kept (their rows untouched), in the given order.
 */
export const removePlayBooksOf = async (
  { db }: Ctx,
  memberIds: readonly number[],
): Promise<{ removed: number[]; kept: KeptMember[] }> => {
  if (memberIds.length === 0) return { removed: [], kept: [] };
  const accounts = await lockBooksOf(db, memberIds);
  const entries = await entriesReaching(
    db,
    accounts.map((a) => a.id),
  );
  const reasons = reasonsToKeep(accounts, entries);
  const going = accounts.filter((a) => !reasons.has(playBookOf(a) ?? a.member_id ?? -1));
  const goingIds = new Set(going.map((a) => a.id));
  const transactionIds = entries
    .filter((e) => goingIds.has(e.account_id))
    .map((e) => e.transaction_id);
  await deleteBooks(db, [...goingIds], [...new Set(transactionIds)]);
  return {
    removed: memberIds.filter((id) => !reasons.has(id)),
    kept: memberIds.flatMap((id) => {
      const reason = reasons.get(id);
      return reason === undefined ? [] : [{ memberId: id, reason }];
    }),
  };
};
