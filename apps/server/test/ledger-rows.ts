import { sql } from 'kysely';
import type { TestApp } from './test-app.js';

/**
 * The ledger's rows as they are, to compare before and after work that must leave some of them
 * alone; a guard that makes any update of them fail; and play money as it was written before
 * each trial member had a closed play book (on the site's shared play accounts).
 */

type Db = TestApp['db'];

/** Every row of the three ledger tables, in id order. */
export const ledgerRows = async (db: Db) => ({
  accounts: await db.selectFrom('ledger_accounts').selectAll().orderBy('id').execute(),
  transactions: await db.selectFrom('ledger_transactions').selectAll().orderBy('id').execute(),
  entries: await db.selectFrom('ledger_entries').selectAll().orderBy('id').execute(),
});
export type LedgerRows = Awaited<ReturnType<typeof ledgerRows>>;

/**
 * The rows of `rows` less a member's book: the member's accounts, every transaction that
 * touched one of them, those transactions' entries and every account they reached.
 */
export const withoutBookOf = (rows: LedgerRows, memberId: number) => {
  const own = new Set(rows.accounts.filter((a) => a.member_id === memberId).map((a) => a.id));
  const gone = new Set(
    rows.entries.filter((e) => own.has(e.account_id)).map((e) => e.transaction_id),
  );
  const reached = rows.entries.filter((e) => gone.has(e.transaction_id)).map((e) => e.account_id);
  const book = new Set([...own, ...reached]);
  return {
    book,
    rows: {
      accounts: rows.accounts.filter((a) => !book.has(a.id)),
      transactions: rows.transactions.filter((t) => !gone.has(t.id)),
      entries: rows.entries.filter((e) => !gone.has(e.transaction_id)),
    },
  };
};

const GUARDED = ['ledger_entries', 'ledger_accounts'] as const;

/** Makes every update of a ledger entry or account fail; answers what lifts the guard. */
export const forbidLedgerUpdates = async (db: Db, dialect: TestApp['dialect']) => {
  if (dialect === 'postgres') {
    await sql`create or replace function ledger_frozen() returns trigger language plpgsql as
      $$ begin raise exception '% updated', tg_table_name; end $$`.execute(db);
  }
  for (const table of GUARDED) {
    const name = sql.raw(`${table}_frozen`);
    const on = sql.raw(table);
    await (dialect === 'postgres'
      ? sql`create trigger ${name} before update on ${on} for each row execute function ledger_frozen()`
      : sql`create trigger ${name} before update on ${on} begin select raise(abort, '${on} updated'); end`
    ).execute(db);
  }
  return async () => {
    for (const table of GUARDED) {
      const name = sql.raw(`${table}_frozen`);
      await (dialect === 'postgres'
        ? sql`drop trigger ${name} on ${sql.raw(table)}`
        : sql`drop trigger ${name}`
      ).execute(db);
    }
  };
};

/**
 * A welcome credit of play money as written before closed books: from the site's shared system
 * play account (shard 0) into the member's play account, with the balances it produces.
 */
export const insertSharedPlayCredit = async (
  db: Db,
  member: { id: number; siteId: number },
  amountMinor: number,
) => {
  const account = { merchant_id: member.siteId, currency: 'MMK', kind: 'play' as const };
  await db
    .insertInto('ledger_accounts')
    .values([
      { ...account, owner: 'system', member_id: null, created_at: 0 },
      { ...account, owner: 'member', member_id: member.id, created_at: 0 },
    ])
    .onConflict((oc) => oc.doNothing())
    .execute();
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance'])
    .where('merchant_id', '=', member.siteId)
    .where('kind', '=', 'play')
    .where((eb) => eb.or([eb('member_id', '=', member.id), eb('owner', '=', 'system')]))
    .orderBy('owner')
    .execute();
  const [ours, system] = accounts; // 'member' sorts before 'system'
  if (!ours || !system) throw new Error('play accounts not made');
  const { id } = await db
    .insertInto('ledger_transactions')
    .values({
      merchant_id: member.siteId,
      idempotency_key: `shared-welcome:${member.id}`,
      type: 'welcome_credit',
      reference: null,
      request_hash: 'before closed books',
      answer: '{}',
      created_at: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [side, amount] of [
    [system, -amountMinor],
    [ours, amountMinor],
  ] as const) {
    const balance = side.balance + amount;
    await db
      .insertInto('ledger_entries')
      .values({ transaction_id: id, account_id: side.id, amount, balance_after: balance })
      .execute();
    await db.updateTable('ledger_accounts').set({ balance }).where('id', '=', side.id).execute();
  }
};
