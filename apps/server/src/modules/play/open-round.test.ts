import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLedger } from '../../../test/ledger-audit.js';
import { addSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  failure,
  firstGame,
  gamesWhere,
  launch,
  memberWithSession,
  minor,
  postLaunch,
  postRound,
  postSettle,
  roundOk,
  stateOf,
  writtenRows,
} from './play.test-support.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const WELCOME = 100_000;
const player = { kind: 'table', side: 'player' } as const;

/** Two table games of one vendor (a card-game vendor with several games). */
const twoTables = async () => {
  const [a, b] = await gamesWhere(t.db, { category: 'PVP', vendor: 'KM' });
  if (!a || !b) throw new Error('need two KM tables');
  return [a, b] as const;
};

describe('table rounds', () => {
  it('open on the bet, block other rounds and games of the vendor, and settle on the deal', async () => {
    const m = await memberWithSession(t.db);
    const [table, other] = await twoTables();
    const { ticket } = await launch(t.app, m, table);
    const state = await stateOf(t.app, ticket);
    expect(state.odds).toEqual({ player: '1.91', banker: '1.91' });
    const stake = state.game.minBet;
    const opened = await roundOk(t.app, ticket, { stake, choice: player });
    const { round } = opened;
    expect(round).toMatchObject({ status: 'open', win: null, outcome: null, settledAt: null });
    expect(minor(opened.balance)).toBe(WELCOME - minor(stake));

    const ref = { nodeId: String(table.id), gameName: state.game.gameName, roundId: round.roundId };
    const second = await postRound(t.app, ticket, { stake, choice: player });
    expect(failure(second)).toMatchObject({
      status: 409,
      errorCode: 'game.round.open',
      value: ref,
    });
    const elsewhere = await postLaunch(t.app, m, { nodeId: String(other.id) });
    expect(failure(elsewhere)).toMatchObject({
      status: 409,
      errorCode: 'game.round.open',
      value: ref,
    });
    // The open round's own game launches, and its page finds the round to resume.
    const resumed = await launch(t.app, m, table);
    expect((await stateOf(t.app, resumed.ticket)).openRound).toEqual(round);
    // Another vendor's games are not blocked.
    await launch(t.app, m, await firstGame(t.db, { category: 'PVP', vendor: 'V8' }));

    const settled = await postSettle(t.app, resumed.ticket, round.roundId);
    expect(settled.statusCode, settled.body).toBe(200);
    const done = settled.json().value;
    expect(done.round).toMatchObject({ roundId: round.roundId, status: 'settled' });
    const { player: p, banker: b } = done.round.outcome;
    const stakeMinor = minor(stake);
    const paid = p === b ? stakeMinor : p > b ? Math.floor((stakeMinor * 114_800) / 60_000) : 0;
    expect(minor(done.round.win)).toBe(paid);
    expect(minor(done.balance)).toBe(WELCOME - stakeMinor + paid);

    const before = await writtenRows(t.db);
    const again = await postSettle(t.app, ticket, round.roundId);
    expect(failure(again)).toMatchObject({ status: 409, errorCode: 'game.round.closed' });
    expect(await writtenRows(t.db)).toEqual(before);
    await launch(t.app, m, other);
    expect((await auditLedger(t.db)).sumOfBalances).toBe(0);
  });

  it('refuses a round of a game switched off, but still settles an open one', async () => {
    const m = await memberWithSession(t.db);
    const [table] = await twoTables();
    const { ticket } = await launch(t.app, m, table);
    const { round } = await roundOk(t.app, ticket, { stake: '5.00', choice: player });
    await t.db.updateTable('games').set({ enabled: 0 }).where('id', '=', table.id).execute();
    expect(
      failure(await postRound(t.app, ticket, { stake: '5.00', choice: player })),
    ).toMatchObject({
      status: 403,
      errorCode: 'game.unavailable',
    });
    expect((await stateOf(t.app, ticket)).openRound?.roundId).toBe(round.roundId);
    expect((await postSettle(t.app, ticket, round.roundId)).statusCode).toBe(200);
  });
});

describe('single bets', () => {
  it('show odds of rtp / chance, open on the bet and settle with a score that fits', async () => {
    const m = await memberWithSession(t.db);
    // Sports bet on scheduled matches instead (sports.test.ts).
    for (const category of ['ESPORTS', 'COCKFIGHT']) {
      const { ticket } = await launch(t.app, m, await firstGame(t.db, { category }));
      const state = await stateOf(t.app, ticket);
      expect(state.odds).toEqual({ home: '2.13', draw: '9.60', away: '2.13' });
      const choice = { kind: 'single', pick: 'draw' } as const;
      const { round } = await roundOk(t.app, ticket, { stake: '10.00', choice });
      const done = (await postSettle(t.app, ticket, round.roundId)).json().value.round;
      const { result, homeGoals, awayGoals } = done.outcome;
      const sign = Math.sign(homeGoals - awayGoals);
      expect(sign).toBe({ home: 1, draw: 0, away: -1 }[result as string]);
      expect(minor(done.win)).toBe(result === 'draw' ? 9600 : 0);
    }
  });
});

describe('tickets', () => {
  it('refuse another member’s round, another game’s round and another site', async () => {
    const alice = await memberWithSession(t.db);
    const bob = await memberWithSession(t.db);
    const [table] = await twoTables();
    const aliceTicket = (await launch(t.app, alice, table)).ticket;
    const { round } = await roundOk(t.app, aliceTicket, { stake: '5.00', choice: player });
    const bobTicket = (await launch(t.app, bob, table)).ticket;
    const before = await writtenRows(t.db);
    expect(failure(await postSettle(t.app, bobTicket, round.roundId))).toMatchObject({
      status: 401,
      errorCode: 'game.ticket.invalid',
    });
    // Alice's ticket of a slot game cannot settle her table round.
    const slotTicket = (await launch(t.app, alice, await firstGame(t.db, { category: 'RNG' })))
      .ticket;
    expect(failure(await postSettle(t.app, slotTicket, round.roundId)).errorCode).toBe(
      'game.ticket.invalid',
    );
    expect(await writtenRows(t.db)).toEqual(before);
    expect((await stateOf(t.app, bobTicket)).openRound).toBeNull();

    await addSite(t.app, 'other');
    const res = await t.app.inject({
      method: 'GET',
      url: `/wps/vendor/play/state?ticket=${aliceTicket}`,
      headers: { merchant: 'other' },
    });
    expect(failure(res)).toMatchObject({ status: 401, errorCode: 'game.ticket.invalid' });
  });
});

describe('concurrent requests', () => {
  it('pay a tap sent several times at once once, and open one table round of several', async () => {
    const m = await memberWithSession(t.db);
    const slotTicket = (await launch(t.app, m, await firstGame(t.db, { category: 'RNG' }))).ticket;
    const tap = { stake: '1.00', choice: { kind: 'slot' }, requestId: 'same-tap-01' } as const;
    const taps = await Promise.all([1, 2, 3, 4, 5].map(() => postRound(t.app, slotTicket, tap)));
    const rounds = taps.map((res) => res.json().value?.round?.roundId);
    expect(taps.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(rounds).size).toBe(1);
    const debits = await t.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('type', '=', 'bet')
      .execute();
    expect(debits).toHaveLength(1);

    const [table] = await twoTables();
    const { ticket } = await launch(t.app, m, table);
    const bets = await Promise.all(
      [1, 2, 3, 4].map(() => postRound(t.app, ticket, { stake: '5.00', choice: player })),
    );
    const codes = bets.map((res) => res.json().errorCode ?? 'ok').sort();
    expect(codes).toEqual(['game.round.open', 'game.round.open', 'game.round.open', 'ok']);
    const open = await t.db
      .selectFrom('bet_records')
      .selectAll()
      .where('settled_at', 'is', null)
      .execute();
    expect(open).toHaveLength(1);
    const audit = await auditLedger(t.db);
    expect(audit).toMatchObject({ driftedAccounts: [], sumOfBalances: 0 });
    // One table stake and one slot stake left the wallet, nothing more.
    const balance = minor((await stateOf(t.app, ticket)).balance);
    const slotWin = minor(taps[0]?.json().value.round.win);
    expect(balance).toBe(WELCOME - 100 + slotWin - 500);
  });
});
