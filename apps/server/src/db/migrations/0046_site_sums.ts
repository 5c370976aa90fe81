import { type Kysely, sql } from 'kysely';
import { bigIntType, notNull } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/**
 * Site sums for the back office's reports (docs/reports.md): what a whole site did per site
 * day, kept with what they count in the same transaction, as the team sums are per ancestor
 * (0042), so a month's report reads a few rows per day instead of every member's:
 *
 * - site_bet_days: per site, day the bet was placed, vendor and category, the settled bets.
 * - site_ledger_days: per site, day and ledger type, the count and sum of member entries of
 *   the types the reports show, and `first_deposit` (members' first deposits ever).
 * - site_active_days: per site, kind, day and `since` (the member's previous active day of the
 *   kind, '' for none), how many members were active, as team_active_days per ancestor.
 * - member_first_deposits: each member's first credited deposit (day and amount), once.
 * - site_members: the members counted in their site's sums (the site of each), every one but
 *   free-trial members, listed as they sign up.
 *
 * The team sums gain the bonus and red envelope types the reports' agent rows show (NGR).
 * Free-trial members (type 4) play with play money and count nowhere. Every table is filled
 * from what is already recorded.
 */

/** The ledger types the site sums keep; the team sums keep the same set from now on. */
const LEDGER_TYPES = [
  'deposit',
  'withdrawal',
  'rebate',
  'salary',
  'dividend',
  'commission',
  'bonus',
  'red_envelope',
];
const NEW_TEAM_TYPES = ['bonus', 'red_envelope'];

export async function up(db: AnyDb): Promise<void> {
  const big = bigIntType(db);
  await db.schema
    .createTable('site_bet_days')
    .addColumn('merchant_id', 'integer', notNull)
    .addColumn('day', 'text', notNull)
    .addColumn('vendor', 'text', notNull)
    .addColumn('category', 'text', notNull)
    .addColumn('bets', 'integer', notNull)
    .addColumn('stake', big, notNull)
    .addColumn('payout', big, notNull)
    .addPrimaryKeyConstraint('site_bet_days_pk', ['merchant_id', 'day', 'vendor', 'category'])
    .execute();
  await db.schema
    .createTable('site_ledger_days')
    .addColumn('merchant_id', 'integer', notNull)
    .addColumn('day', 'text', notNull)
    .addColumn('type', 'text', notNull)
    .addColumn('entries', 'integer', notNull)
    .addColumn('amount', big, notNull)
    .addPrimaryKeyConstraint('site_ledger_days_pk', ['merchant_id', 'day', 'type'])
    .execute();
  await db.schema
    .createTable('site_active_days')
    .addColumn('merchant_id', 'integer', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('day', 'text', notNull)
    .addColumn('since', 'text', notNull)
    .addColumn('members', 'integer', notNull)
    .addPrimaryKeyConstraint('site_active_days_pk', ['merchant_id', 'kind', 'day', 'since'])
    .execute();
  await db.schema
    .createTable('member_first_deposits')
    .addColumn('member_id', 'integer', (c) => c.primaryKey())
    .addColumn('day', 'text', notNull)
    .addColumn('amount', big, notNull)
    .execute();
  await db.schema
    .createTable('site_members')
    .addColumn('member_id', 'integer', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', notNull)
    .execute();
  await db.schema
    .createIndex('member_first_deposits_day')
    .on('member_first_deposits')
    .column('day')
    .execute();
  await fill(db);
}

const fill = async (db: AnyDb) => {
  await sql`
    insert into site_members (member_id, merchant_id)
    select id, merchant_id from members where type <> 4`.execute(db);
  await sql`
    insert into site_bet_days (merchant_id, day, vendor, category, bets, stake, payout)
    select m.merchant_id, d.day, d.vendor, d.category, sum(d.bets), sum(d.stake), sum(d.payout)
    from member_bet_days d join members m on m.id = d.member_id and m.type <> 4
    group by m.merchant_id, d.day, d.vendor, d.category`.execute(db);
  // A transaction's entries on one member's accounts count once, summed, as the wallet writes.
  await sql`
    insert into site_ledger_days (merchant_id, day, type, entries, amount)
    select m.merchant_id, t.day, t.type, count(*), sum(t.amount)
    from (
      select a.member_id, d.day, d.type, sum(e.amount) as amount
      from ledger_entries e
      join ledger_accounts a on a.id = e.account_id
      join member_ledger_days d on d.account_id = e.account_id and d.type = e.type
        and e.id between d.first_entry_id and d.last_entry_id
      where e.type in (${sql.join(LEDGER_TYPES)})
      group by a.member_id, d.day, d.type, e.transaction_id
      having sum(e.amount) <> 0
    ) t join members m on m.id = t.member_id and m.type <> 4
    group by m.merchant_id, t.day, t.type`.execute(db);
  await sql`
    insert into team_ledger_days (ancestor_id, day, type, amount)
    select p.ancestor_id, d.day, d.type, sum(d.amount)
    from member_ledger_days d
    join ledger_accounts a on a.id = d.account_id
    join team_paths p on p.descendant_id = a.member_id and p.depth >= 1
    where d.type in (${sql.join(NEW_TEAM_TYPES)})
    group by p.ancestor_id, d.day, d.type`.execute(db);
  await sql`
    insert into site_active_days (merchant_id, kind, day, since, members)
    select m.merchant_id, a.kind, a.day, a.since, count(*)
    from (
      select member_id, kind, day,
        coalesce(lag(day) over (partition by member_id, kind order by day), '') as since
      from member_active_days
    ) a
    join members m on m.id = a.member_id and m.type <> 4
    group by m.merchant_id, a.kind, a.day, a.since`.execute(db);
  await fillFirstDeposits(db);
};

/** Each member's first deposit entry: the first of its earliest day's deposits. */
const fillFirstDeposits = async (db: AnyDb) => {
  const rows = await db
    .selectFrom('member_ledger_days as d')
    .innerJoin('ledger_accounts as a', 'a.id', 'd.account_id')
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .select(['a.member_id', 'm.merchant_id', 'd.day', 'd.first_entry_id'])
    .where('d.type', '=', 'deposit')
    .where('m.type', '<>', 4)
    .orderBy('a.member_id')
    .orderBy('d.day')
    .orderBy('d.first_entry_id')
    .execute();
  const seen = new Set<number>();
  for (const r of rows) {
    const memberId = Number(r.member_id);
    if (seen.has(memberId)) continue;
    seen.add(memberId);
    const entry = await db
      .selectFrom('ledger_entries')
      .select('amount')
      .where('id', '=', r.first_entry_id)
      .executeTakeFirstOrThrow();
    const amount = Number(entry.amount);
    await db
      .insertInto('member_first_deposits')
      .values({ member_id: memberId, day: r.day, amount })
      .execute();
    await sql`
      insert into site_ledger_days (merchant_id, day, type, entries, amount)
      values (${Number(r.merchant_id)}, ${r.day}, 'first_deposit', 1, ${amount})
      on conflict (merchant_id, day, type) do update set
        entries = site_ledger_days.entries + 1,
        amount = site_ledger_days.amount + excluded.amount`.execute(db);
  }
};

export async function down(db: AnyDb): Promise<void> {
  await sql`delete from team_ledger_days where type in (${sql.join(NEW_TEAM_TYPES)})`.execute(db);
  for (const table of [
    'site_members',
    'member_first_deposits',
    'site_active_days',
    'site_ledger_days',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropTable('site_bet_days').execute();
}
