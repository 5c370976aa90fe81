import { drawReferenceOf } from '../src/modules/lottery/index.js';
import { LOTTERY_VENDOR } from '../src/modules/play/index.js';
import { auditLedger } from './ledger-audit.js';
import type { TestApp } from './test-app.js';

/**
 * The rounds against the money, after play at volume (bench/rounds.ts, round-audit.test.ts):
 * the ledger's invariants (DESIGN.md "Money"), and every round's money: a game's round has its
 * bet transaction for its stake and, when it won, its win transaction for its win; a lottery
 * order is settled with the member's other orders of its draw, so each member's orders of a
 * draw have one bet for their stakes and one win for their wins. No bet or win lacks its
 * rounds. The site's jackpot pool got its share of every real-money slot stake, in that round's
 * bet transaction; a jackpot hit's payout is its own transaction (type `jackpot`).
 */

type Db = TestApp['db'];

export interface RoundAudit {
  rounds: number;
  /** Ledger transactions of the rounds: bets and wins. */
  moves: number;
  /** Minor units the bets put into jackpot pools. */
  jackpotMinor: number;
  problems: string[];
}

/** What a member's bet or win of a reference (a round id, a lottery draw) should have moved. */
type Sums = Map<string, number>;
const keyOf = (type: 'bet' | 'win', memberId: number | null, reference: string | null) =>
  `${type}:${memberId}:${reference}`;

/** The member's side of every bet and win: what left or reached the member. */
const memberMoves = async (db: Db) => {
  const rows = await db
    .selectFrom('ledger_transactions as t')
    .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select(['t.type', 't.reference', 'a.member_id', 'e.amount'])
    .where('a.owner', '=', 'member')
    .where('t.type', 'in', ['bet', 'win'])
    .execute();
  const moves: Sums = new Map();
  for (const row of rows) {
    const key = keyOf(row.type as 'bet' | 'win', row.member_id, row.reference);
    moves.set(key, (moves.get(key) ?? 0) + Number(row.amount));
  }
  return { count: rows.length, moves };
};

/**
 * What the rounds should have moved, by member and reference: a round its own, a lottery
 * order its draw's (the ledger reference of the draw's settlement).
 */
const roundSums = async (db: Db) => {
  const rounds = await db
    .selectFrom('bet_records as b')
    .leftJoin('lottery_orders as o', (join) =>
      join.onRef('o.order_no', '=', 'b.round_id').on('b.vendor', '=', LOTTERY_VENDOR),
    )
    .select(['b.member_id', 'b.round_id', 'b.stake', 'b.win', 'o.draw_id'])
    .execute();
  const expected: Sums = new Map();
  const add = (key: string, amount: number) => expected.set(key, (expected.get(key) ?? 0) + amount);
  for (const r of rounds) {
    const reference = r.draw_id === null ? r.round_id : drawReferenceOf(r.draw_id);
    add(keyOf('bet', r.member_id, reference), -Number(r.stake));
    if (Number(r.win) > 0) add(keyOf('win', r.member_id, reference), Number(r.win));
  }
  return { rounds: rounds.length, expected };
};

const roundProblems = async (db: Db): Promise<RoundAudit> => {
  const { rounds, expected } = await roundSums(db);
  const { count, moves } = await memberMoves(db);
  let wrong = 0;
  for (const [key, amount] of expected) {
    if (moves.get(key) !== amount) wrong++;
    moves.delete(key);
  }
  const problems: string[] = [];
  if (wrong > 0) problems.push(`${wrong} rounds (or draws of a member) without their bet or win`);
  if (moves.size > 0) problems.push(`${moves.size} bets or wins without their round`);
  return { rounds, moves: count, jackpotMinor: 0, problems };
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
    (sum, r) => sum + Math.floor((Number(r.stake) * r.contribution_bp) / 10_000),
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
