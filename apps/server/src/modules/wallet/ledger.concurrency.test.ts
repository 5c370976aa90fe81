import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ctxOf } from '../../../test/context.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Ctx } from '../../context.js';
import { creditWelcome, creditWin, debitBet, getBalances, type MoneyMove } from './index.js';
import { auditLedger, insertMember, siteIdOf } from './wallet.test-support.js';

/**
 * Many bets and wins at once on the same members, with retried requests (the same key sent
 * again, some while the first is still in flight). On PostgreSQL the app's pool has several
 * connections, so the transactions really run side by side and queue on the account locks.
 */

const WELCOME = 50_000;
const ROUNDS_PER_MEMBER = 120;

interface Op {
  memberId: number;
  key: string;
  kind: 'bet' | 'win';
  roundId: string;
  amount: number;
}

/** A small deterministic generator, so a failure can be replayed. */
const lcg = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

const plan = (members: number[]): Op[] => {
  const random = lcg(42);
  const ops: Op[] = [];
  for (const memberId of members) {
    for (let i = 0; i < ROUNDS_PER_MEMBER; i++) {
      const roundId = `m${memberId}:r${i}`;
      // Every tenth stake is beyond anything the member can hold: always refused.
      const stake = i % 10 === 9 ? 10_000_000 : 1 + Math.floor(random() * 20_000);
      ops.push({ memberId, key: `bet:${roundId}`, kind: 'bet', roundId, amount: stake });
      const win = random() < 0.5 ? Math.floor(random() * 40_000) + 1 : 0;
      if (win > 0) ops.push({ memberId, key: `win:${roundId}`, kind: 'win', roundId, amount: win });
    }
  }
  // Retries: about a third of the requests are sent again, a few of them twice.
  const retries = ops.filter(() => random() < 0.33);
  const withRetries = [...ops, ...retries, ...retries.filter(() => random() < 0.2)];
  for (let i = withRetries.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [withRetries[i], withRetries[j]] = [withRetries[j] as Op, withRetries[i] as Op];
  }
  return withRetries;
};

const run = (ctx: Ctx, site: number, op: Op): Promise<MoneyMove> =>
  op.kind === 'bet'
    ? debitBet(ctx, {
        merchantId: site,
        memberId: op.memberId,
        roundId: op.roundId,
        stakeMinor: op.amount,
      })
    : creditWin(ctx, {
        merchantId: site,
        memberId: op.memberId,
        roundId: op.roundId,
        winMinor: op.amount,
      });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the ledger under concurrent, retried bets and wins', () => {
  it('keeps entries equal to balances, never negative, one transaction per key', async () => {
    const db = t.db;
    const ctx = ctxOf(db);
    const site = await siteIdOf(db);
    const seeded = (await auditLedger(db)).transactions; // the demo members' welcome credits
    const members = [await insertMember(db, site), await insertMember(db, site)];
    for (const memberId of members) {
      await creditWelcome(ctx, { merchantId: site, memberId, amountMinor: WELCOME });
    }
    const ops = plan(members);
    expect(ops.length).toBeGreaterThan(300);

    const outcomes = await Promise.allSettled(ops.map((op) => run(ctx, site, op)));

    const movesByKey = new Map<string, MoneyMove[]>();
    let refused = 0;
    outcomes.forEach((outcome, i) => {
      const op = ops[i] as Op;
      if (outcome.status === 'rejected') {
        // The only acceptable refusal: a bet above the balance at the time it ran.
        expect({ key: op.key, code: outcome.reason?.code }).toEqual({
          key: op.key,
          code: 'wallet.insufficient',
        });
        expect(op.kind).toBe('bet');
        refused += 1;
        return;
      }
      movesByKey.set(op.key, [...(movesByKey.get(op.key) ?? []), outcome.value]);
    });
    expect(refused).toBeGreaterThan(0);
    expect(movesByKey.size).toBeGreaterThan(100);

    // Every answer for a key is the first answer; exactly one of them wrote anything.
    for (const [key, moves] of movesByKey) {
      const first = moves.find((m) => !m.replayed);
      expect(first, key).toBeDefined();
      expect(
        moves.filter((m) => !m.replayed),
        key,
      ).toHaveLength(1);
      for (const move of moves) expect({ ...move, replayed: false }, key).toEqual(first);
    }

    const audit = await auditLedger(db);
    expect(audit.driftedAccounts).toEqual([]);
    expect(audit.negativeMemberAccounts).toEqual([]);
    expect(audit.unbalancedTransactions).toEqual([]);
    expect(audit.sumOfBalances).toBe(0);
    expect(audit.transactions).toBe(seeded + members.length + movesByKey.size);
    expect(audit.entries).toBe(2 * audit.transactions);

    const keys = await db
      .selectFrom('ledger_transactions')
      .select(['idempotency_key', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('idempotency_key')
      .execute();
    expect(keys.filter((k) => Number(k.n) !== 1)).toEqual([]);

    // Each member's balance is the welcome credit plus the wins minus the bets that went in.
    for (const memberId of members) {
      const posted = ops.filter((op, i, all) => {
        const firstOfKey = all.findIndex((o) => o.key === op.key) === i;
        return op.memberId === memberId && firstOfKey && movesByKey.has(op.key);
      });
      const expected = posted.reduce(
        (sum, op) => sum + (op.kind === 'bet' ? -op.amount : op.amount),
        WELCOME,
      );
      const [cash] = await getBalances(ctx, memberId);
      expect(cash?.balanceMinor).toBe(expected);
    }
  });
});
