import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLedger } from '../../../test/ledger-audit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  failure,
  firstGame,
  gamesWhere,
  getState,
  launch,
  memberWithSession,
  minor,
  postRound,
  postSettle,
  roundOk,
  stateOf,
  writtenRows,
} from './play.test-support.js';
import { PAY_TABLE } from './slot.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const WELCOME = 100_000; // the demo site's welcome credit, minor units
const slotGame = () => firstGame(t.db, { category: 'RNG' });

const expectCleanLedger = async () => {
  const audit = await auditLedger(t.db);
  expect(audit).toMatchObject({
    driftedAccounts: [],
    negativeMemberAccounts: [],
    unbalancedTransactions: [],
    sumOfBalances: 0,
  });
};

describe('slot rounds', () => {
  it('moves the balance by win minus stake, and the ledger still balances', async () => {
    const m = await memberWithSession(t.db);
    const { ticket } = await launch(t.app, m, await slotGame());
    let expected = WELCOME;
    for (let i = 0; i < 20; i++) {
      const answer = await roundOk(t.app, ticket, { stake: '2.50', choice: { kind: 'slot' } });
      const { round } = answer;
      expect(round).toMatchObject({ status: 'settled', stake: '2.50', fair: null });
      if (round.outcome?.kind !== 'slot') throw new Error('not a slot outcome');
      const multiplier = minor(round.outcome.multiplier);
      expect(minor(round.win)).toBe(Math.floor((250 * multiplier) / 100));
      const middle = round.outcome.reels.map((reel) => reel[1]);
      const line = PAY_TABLE.find((l) => l.multiplier === multiplier);
      if (line) expect(middle).toEqual([line.symbol, line.symbol, line.symbol]);
      else expect(new Set(middle).size).toBeGreaterThan(1);
      expected += minor(round.win) - 250;
      expect(minor(answer.balance)).toBe(expected);
    }
    expect(minor((await stateOf(t.app, ticket)).balance)).toBe(expected);
    await expectCleanLedger();
  });

  it('pays a retried request once and answers its first round again', async () => {
    const m = await memberWithSession(t.db);
    const { ticket } = await launch(t.app, m, await slotGame());
    const ask = { stake: '1.00', choice: { kind: 'slot' } as const, requestId: 'tap-0001' };
    const first = await roundOk(t.app, ticket, ask);
    const before = await writtenRows(t.db);
    const again = await roundOk(t.app, ticket, ask);
    expect(again.round).toEqual(first.round);
    expect(again.balance).toBe(first.balance);
    expect(await writtenRows(t.db)).toEqual(before);
    const changed = await postRound(t.app, ticket, { ...ask, stake: '2.00' });
    expect(failure(changed)).toMatchObject({
      status: 409,
      errorCode: 'wallet.idempotency.conflict',
    });
    expect(await writtenRows(t.db)).toEqual(before);
  });

  it('writes nothing when the balance is short', async () => {
    const m = await memberWithSession(t.db);
    const games = await gamesWhere(t.db, { category: 'RNG' });
    const dear = games.find((g) => g.minBet >= 200);
    if (!dear) throw new Error('no slot with a minimum of 2.00');
    const { ticket } = await launch(t.app, m, dear);
    const before = await writtenRows(t.db);
    const res = await postRound(t.app, ticket, { stake: '1500.00', choice: { kind: 'slot' } });
    expect(failure(res)).toMatchObject({ status: 400, errorCode: 'wallet.insufficient' });
    expect(await writtenRows(t.db)).toEqual(before);
  });

  it('plays a free-trial member with play money, leaving cash alone', async () => {
    const m = await memberWithSession(t.db, 'demo', undefined, 4);
    const { ticket } = await launch(t.app, m, await slotGame());
    expect(minor((await stateOf(t.app, ticket)).balance)).toBe(WELCOME);
    const { balance, round } = await roundOk(t.app, ticket, {
      stake: '5.00',
      choice: { kind: 'slot' },
    });
    expect(minor(balance)).toBe(WELCOME - 500 + minor(round.win));
    const accounts = await t.db
      .selectFrom('ledger_accounts')
      .select(['kind', 'balance'])
      .where('member_id', '=', m.id)
      .execute();
    expect(accounts).toEqual([{ kind: 'play', balance: minor(balance) }]);
    const record = await t.db.selectFrom('bet_records').select('wallet').executeTakeFirstOrThrow();
    expect(record.wallet).toBe('play');
  });
});

describe('bad input', () => {
  it('changes nothing, on every vendor-page endpoint', async () => {
    const m = await memberWithSession(t.db);
    const slot = await slotGame();
    const { ticket } = await launch(t.app, m, slot);
    const before = await writtenRows(t.db);
    const min = slot.minBet;
    const refusals: [object, number, string][] = [
      [{ stake: '0.00', choice: { kind: 'slot' } }, 400, 'game.bet.invalid'],
      [{ stake: '-1.00', choice: { kind: 'slot' } }, 400, 'game.bet.invalid'],
      [{ stake: '999999999.00', choice: { kind: 'slot' } }, 400, 'game.bet.invalid'],
      [{ stake: '1', choice: { kind: 'slot' } }, 400, 'request_param_err'],
      [{ stake: '1.005', choice: { kind: 'slot' } }, 400, 'request_param_err'],
      [{ stake: '1.00', choice: { kind: 'table', side: 'player' } }, 400, 'game.bet.invalid'],
      [{ stake: '1.00', choice: { kind: 'dice', target: 50 } }, 400, 'game.bet.invalid'],
      [{ stake: '1.00', choice: { kind: 'slots' } }, 400, 'request_param_err'],
      [{ stake: '1.00' }, 400, 'request_param_err'],
      [{ stake: '1.00', choice: { kind: 'slot' }, requestId: 'x' }, 400, 'request_param_err'],
      [{ stake: '1.00', choice: { kind: 'slot' }, ticket: 'short' }, 400, 'request_param_err'],
      [
        { stake: '1.00', choice: { kind: 'slot' }, ticket: 'A'.repeat(43) },
        401,
        'game.ticket.invalid',
      ],
    ];
    if (min > 1)
      refusals.push([{ stake: '0.01', choice: { kind: 'slot' } }, 400, 'game.bet.invalid']);
    for (const [ask, status, errorCode] of refusals) {
      const res = await postRound(t.app, ticket, ask);
      expect(failure(res), JSON.stringify(ask)).toMatchObject({ status, errorCode });
    }
    expect(failure(await getState(t.app, 'nope'))).toMatchObject({ status: 400 });
    expect(failure(await getState(t.app, 'B'.repeat(43)))).toMatchObject({ status: 401 });
    expect(failure(await postSettle(t.app, ticket, 'R-unknown'))).toMatchObject({
      status: 401,
      errorCode: 'game.ticket.invalid',
    });
    const noRound = await t.app.inject({
      method: 'POST',
      url: '/wps/vendor/play/settle',
      payload: { ticket },
    });
    expect(failure(noRound)).toMatchObject({ status: 400, errorCode: 'request_param_err' });
    expect(await writtenRows(t.db)).toEqual(before);
  });

  it('refuses the stake limits the state shows, and takes the limits themselves', async () => {
    const m = await memberWithSession(t.db);
    const { ticket } = await launch(
      t.app,
      m,
      await firstGame(t.db, { vendor: 'IN', code: 'DICE' }),
    );
    const { game } = await stateOf(t.app, ticket);
    expect(game).toMatchObject({
      minBet: '0.10',
      maxBet: '100.00',
      kind: 'dice',
      rtpBasisPoints: 9700,
    });
    const dice = (stake: string) => ({ stake, choice: { kind: 'dice', target: 50 } as const });
    expect(failure(await postRound(t.app, ticket, dice('0.09'))).errorCode).toBe(
      'game.bet.invalid',
    );
    expect(failure(await postRound(t.app, ticket, dice('100.01'))).errorCode).toBe(
      'game.bet.invalid',
    );
    await roundOk(t.app, ticket, dice('0.10'));
    await roundOk(t.app, ticket, dice('100.00'));
    await expectCleanLedger();
  });
});
