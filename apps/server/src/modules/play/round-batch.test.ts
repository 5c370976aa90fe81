import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLedger } from '../../../test/ledger-audit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { demoVendor } from './demo-vendor.js';
import {
  failure,
  firstGame,
  gamesWhere,
  launch,
  memberWithSession,
  minor,
  postRound,
  roundOk,
  stateOf,
} from './play.test-support.js';

/**
 * Rounds that arrive together share one commit on SQLite (wallet ledger.commit.ts), each under
 * its own savepoint; on PostgreSQL each has its own transaction. Either way, a refused or
 * failed round among good ones is answered as if it had come alone and leaves nothing behind.
 */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await t.close();
});

const WELCOME = 100_000;
const slot = { kind: 'slot' } as const;
const player = { kind: 'table', side: 'player' } as const;

/** A member with a ticket for the game. */
const seated = async (game: { id: number }) => {
  const member = await memberWithSession(t.db);
  return { member, ticket: (await launch(t.app, member, game)).ticket };
};

describe('rounds that arrive together', () => {
  it('answer a refused, a failed and a retried round each as alone; the good ones commit', async () => {
    const slotGame = await firstGame(t.db, { category: 'RNG' });
    const dear = (await gamesWhere(t.db, { category: 'RNG' })).find((g) => g.minBet >= 200);
    const table = await firstGame(t.db, { category: 'PVP', vendor: 'KM' });
    if (!dear) throw new Error('no slot with a minimum of 2.00');
    const [rich, poor, broken, retried, seatedAtTable] = await Promise.all([
      seated(slotGame),
      seated(dear),
      seated(slotGame),
      seated(slotGame),
      seated(table),
    ]);
    await roundOk(t.app, seatedAtTable.ticket, { stake: '5.00', choice: player });
    // The vendor fails after the stake was taken, for one member only.
    const place = demoVendor.place.bind(demoVendor);
    const draws = vi.spyOn(demoVendor, 'place').mockImplementation(async (db, request) => {
      if (request.memberId === broken.member.id) throw new Error('vendor down after the debit');
      return place(db, request);
    });
    const tap = { stake: '1.00', choice: slot, requestId: 'same-tap-in-a-batch' };
    const answers = await Promise.all([
      postRound(t.app, rich.ticket, { stake: '1.00', choice: slot }),
      postRound(t.app, poor.ticket, { stake: '1500.00', choice: slot }),
      postRound(t.app, broken.ticket, { stake: '1.00', choice: slot }),
      postRound(t.app, retried.ticket, tap),
      postRound(t.app, seatedAtTable.ticket, { stake: '5.00', choice: player }),
      postRound(t.app, rich.ticket, { stake: '2.00', choice: slot }),
      postRound(t.app, retried.ticket, tap),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 400, 500, 200, 409, 200, 200]);
    const [richOne, short, failed, tapOnce, open, richTwo, tapTwice] = answers;
    expect(failure(short).errorCode).toBe('wallet.insufficient');
    expect(failure(failed).errorCode).toBe('system.error');
    expect(failure(open).errorCode).toBe('game.round.open');
    expect(tapTwice.json().value.round).toEqual(tapOnce.json().value.round);
    // No round ran twice: the failure undid its own writes only (the rich member's two, the
    // tap once, the failed one).
    expect(draws).toHaveBeenCalledTimes(4);

    const balance = async (ticket: string) => minor((await stateOf(t.app, ticket)).balance);
    expect(await balance(poor.ticket)).toBe(WELCOME);
    expect(await balance(broken.ticket)).toBe(WELCOME);
    const won = minor(richOne.json().value.round.win) + minor(richTwo.json().value.round.win);
    expect(await balance(rich.ticket)).toBe(WELCOME - 300 + won);
    const rounds = await t.db.selectFrom('bet_records').select('member_id').execute();
    const bets = await t.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('type', '=', 'bet')
      .execute();
    // Two of the rich member's, one retried tap, and the table round opened before.
    expect(rounds).toHaveLength(4);
    expect(bets).toHaveLength(4);
    expect(await auditLedger(t.db)).toMatchObject({
      driftedAccounts: [],
      negativeMemberAccounts: [],
      unbalancedTransactions: [],
      sumOfBalances: 0,
    });
  });
});
