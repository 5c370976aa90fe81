import type { Kysely } from 'kysely';
import type { Ctx } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { addSiteActive, addSiteBet, addSiteBets, addSiteLedger } from '../site-sums/index.js';
import {
  addActiveToAncestors,
  addBetToAncestors,
  addLedgerToAncestors,
  type BetDayRow,
  insertActiveDay,
  insertActiveDays,
  type LedgerDayRow,
  membersWithAncestors,
  neighbourDays,
  touchAncestors,
} from './sums.repository.js';

/**
 * The team sums (migration 0042), recorded by the module that writes what they count, in the
 * same transaction: play for a settled bet, the wallet for an entry, sessions for a sign-in,
 * sign-up for a registration. Each adds the member's figure to every ancestor's team, and to
 * its site's sums (site-sums, the reports' figures), members in no team included.
 */

/** The ledger types whose team sums are kept: what the team overview and P&L show. */
export const TEAM_LEDGER_TYPES = [
  'deposit',
  'withdrawal',
  'rebate',
  'salary',
  'dividend',
  'commission',
  'bonus',
  'red_envelope',
] as const;
export type TeamLedgerType = (typeof TEAM_LEDGER_TYPES)[number];

const kept = new Set<string>(TEAM_LEDGER_TYPES);

type Db = Kysely<Database>;

/** What a team's members are counted as active for, once a day each. */
export type ActiveKind = 'bet' | 'login' | 'joined';

/**
 * Records the member active (of the kind) on the site day. Its ancestors count it on that day
 * with its previous active day; a day recorded out of order (a bet placed before another that
 * settled first) also re-links the member's next active day to it.
 */
export const recordActive = async (
  { db }: Ctx,
  memberId: number,
  kind: ActiveKind,
  day: string,
): Promise<void> => {
  if (await insertActiveDay(db, memberId, kind, day)) {
    await linkActiveDay(db, memberId, kind, day, true);
  }
};

/**
 * Counts a just-recorded active day at the member's site and, unless it is in no team, its
 * ancestors (see recordActive).
 */
const linkActiveDay = async (
  db: Db,
  memberId: number,
  kind: ActiveKind,
  day: string,
  inTeam: boolean,
) => {
  const { before, after } = await neighbourDays(db, memberId, kind, day);
  const since = before ?? '';
  const add = async (row: { kind: string; day: string; since: string; members: number }) => {
    await addSiteActive(db, memberId, row);
    if (inTeam) await addActiveToAncestors(db, memberId, row);
  };
  await add({ kind, day, since, members: 1 });
  if (after === null) return;
  await add({ kind, day: after, since, members: -1 });
  await add({ kind, day: after, since: day, members: 1 });
};

/** Adds just-settled bets of one day (the day they were placed) to the member's teams. */
export const addTeamBet = async (ctx: Ctx, memberId: number, bet: BetDayRow): Promise<void> => {
  await addBetToAncestors(ctx.db, memberId, bet);
  await addSiteBet(ctx.db, memberId, bet);
  await recordActive(ctx, memberId, 'bet', bet.day);
};

/**
 * Adds a batch of settled bets (per member and day) to the members' teams: members in no team
 * cost one statement per 500 of them, not several each (a lottery draw settles thousands).
 */
export const addTeamBets = async (
  ctx: Ctx,
  rows: readonly (BetDayRow & { memberId: number })[],
): Promise<void> => {
  if (rows.length === 0) return;
  const { db } = ctx;
  const inTeams = await membersWithAncestors(db, [...new Set(rows.map((r) => r.memberId))]);
  for (const row of rows) {
    if (inTeams.has(row.memberId)) await addBetToAncestors(db, row.memberId, row);
  }
  await addSiteBets(db, rows);
  const days = new Map(rows.map((r) => [`${r.memberId} ${r.day}`, r]));
  for (const fresh of await insertActiveDays(db, 'bet', [...days.values()])) {
    await linkActiveDay(db, fresh.memberId, 'bet', fresh.day, inTeams.has(fresh.memberId));
  }
};

/** Adds a member's entries of a transaction (summed) to its teams, for the kept types. */
export const addTeamLedger = async (
  { db }: Ctx,
  memberId: number,
  entry: LedgerDayRow,
): Promise<void> => {
  await addSiteLedger(db, memberId, entry);
  if (!kept.has(entry.type) || entry.amount === 0) return;
  await addLedgerToAncestors(db, memberId, entry);
};

/**
 * A member's bet record was written outside the sums (placed, still open): its agents' team
 * betting lists change, so their kept answers must go.
 */
export const teamRecordsWritten = ({ db }: Ctx, memberId: number): Promise<void> =>
  touchAncestors(db, memberId);
