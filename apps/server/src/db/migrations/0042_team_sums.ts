import { type Kysely, sql } from 'kysely';
import { bigIntType, notNull } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/**
 * Team sums kept along the upline tree (team-tree), so an agent's team figures read a few rows
 * per day instead of every team member's daily summaries (DESIGN.md "Agents' teams"):
 *
 * - team_bet_days: per ancestor, site day the bet was placed, vendor and category, the settled
 *   bets of its team (the ancestor left out), as member_bet_days has them per member.
 * - team_ledger_days: per ancestor, site day and ledger type, the sum of its team's entries on
 *   member accounts, for the types the team figures show.
 * - member_active_days: per member and kind ('bet', 'login', 'joined'), each site day it was
 *   active: settled a bet placed that day, started a session, registered.
 * - team_active_days: per ancestor, kind, day and `since` (the member's previous active day of
 *   that kind, '' for none), how many of its team were active that day. The members active
 *   over days [from, to] are the rows of those days whose `since` is before `from`: each member
 *   has exactly one such row, its first active day in the range. So a distinct count over any
 *   range is a sum over a handful of rows.
 *
 * The rows are filled from what is already recorded; the day of a session or registration is
 * the site-local date of its instant.
 */

/** The ledger types whose team sums are kept (the team overview's and P&L's figures). */
const LEDGER_TYPES = ['deposit', 'withdrawal', 'rebate', 'salary', 'dividend', 'commission'];

export async function up(db: AnyDb): Promise<void> {
  const big = bigIntType(db);
  await db.schema
    .createTable('team_bet_days')
    .addColumn('ancestor_id', 'integer', notNull)
    .addColumn('day', 'text', notNull)
    .addColumn('vendor', 'text', notNull)
    .addColumn('category', 'text', notNull)
    .addColumn('bets', 'integer', notNull)
    .addColumn('stake', big, notNull)
    .addColumn('payout', big, notNull)
    .addPrimaryKeyConstraint('team_bet_days_pk', ['ancestor_id', 'day', 'vendor', 'category'])
    .execute();
  await db.schema
    .createTable('team_ledger_days')
    .addColumn('ancestor_id', 'integer', notNull)
    .addColumn('day', 'text', notNull)
    .addColumn('type', 'text', notNull)
    .addColumn('amount', big, notNull)
    .addPrimaryKeyConstraint('team_ledger_days_pk', ['ancestor_id', 'day', 'type'])
    .execute();
  await db.schema
    .createTable('member_active_days')
    .addColumn('member_id', 'integer', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('day', 'text', notNull)
    .addPrimaryKeyConstraint('member_active_days_pk', ['member_id', 'kind', 'day'])
    .execute();
  await db.schema
    .createTable('team_active_days')
    .addColumn('ancestor_id', 'integer', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('day', 'text', notNull)
    .addColumn('since', 'text', notNull)
    .addColumn('members', 'integer', notNull)
    .addPrimaryKeyConstraint('team_active_days_pk', ['ancestor_id', 'kind', 'day', 'since'])
    .execute();
  await fill(db);
}

const fill = async (db: AnyDb) => {
  await sql`
    insert into team_bet_days (ancestor_id, day, vendor, category, bets, stake, payout)
    select p.ancestor_id, d.day, d.vendor, d.category, sum(d.bets), sum(d.stake), sum(d.payout)
    from member_bet_days d join team_paths p on p.descendant_id = d.member_id and p.depth >= 1
    group by p.ancestor_id, d.day, d.vendor, d.category`.execute(db);
  await sql`
    insert into team_ledger_days (ancestor_id, day, type, amount)
    select p.ancestor_id, d.day, d.type, sum(d.amount)
    from member_ledger_days d
    join ledger_accounts a on a.id = d.account_id
    join team_paths p on p.descendant_id = a.member_id and p.depth >= 1
    where d.type in (${sql.join(LEDGER_TYPES)})
    group by p.ancestor_id, d.day, d.type`.execute(db);
  await sql`
    insert into member_active_days (member_id, kind, day)
    select distinct member_id, 'bet', day from member_bet_days`.execute(db);
  await fillByInstant(db, 'login', 'sessions', 'member_id');
  await fillByInstant(db, 'joined', 'members', 'id');
  // Each active day with the member's previous one of the kind, counted for every ancestor.
  await sql`
    insert into team_active_days (ancestor_id, kind, day, since, members)
    select p.ancestor_id, a.kind, a.day, a.since, count(*)
    from (
      select member_id, kind, day,
        coalesce(lag(day) over (partition by member_id, kind order by day), '') as since
      from member_active_days
    ) a
    join team_paths p on p.descendant_id = a.member_id and p.depth >= 1
    group by p.ancestor_id, a.kind, a.day, a.since`.execute(db);
};

/** Active days of a kind from a table's (member, site, instant) rows, by each site's zone. */
const fillByInstant = async (db: AnyDb, kind: string, table: string, memberColumn: string) => {
  const zones = new Map<number, Intl.DateTimeFormat>(
    (await db.selectFrom('merchants').select(['id', 'time_zone']).execute()).map((r) => [
      Number(r.id),
      // en-CA writes dates as YYYY-MM-DD.
      new Intl.DateTimeFormat('en-CA', { timeZone: String(r.time_zone) }),
    ]),
  );
  const rows = await db
    .selectFrom(table)
    .select([`${memberColumn} as member_id`, 'merchant_id', 'created_at'])
    .execute();
  const days = new Set<string>();
  for (const r of rows) {
    const zone = zones.get(Number(r.merchant_id));
    if (zone) days.add(`${Number(r.member_id)} ${zone.format(Number(r.created_at))}`);
  }
  const values = [...days].map((key) => {
    const [member, day] = key.split(' ');
    return { member_id: Number(member), kind, day: day ?? '' };
  });
  for (let i = 0; i < values.length; i += 500) {
    await db
      .insertInto('member_active_days')
      .values(values.slice(i, i + 500))
      .execute();
  }
};

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['team_active_days', 'member_active_days', 'team_ledger_days']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropTable('team_bet_days').execute();
}
