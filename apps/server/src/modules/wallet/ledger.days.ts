import type { LedgerTransactionType, WalletAccountKind } from '@lotto/contract';
import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Ctx } from '../../context.js';
import { hotQuery } from '../../db/hot-query.js';
import './ledger.tables.js';

/**
 * Reading a member's ledger by site day (README "Records and summaries"). The summaries
 * (member_ledger_days) are written with every entry on a member account (ledger.post.ts); here
 * they answer the totals of a range of days at once and say which id ranges of the
 * (account_id, id) index hold a day's entries, so a page reads only entries it may show.
 */

/** One summary row: a member account's entries of one type on one site day. */
export interface LedgerDay {
  day: string;
  type: LedgerTransactionType;
  entries: number;
  /** Signed sum of the entries, minor units. */
  amount: number;
  firstEntryId: number;
  lastEntryId: number;
}

export interface DayRange {
  /** Site-local dates, YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

type Db = Ctx['db'];
type Wallet = { memberId: number; kind: WalletAccountKind };
type DayRow = LedgerDay & { accountId: number };

/** Summary rows of a member's account of a kind over days [from, to]. */
const daysQuery = (db: Db, memberId: number, kind: WalletAccountKind, from: string, to: string) =>
  db
    .selectFrom('member_ledger_days as d')
    .innerJoin('ledger_accounts as a', 'a.id', 'd.account_id')
    .selectAll('d')
    .where('a.member_id', '=', memberId)
    .where('a.kind', '=', kind)
    .where('d.day', '>=', from)
    .where('d.day', '<=', to);

// Every records request reads today's rows (the settled days come from their cache).
const openDays = hotQuery(daysQuery);
const settledDays = hotQuery(
  (db, memberId: number, kind: WalletAccountKind, from: string, to: string, below: string) =>
    daysQuery(db, memberId, kind, from, to).where('d.day', '<', below),
);

/** The summary rows of the member's account of a kind over days [from, to], below `below` if given. */
const dayRows = async (
  db: Db,
  member: Wallet,
  days: { from: string; to: string; below?: string },
): Promise<DayRow[]> => {
  const rows =
    days.below === undefined
      ? await openDays(db, member.memberId, member.kind, days.from, days.to)
      : await settledDays(db, member.memberId, member.kind, days.from, days.to, days.below);
  return rows.map((r) => ({
    accountId: r.account_id,
    day: r.day,
    type: r.type,
    entries: Number(r.entries),
    amount: Number(r.amount),
    firstEntryId: Number(r.first_entry_id),
    lastEntryId: Number(r.last_entry_id),
  }));
};

/**
 * Summary rows of settled days, per database. An entry is dated when it is written (ledger.post),
 * so a day's rows stop changing once the day is over and every transaction begun in it has
 * committed: they are kept without expiry, up to a bound on rows (about 40 MB).
 */
const MAX_SETTLED_ROWS = 200_000;
const settledCaches = new WeakMap<Db, LRUCache<string, DayRow[]>>();
const settledCacheOf = (db: Db) => {
  let cache = settledCaches.get(db);
  if (!cache) {
    cache = new LRUCache({ maxSize: MAX_SETTLED_ROWS, sizeCalculation: (rows) => rows.length + 1 });
    settledCaches.set(db, cache);
  }
  return cache;
};

/**
 * The summary rows of the member's account of a kind over the days, with the account's id:
 * null when no money of that kind moved on those days. Days before `settledBefore` (a day
 * that began well after every transaction of theirs could still commit) come from the cache
 * of settled days; the rest, today mostly, from the table.
 */
export const ledgerDaysOf = async (
  { db }: Ctx,
  member: Wallet,
  range: DayRange,
  settledBefore?: string,
): Promise<{ accountId: number | null; days: LedgerDay[] }> => {
  let rows: DayRow[];
  if (settledBefore === undefined || settledBefore <= range.from) {
    rows = await dayRows(db, member, range);
  } else {
    const cache = settledCacheOf(db);
    const settledTo = range.to < settledBefore ? range.to : `<${settledBefore}`;
    const key = `${member.memberId}|${member.kind}|${range.from}|${settledTo}`;
    let settled = cache.get(key);
    if (!settled) {
      settled = await dayRows(db, member, { ...range, below: settledBefore });
      cache.set(key, settled);
    }
    const open =
      range.to < settledBefore
        ? []
        : await dayRows(db, member, { from: settledBefore, to: range.to });
    rows = [...settled, ...open];
  }
  return { accountId: rows[0]?.accountId ?? null, days: rows };
};

/** An entry as the statement shows it, with the account's balance right after it. */
export interface StatementEntry {
  id: number;
  transactionId: number;
  type: LedgerTransactionType;
  reference: string | null;
  amount: number;
  balanceAfter: number;
  createdAt: number;
}

/**
 * The ids the days' entries lie between (the summaries keep each day's first and last): one
 * range of the (account_id, id) index, or of (account_id, type, id) with a type, so a page reads
 * only rows it may show, however large the member's history or rare the type.
 */
const idRangeOf = (days: readonly LedgerDay[]) =>
  days.length === 0
    ? null
    : {
        low: Math.min(...days.map((d) => d.firstEntryId)),
        high: Math.max(...days.map((d) => d.lastEntryId)),
      };

/** A page of entries of an account between two ids, newest first. */
const pageQuery = (db: Db, idRef: 'e.id' | '+e.id', accountId: number, low: number, high: number) =>
  db
    .selectFrom('ledger_entries as e')
    // Member entries carry their transaction's type, time and reference (migrations 0018,
    // 0029): a page never reads the transactions.
    .select([
      'e.id',
      'e.transaction_id',
      'e.type',
      'e.reference',
      'e.amount',
      'e.balance_after',
      'e.created_at',
    ])
    .where('e.account_id', '=', accountId)
    .where(idRef === 'e.id' ? sql.ref('e.id') : sql<number>`+e.id`, '>=', low)
    .where(idRef === 'e.id' ? sql.ref('e.id') : sql<number>`+e.id`, '<=', high)
    // A member account's entries always carry them (written since 0018/0029, backfilled by 0029).
    .$narrowType<{ type: LedgerTransactionType; created_at: number }>();

// Every statement request reads a page: compiled once per shape (db/hot-query.ts).
const entriesPage = hotQuery((db, accountId: number, low: number, high: number, limit: number) =>
  pageQuery(db, 'e.id', accountId, low, high).orderBy('e.id', 'desc').limit(limit),
);
/** A page of one type's entries, bounding the range by `idRef`. */
const typePageBy = (idRef: 'e.id' | '+e.id') =>
  hotQuery(
    (
      db,
      accountId: number,
      low: number,
      high: number,
      type: LedgerTransactionType,
      limit: number,
    ) =>
      pageQuery(db, idRef, accountId, low, high)
        .where('e.type', '=', type)
        .orderBy('e.id', 'desc')
        .limit(limit),
  );
/** A common type (a quarter of the range or more) is found fastest along the id range itself. */
const typePage = typePageBy('e.id');
/**
 * A rare type is read along the partial index (account_id, type, id): `+e.id` keeps SQLite,
 * which has no statistics, from walking the (account_id, id) range through every other entry.
 */
const rareTypePage = typePageBy('+e.id');

/**
 * One page of the account's entries over the days the summary rows name, newest first, from
 * before the entry id `before` (keyset paging). Answers one entry more than `limit` when there
 * are more.
 */
export const statementPage = async (
  { db }: Ctx,
  accountId: number,
  days: readonly LedgerDay[],
  page: {
    type?: LedgerTransactionType | undefined;
    /** Several types at once (a group of the record screen), when no single type is asked. */
    types?: readonly LedgerTransactionType[] | undefined;
    /** The type is under a quarter of the range's entries (see the summaries). */
    rare: boolean;
    before: number | null;
    limit: number;
  },
): Promise<StatementEntry[]> => {
  const range = idRangeOf(days);
  if (!range) return [];
  const high = page.before === null ? range.high : Math.min(range.high, page.before - 1);
  if (high < range.low) return [];
  const rows =
    page.type === undefined && page.types
      ? await pageQuery(db, 'e.id', accountId, range.low, high)
          .where('e.type', 'in', page.types)
          .orderBy('e.id', 'desc')
          .limit(page.limit + 1)
          .execute()
      : page.type === undefined
        ? await entriesPage(db, accountId, range.low, high, page.limit + 1)
        : await (page.rare ? rareTypePage : typePage)(
            db,
            accountId,
            range.low,
            high,
            page.type,
            page.limit + 1,
          );
  return rows.map((r) => ({
    id: Number(r.id),
    transactionId: Number(r.transaction_id),
    type: r.type,
    reference: r.reference,
    amount: Number(r.amount),
    balanceAfter: Number(r.balance_after),
    createdAt: Number(r.created_at),
  }));
};

/** The sum of a member's cash entries of one type over all days (VIP levels count deposits). */
export const lifetimeTotalOf = async (
  { db }: Ctx,
  memberId: number,
  type: LedgerTransactionType,
): Promise<number> => {
  const row = await db
    .selectFrom('member_ledger_days as d')
    .innerJoin('ledger_accounts as a', 'a.id', 'd.account_id')
    .select((eb) => eb.fn.sum<number>('d.amount').as('total'))
    .where('a.member_id', '=', memberId)
    .where('a.kind', '=', 'cash')
    .where('d.type', '=', type)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
};

/** Members with cash entries of the type on or after the site day (the VIP job's candidates). */
export const membersWithLedgerTypeSince = async (
  { db }: Ctx,
  type: LedgerTransactionType,
  day: string,
): Promise<number[]> =>
  (
    await db
      .selectFrom('member_ledger_days as d')
      .innerJoin('ledger_accounts as a', 'a.id', 'd.account_id')
      .select('a.member_id')
      .distinct()
      .where('a.kind', '=', 'cash')
      .where('d.type', '=', type)
      .where('d.day', '>=', day)
      .execute()
  ).flatMap((r) => (r.member_id === null ? [] : [Number(r.member_id)]));

/**
 * The signed sum of a member's cash entries of the types written since `since` (epoch ms):
 * the reality check's net of bets and wins since the session began.
 */
export const cashNetSince = async (
  { db }: Ctx,
  memberId: number,
  since: number,
  types: readonly LedgerTransactionType[],
): Promise<number> => {
  const row = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select((eb) => eb.fn.sum<number>('e.amount').as('total'))
    .where('a.member_id', '=', memberId)
    .where('a.kind', '=', 'cash')
    .where('e.type', 'in', [...types])
    .where('t.created_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
};
