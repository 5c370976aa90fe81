import { type Kysely, sql } from 'kysely';
import { hotQuery } from '../../db/hot-query.js';
import type { Database } from '../../db/schema.js';
import { teamsWritten } from './generation.js';
import './paths.tables.js';
import './sums.tables.js';

type Db = Kysely<Database>;

/**
 * The team sums' statements (migration 0042). A member's row is added to each of its
 * ancestors in one statement, an insert from its team_paths rows that adds to a row already
 * there. PostgreSQL types a bare parameter in a select list as text: the casts keep numbers.
 */

export interface BetDayRow {
  day: string;
  vendor: string;
  category: string;
  bets: number;
  stake: number;
  payout: number;
}

export interface LedgerDayRow {
  day: string;
  type: string;
  amount: number;
}

export interface ActiveDayRow {
  kind: string;
  day: string;
  since: string;
  members: number;
}

const num = (value: number) => sql<number>`cast(${value} as bigint)`;
const text = (value: string) => sql<string>`cast(${value} as text)`;

/**
 * The member's ancestors, in id order: every writer of the sums locks ancestors' rows in the
 * same order on PostgreSQL, so two bets in one team wait for each other, never deadlock.
 */
const ancestorsOf = (db: Db, memberId: number) =>
  db
    .selectFrom('team_paths')
    .where('descendant_id', '=', memberId)
    .where('depth', '>=', sql.lit(1))
    .orderBy('ancestor_id');

// Every settled bet, sign-in and kept entry runs these: compiled once (db/hot-query.ts).
const betToAncestors = hotQuery(
  (
    db,
    day: string,
    vendor: string,
    category: string,
    bets: number,
    stake: number,
    payout: number,
    memberId: number,
  ) =>
    db
      .insertInto('team_bet_days')
      .columns(['ancestor_id', 'day', 'vendor', 'category', 'bets', 'stake', 'payout'])
      .expression(
        ancestorsOf(db, memberId).select([
          'ancestor_id',
          text(day).as('day'),
          text(vendor).as('vendor'),
          text(category).as('category'),
          num(bets).as('bets'),
          num(stake).as('stake'),
          num(payout).as('payout'),
        ]),
      )
      .onConflict((oc) =>
        oc.columns(['ancestor_id', 'day', 'vendor', 'category']).doUpdateSet((eb) => ({
          bets: eb(eb.ref('team_bet_days.bets'), '+', eb.ref('excluded.bets')),
          stake: eb(eb.ref('team_bet_days.stake'), '+', eb.ref('excluded.stake')),
          payout: eb(eb.ref('team_bet_days.payout'), '+', eb.ref('excluded.payout')),
        })),
      )
      .returning('ancestor_id'),
);

/** The ids of the ancestors whose rows a statement wrote: their teams' answers move on. */
const written = (rows: readonly { ancestor_id: number }[]) =>
  teamsWritten(rows.map((r) => Number(r.ancestor_id)));

export const addBetToAncestors = async (db: Db, memberId: number, row: BetDayRow) =>
  written(
    await betToAncestors(
      db,
      row.day,
      row.vendor,
      row.category,
      row.bets,
      row.stake,
      row.payout,
      memberId,
    ),
  );

const ledgerToAncestors = hotQuery(
  (db, day: string, type: string, amount: number, memberId: number) =>
    db
      .insertInto('team_ledger_days')
      .columns(['ancestor_id', 'day', 'type', 'amount'])
      .expression(
        ancestorsOf(db, memberId).select([
          'ancestor_id',
          text(day).as('day'),
          text(type).as('type'),
          num(amount).as('amount'),
        ]),
      )
      .onConflict((oc) =>
        oc.columns(['ancestor_id', 'day', 'type']).doUpdateSet((eb) => ({
          amount: eb(eb.ref('team_ledger_days.amount'), '+', eb.ref('excluded.amount')),
        })),
      )
      .returning('ancestor_id'),
);

export const addLedgerToAncestors = async (db: Db, memberId: number, row: LedgerDayRow) =>
  written(await ledgerToAncestors(db, row.day, row.type, row.amount, memberId));

const activeToAncestors = hotQuery(
  (db, kind: string, day: string, since: string, members: number, memberId: number) =>
    db
      .insertInto('team_active_days')
      .columns(['ancestor_id', 'kind', 'day', 'since', 'members'])
      .expression(
        ancestorsOf(db, memberId).select([
          'ancestor_id',
          text(kind).as('kind'),
          text(day).as('day'),
          text(since).as('since'),
          sql<number>`cast(${members} as integer)`.as('members'),
        ]),
      )
      .onConflict((oc) =>
        oc.columns(['ancestor_id', 'kind', 'day', 'since']).doUpdateSet((eb) => ({
          members: eb(eb.ref('team_active_days.members'), '+', eb.ref('excluded.members')),
        })),
      )
      .returning('ancestor_id'),
);

export const addActiveToAncestors = async (db: Db, memberId: number, row: ActiveDayRow) =>
  written(await activeToAncestors(db, row.kind, row.day, row.since, row.members, memberId));

const ancestorIds = hotQuery((db, memberId: number) =>
  ancestorsOf(db, memberId).select('ancestor_id'),
);

/** Marks the member's teams written without a sum (a bet placed, listed before it settles). */
export const touchAncestors = async (db: Db, memberId: number) =>
  written(await ancestorIds(db, memberId));

const activeDay = hotQuery((db, memberId: number, kind: string, day: string) =>
  db
    .insertInto('member_active_days')
    .values({ member_id: memberId, kind, day })
    .onConflict((oc) => oc.doNothing())
    .returning('member_id'),
);

/** Records the member active on the day; false when it already was. */
export const insertActiveDay = async (db: Db, memberId: number, kind: string, day: string) =>
  (await activeDay(db, memberId, kind, day)).length > 0;

/** The member's active days of the kind just before and just after the day, if any. */
export const neighbourDays = async (db: Db, memberId: number, kind: string, day: string) => {
  const days = db
    .selectFrom('member_active_days')
    .where('member_id', '=', memberId)
    .where('kind', '=', kind);
  const [before, after] = await Promise.all([
    days
      .select((eb) => eb.fn.max('day').as('day'))
      .where('day', '<', day)
      .executeTakeFirst(),
    days
      .select((eb) => eb.fn.min('day').as('day'))
      .where('day', '>', day)
      .executeTakeFirst(),
  ]);
  return { before: before?.day ?? null, after: after?.day ?? null };
};

/** Records many members active; answers those that were not yet (member, day). */
export const insertActiveDays = async (
  db: Db,
  kind: string,
  rows: readonly { memberId: number; day: string }[],
) => {
  const fresh: { memberId: number; day: string }[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db
      .insertInto('member_active_days')
      .values(rows.slice(i, i + 500).map((r) => ({ member_id: r.memberId, kind, day: r.day })))
      .onConflict((oc) => oc.doNothing())
      .returning(['member_id', 'day'])
      .execute();
    fresh.push(...inserted.map((r) => ({ memberId: Number(r.member_id), day: r.day })));
  }
  return fresh;
};

/** Which of the members are in some team (have an ancestor). */
export const membersWithAncestors = async (db: Db, memberIds: readonly number[]) => {
  const found = new Set<number>();
  for (let i = 0; i < memberIds.length; i += 500) {
    const rows = await db
      .selectFrom('team_paths')
      .select('descendant_id')
      .distinct()
      .where('descendant_id', 'in', memberIds.slice(i, i + 500))
      .where('depth', '>=', 1)
      .execute();
    for (const r of rows) found.add(Number(r.descendant_id));
  }
  return found;
};
