import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ActiveDayRow, BetDayRow, LedgerDayRow } from './sums.repository.js';
import './paths.tables.js';
import './sums.tables.js';

type Db = Kysely<Database>;

/**
 * Statements that move a sub-team's sums between ancestors, when the tree changes shape (a
 * move, a removal): what the sub-team's root carries below it, and additions of many rows to
 * many ancestors in chunks (each chunk one statement within the parameters' limit).
 */

const CHUNK = 400;

/** The root's team sums (its sub-team, itself left out), every day. */
export const betRowsOf = async (db: Db, ancestorId: number): Promise<BetDayRow[]> =>
  (
    await db
      .selectFrom('team_bet_days')
      .select(['day', 'vendor', 'category', 'bets', 'stake', 'payout'])
      .where('ancestor_id', '=', ancestorId)
      .execute()
  ).map((r) => ({ ...r, bets: Number(r.bets), stake: Number(r.stake), payout: Number(r.payout) }));

export const ledgerRowsOf = async (db: Db, ancestorId: number): Promise<LedgerDayRow[]> =>
  (
    await db
      .selectFrom('team_ledger_days')
      .select(['day', 'type', 'amount'])
      .where('ancestor_id', '=', ancestorId)
      .execute()
  ).map((r) => ({ ...r, amount: Number(r.amount) }));

/** The active days of the root and everyone below it, each with its member's previous one. */
export const activeRowsBelow = async (db: Db, rootId: number): Promise<ActiveDayRow[]> => {
  const rows = await sql<{ kind: string; day: string; since: string; members: number | string }>`
    select a.kind, a.day, a.since, count(*) as members
    from (
      select member_id, kind, day,
        coalesce(lag(day) over (partition by member_id, kind order by day), '') as since
      from member_active_days
      where member_id in (select descendant_id from team_paths where ancestor_id = ${rootId})
    ) a
    group by a.kind, a.day, a.since`.execute(db);
  return rows.rows.map((r) => ({ ...r, members: Number(r.members) }));
};

const chunksOf = <T>(rows: readonly T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) =>
    rows.slice(i * CHUNK, (i + 1) * CHUNK),
  );

const each = <T>(ancestors: readonly number[], rows: readonly T[]) =>
  ancestors.flatMap((ancestor_id) => rows.map((r) => ({ ancestor_id, ...r })));

export const addBetRows = async (db: Db, ancestors: readonly number[], rows: BetDayRow[]) => {
  for (const chunk of chunksOf(each(ancestors, rows))) {
    await db
      .insertInto('team_bet_days')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['ancestor_id', 'day', 'vendor', 'category']).doUpdateSet((eb) => ({
          bets: eb(eb.ref('team_bet_days.bets'), '+', eb.ref('excluded.bets')),
          stake: eb(eb.ref('team_bet_days.stake'), '+', eb.ref('excluded.stake')),
          payout: eb(eb.ref('team_bet_days.payout'), '+', eb.ref('excluded.payout')),
        })),
      )
      .execute();
  }
};

export const addLedgerRows = async (db: Db, ancestors: readonly number[], rows: LedgerDayRow[]) => {
  for (const chunk of chunksOf(each(ancestors, rows))) {
    await db
      .insertInto('team_ledger_days')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['ancestor_id', 'day', 'type']).doUpdateSet((eb) => ({
          amount: eb(eb.ref('team_ledger_days.amount'), '+', eb.ref('excluded.amount')),
        })),
      )
      .execute();
  }
};

export const addActiveRows = async (db: Db, ancestors: readonly number[], rows: ActiveDayRow[]) => {
  for (const chunk of chunksOf(each(ancestors, rows))) {
    await db
      .insertInto('team_active_days')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['ancestor_id', 'kind', 'day', 'since']).doUpdateSet((eb) => ({
          members: eb(eb.ref('team_active_days.members'), '+', eb.ref('excluded.members')),
        })),
      )
      .execute();
  }
};

/** Drops the ancestors' rows that came to nothing (a sub-team moved out of them). */
export const deleteEmptyRows = async (db: Db, ancestors: readonly number[]) => {
  if (ancestors.length === 0) return;
  const list = [...ancestors];
  await db
    .deleteFrom('team_bet_days')
    .where('ancestor_id', 'in', list)
    .where('bets', '=', 0)
    .execute();
  await db
    .deleteFrom('team_ledger_days')
    .where('ancestor_id', 'in', list)
    .where('amount', '=', 0)
    .execute();
  await db
    .deleteFrom('team_active_days')
    .where('ancestor_id', 'in', list)
    .where('members', '=', 0)
    .execute();
};

/** Everything kept of removed members: their own team's sums and their active days. */
export const deleteSumsOf = async (db: Db, memberIds: readonly number[]) => {
  const list = [...memberIds];
  await db.deleteFrom('team_bet_days').where('ancestor_id', 'in', list).execute();
  await db.deleteFrom('team_ledger_days').where('ancestor_id', 'in', list).execute();
  await db.deleteFrom('team_active_days').where('ancestor_id', 'in', list).execute();
  await db.deleteFrom('member_active_days').where('member_id', 'in', list).execute();
};

/** The member's ancestors (depth 1 and up). */
export const ancestorIdsOf = async (db: Db, memberId: number) =>
  (
    await db
      .selectFrom('team_paths')
      .select('ancestor_id')
      .where('descendant_id', '=', memberId)
      .where('depth', '>=', 1)
      .execute()
  ).map((r) => Number(r.ancestor_id));
