import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ctxOf } from '../../../test/context.js';
import {
  forbidLedgerUpdates,
  insertSharedPlayCredit,
  ledgerRows,
  withoutBookOf,
} from '../../../test/ledger-rows.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { type Ctx, inTransaction } from '../../context.js';
import { creditWelcome, creditWin, debitBet, getBalances, removePlayBooksOf } from './index.js';
import { auditLedger, insertMember, siteIdOf } from './wallet.test-support.js';

/**
 * Removing a free-trial member's play money: its closed book goes whole, and not one other
 * row of the ledger is touched, locked or waited for.
 */

let t: TestApp;
let ctx: Ctx;
let site: number;
beforeEach(async () => {
  t = await createTestApp();
  ctx = ctxOf(t.db);
  site = await siteIdOf(t.db);
});
afterEach(() => t.close());

const sound = { driftedAccounts: [], negativeMemberAccounts: [], unbalancedTransactions: [] };

/** A member of the site (a free-trial one unless `type` says otherwise) credited `welcome`. */
const member = async (type = 4, welcome = 100_000) => {
  const id = await insertMember(t.db, site, type);
  const kind = type === 4 ? ('play' as const) : ('cash' as const);
  await creditWelcome(ctx, { merchantId: site, memberId: id, amountMinor: welcome, kind });
  return { id, kind };
};

/** Rounds `from` to `to` of every member in turn: a bet each, then a win for every other member. */
const playInTurn = async (
  members: { id: number; kind: 'play' | 'cash' }[],
  from: number,
  to: number,
) => {
  for (let r = from; r < to; r++) {
    for (const [i, m] of members.entries()) {
      const round = { merchantId: site, memberId: m.id, kind: m.kind, roundId: `${m.id}:${r}` };
      await debitBet(ctx, { ...round, stakeMinor: 100 + 10 * r + i });
      await creditWin(ctx, { ...round, winMinor: (r + i) % 2 === 0 ? 250 + i : 0 });
    }
  }
};

const remove = (memberIds: number[]) =>
  t.db.transaction().execute((trx) => removePlayBooksOf(inTransaction(ctx, trx), memberIds));

describe('removePlayBooksOf', () => {
  it('removes a member’s closed book and leaves every other row as it was, updating none', async () => {
    const [gone, stays, cash] = [await member(), await member(), await member(0)];
    await playInTurn([gone, stays, cash], 0, 6);
    const before = await ledgerRows(t.db);
    const expected = withoutBookOf(before, gone.id);
    // The book: the member's play account and one other, which no one else's money touched.
    expect(expected.book.size).toBe(2);
    expect(expected.rows.entries.some((e) => expected.book.has(e.account_id))).toBe(false);

    const lift = await forbidLedgerUpdates(t.db, t.dialect);
    expect(await remove([gone.id])).toEqual({ removed: [gone.id], kept: [] });
    await lift();

    expect(await ledgerRows(t.db)).toEqual(expected.rows);
    expect(await auditLedger(t.db)).toMatchObject({ ...sound, sumOfBalances: 0 });
    // The one who stays plays on.
    await playInTurn([stays], 6, 8);
    expect(await auditLedger(t.db)).toMatchObject({ ...sound, sumOfBalances: 0 });
  });

  it('keeps, untouched and with its reason, a member whose money is not a closed play book', async () => {
    const shared = await member(4, 0);
    await insertSharedPlayCredit(t.db, { id: shared.id, siteId: site }, 50_000);
    const cash = await member(4, 0);
    await creditWin(ctx, { merchantId: site, memberId: cash.id, roundId: 'cash', winMinor: 500 });
    const [closed, empty] = [await member(), await member(4, 0)];
    await playInTurn([shared, closed], 0, 2);
    const before = await ledgerRows(t.db);

    const lift = await forbidLedgerUpdates(t.db, t.dialect);
    const answer = await remove([shared.id, cash.id, closed.id, empty.id]);
    await lift();

    expect(answer.removed).toEqual([closed.id, empty.id]);
    expect(answer.kept).toEqual([
      { memberId: shared.id, reason: expect.stringMatching(/outside its play book/) },
      { memberId: cash.id, reason: expect.stringMatching(/cash/) },
    ]);
    expect(await ledgerRows(t.db)).toEqual(withoutBookOf(before, closed.id).rows);
    expect(await getBalances(ctx, shared.id)).toMatchObject([{ kind: 'play' }]);
    expect(await auditLedger(t.db)).toMatchObject({ ...sound, sumOfBalances: 0 });
  });

  it.runIf(process.env.DATABASE_URL)('holds up no other member’s play while it runs', async () => {
    const [gone, stays] = [await member(), await member()];
    await playInTurn([gone, stays], 0, 2);
    let removed = () => {};
    let finish = () => {};
    const removing = new Promise<void>((resolve) => {
      removed = resolve;
    });
    const removal = t.db.transaction().execute(async (trx) => {
      await removePlayBooksOf(inTransaction(ctx, trx), [gone.id]);
      removed();
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    await removing;
    const bet = debitBet(ctx, {
      merchantId: site,
      memberId: stays.id,
      kind: 'play',
      roundId: 'during removal',
      stakeMinor: 100,
    });
    const waited = new Promise((resolve) => setTimeout(() => resolve('waited'), 2_000));
    const outcome = await Promise.race([bet.then(() => 'played'), waited]);
    finish();
    await Promise.all([removal, bet]);
    expect(outcome).toBe('played');
  });
});
