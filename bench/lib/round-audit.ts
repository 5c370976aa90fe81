import type { DbHandle } from '@lotto/server/src/db/create-db.js';
import { auditLedger } from '@lotto/server/test/ledger-audit.js';

/**
 * What a round benchmark checks after its run, or its rate means nothing: the ledger's
 * invariants (DESIGN.md "Money", the audit every money test runs) and that the rounds and the
 * money agree: every round has its bet transaction for its stake and, when it won, its win
 * transaction for its win; no bet or win transaction lacks its round; and the site's jackpot
 * pool got its share of every real-money slot stake, in that round's bet transaction.
 */

type Db = DbHandle['db'];

export interface RoundAudit {
  rounds: number;
  /** Ledger transactions of the rounds: bets and wins. */
  moves: number;
  /** Minor units the bets put into jackpot pools. */
  jackpotMinor: number;
  problems: string[];
}

/** The member's side of every bet and win, by round id: what left or reached the member. */
const memberMoves = async (db: Db) => {
  const rows = await db
    .selectFrom('ledger_transactions as t')
    .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select(['t.type', 't.reference', 'e.amount'])
    .where('a.owner', '=', 'member')
    .where('t.type', 'in', ['bet', 'win'])
    .execute();
  const moves = new Map<string, number>();
  for (const row of rows) moves.set(`${row.type}:${row.reference}`, row.amount);
  return { count: rows.length, moves };
};

const roundProblems = async (db: Db): Promise<RoundAudit> => {
  const rounds = await db.selectFrom('bet_records').select(['round_id', 'stake', 'win']).execute();
  const { count, moves } = await memberMoves(db);
  let missing = 0;
  for (const r of rounds) {
    const bet = moves.get(`bet:${r.round_id}`);
    const win = moves.get(`win:${r.round_id}`);
    if (bet !== -r.stake || (r.win > 0 ? win !== r.win : win !== undefined)) missing++;
    moves.delete(`bet:${r.round_id}`);
    moves.delete(`win:${r.round_id}`);
  }
  const problems: string[] = [];
  if (missing > 0) problems.push(`${missing} rounds without their bet or win`);
  if (moves.size > 0) problems.push(`${moves.size} bets or wins without their round`);
  return { rounds: rounds.length, moves: count, jackpotMinor: 0, problems };
};

/**
 * What the bets put into the jackpot pools, and what they should have: floor(stake x share) of
 * each real-money slot round (RNG, FISH) of a site with a pool.
 */
const jackpotShares = async (db: Db) => {
  const paid = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select((eb) => eb.fn.sum<number | string | null>('e.amount').as('sum'))
    .where('t.type', '=', 'bet')
    .where('a.kind', '=', 'jackpot')
    .executeTakeFirst();
  const slotRounds = await db
    .selectFrom('bet_records as b')
    .innerJoin('games as g', 'g.id', 'b.game_id')
    .innerJoin('jackpot_pools as p', 'p.merchant_id', 'b.merchant_id')
    .select(['b.stake', 'p.contribution_bp'])
    .where('b.wallet', '=', 'cash')
    .where('g.category', 'in', ['RNG', 'FISH'])
    .execute();
  const expected = slotRounds.reduce(
    (sum, r) => sum + Math.floor((r.stake * r.contribution_bp) / 10_000),
    0,
  );
  return { paid: Number(paid?.sum ?? 0), expected };
};

export const auditRounds = async (db: Db): Promise<RoundAudit> => {
  const ledger = await auditLedger(db);
  const audit = await roundProblems(db);
  const jackpot = await jackpotShares(db);
  audit.jackpotMinor = jackpot.paid;
  if (jackpot.paid !== jackpot.expected) {
    audit.problems.push(
      `jackpot got ${jackpot.paid}, its share of slot stakes is ${jackpot.expected}`,
    );
  }
  const add = (what: string, ids: number[]) => {
    if (ids.length > 0) audit.problems.push(`${ids.length} ${what}`);
  };
  add('accounts whose balance is not their entries', ledger.driftedAccounts);
  add('member accounts below zero', ledger.negativeMemberAccounts);
  add('unbalanced transactions', ledger.unbalancedTransactions);
  if (ledger.sumOfBalances !== 0) audit.problems.push(`balances sum to ${ledger.sumOfBalances}`);
  return audit;
};
