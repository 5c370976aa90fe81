import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  activeRowsBelow,
  addActiveRows,
  addBetRows,
  addLedgerRows,
  betRowsOf,
  deleteEmptyRows,
  ledgerRowsOf,
} from './shift.repository.js';
import type { ActiveDayRow, BetDayRow, LedgerDayRow } from './sums.repository.js';

type Db = Kysely<Database>;

/**
 * A member's own bets and ledger sums, every day: the rows it adds to its ancestors' teams. The
 * module that owns them (play, the wallet) reads them; the tree never reads their tables.
 */
export interface OwnSums {
  bets: BetDayRow[];
  ledger: LedgerDayRow[];
}

export const noOwnSums = (): OwnSums => ({ bets: [], ledger: [] });

/** Rows with the same key summed, so one statement never adds to a row twice. */
const merged = <T>(rows: readonly T[], key: (row: T) => string, add: (a: T, b: T) => T): T[] => {
  const byKey = new Map<string, T>();
  for (const row of rows) {
    const k = key(row);
    const earlier = byKey.get(k);
    byKey.set(k, earlier === undefined ? row : add(earlier, row));
  }
  return [...byKey.values()];
};

/** What a sub-team adds to each ancestor above its root: the root's team and the root itself. */
export interface SubtreeSums {
  bets: BetDayRow[];
  ledger: LedgerDayRow[];
  active: ActiveDayRow[];
}

export const subtreeSumsOf = async (db: Db, rootId: number, own: OwnSums): Promise<SubtreeSums> => {
  const [teamBets, teamLedger, active] = await Promise.all([
    betRowsOf(db, rootId),
    ledgerRowsOf(db, rootId),
    activeRowsBelow(db, rootId),
  ]);
  return {
    bets: merged(
      [...teamBets, ...own.bets],
      (r) => `${r.day} ${r.vendor} ${r.category}`,
      (a, b) => ({
        ...a,
        bets: a.bets + b.bets,
        stake: a.stake + b.stake,
        payout: a.payout + b.payout,
      }),
    ),
    ledger: merged(
      [...teamLedger, ...own.ledger],
      (r) => `${r.day} ${r.type}`,
      (a, b) => ({ ...a, amount: a.amount + b.amount }),
    ),
    active,
  };
};

/** Adds (sign 1) or takes away (sign -1) a sub-team's sums at each of the ancestors. */
export const shiftSums = async (
  db: Db,
  ancestors: readonly number[],
  sums: SubtreeSums,
  sign: 1 | -1,
): Promise<void> => {
  if (ancestors.length === 0) return;
  await addBetRows(
    db,
    ancestors,
    sums.bets.map((r) => ({
      ...r,
      bets: sign * r.bets,
      stake: sign * r.stake,
      payout: sign * r.payout,
    })),
  );
  await addLedgerRows(
    db,
    ancestors,
    sums.ledger.map((r) => ({ ...r, amount: sign * r.amount })),
  );
  await addActiveRows(
    db,
    ancestors,
    sums.active.map((r) => ({ ...r, members: sign * r.members })),
  );
  if (sign < 0) await deleteEmptyRows(db, ancestors);
};
