import {
  API,
  recordBetDetail,
  recordBetsAnswer,
  recordLedgerAnswer,
  recordProfitAnswer,
} from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { realMinute, testClock } from '../../../test/accounts.js';
import { failureOf, getOk, urlOf } from '../../../test/http.js';
import { auditLedger } from '../../../test/ledger-audit.js';
import {
  recomputedBetDays,
  recomputedLedgerDays,
  storedBetDays,
  storedLedgerDays,
} from '../../../test/records-audit.js';
import { changeSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  firstGame,
  launch,
  type Member,
  memberWithSession,
  minor,
  postSettle,
  roundOk,
} from '../play/play.test-support.js';
import { siteDay } from '../system/index.js';

const ZONE = 'Asia/Yangon';
const DAY = 86_400_000;

let t: TestApp;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  // Sessions are made by the real clock; the app's starts two days back so a test can move it
  // forward across site days while the sessions stay young.
  clock = testClock(realMinute(-2 * DAY));
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

type Query = Record<string, string | number | undefined>;
const ledger = (m: Member, query: Query = {}) =>
  getOk(t.app, recordLedgerAnswer, urlOf(API.records.ledger, query), m.headers);
const bets = (m: Member, query: Query = {}) =>
  getOk(t.app, recordBetsAnswer, urlOf(API.records.bets, query), m.headers);
const profit = (m: Member, query: Query = {}) =>
  getOk(t.app, recordProfitAnswer, urlOf(API.records.profitLoss, query), m.headers);
const betPath = (roundId: string) => API.records.bet.replace(':roundId', roundId);

/** Plays slots, a dice roll and a table round settled later, on the member's wallet. */
const play = async (m: Member, slots: number) => {
  const slot = await firstGame(t.db, { category: 'RNG' });
  const dice = await firstGame(t.db, { vendor: 'IN', code: 'DICE' });
  const table = await firstGame(t.db, { category: 'LIVE' });
  const slotTicket = (await launch(t.app, m, slot)).ticket;
  for (let i = 0; i < slots; i++) {
    await roundOk(t.app, slotTicket, { stake: '1.00', choice: { kind: 'slot' } });
  }
  const diceRound = await roundOk(t.app, (await launch(t.app, m, dice)).ticket, {
    stake: '2.00',
    choice: { kind: 'dice', target: 50 },
  });
  const tableTicket = (await launch(t.app, m, table)).ticket;
  const open = await roundOk(t.app, tableTicket, {
    stake: '10.00',
    choice: { kind: 'table', side: 'banker' },
  });
  const settled = await postSettle(t.app, tableTicket, open.round.roundId);
  expect(settled.statusCode, settled.body).toBe(200);
  return { dice: diceRound.round.roundId, table: open.round.roundId, slot, table_: table };
};

const expectSummariesMatchRows = async () => {
  expect(await storedLedgerDays(t.db)).toEqual(await recomputedLedgerDays(t.db, ZONE));
  expect(await storedBetDays(t.db)).toEqual(await recomputedBetDays(t.db, ZONE));
  expect(await auditLedger(t.db)).toMatchObject({ driftedAccounts: [], sumOfBalances: 0 });
};

describe('the member records', () => {
  it('names the vendors of the bets and of the filter, not their codes', async () => {
    const alice = await memberWithSession(t.db);
    await play(alice, 1);
    const answer = await bets(alice);
    const vendors = await t.db.selectFrom('vendors').select(['code', 'name']).execute();
    const nameOf = new Map(vendors.map((v) => [v.code, v.name]));
    expect(answer.vendors.length).toBeGreaterThan(1);
    for (const v of answer.vendors) expect(v.name).toBe(nameOf.get(v.code));
    expect(answer.vendors.map((v) => v.name)).toContain('ShweLucky Originals');
    for (const bet of answer.list) expect(bet.vendorName).toBe(nameOf.get(bet.vassalage));
  });

  it('keeps the daily summaries equal to the rows across days, and answers from them', async () => {
    const alice = await memberWithSession(t.db);
    const bob = await memberWithSession(t.db);
    const yesterday = await play(alice, 12);
    await play(bob, 3);
    clock.advance(DAY);
    const today = await play(alice, 5);
    await expectSummariesMatchRows();

    // Today: 5 slots + dice + table = 7 bets of alice.
    const todays = await bets(alice);
    expect(todays.from).toBe(siteDay(ZONE, clock.now()));
    expect(todays.totals.bets).toBe(7);
    expect(minor(todays.totals.stake)).toBe(500 + 200 + 1000);
    expect(todays.list).toHaveLength(7);
    expect(todays.list[0]?.roundId).toBe(today.table);
    const both = await bets(alice, { range: '7days' });
    expect(both.totals.bets).toBe(21);
    const payout = minor(both.totals.payout);
    expect(minor(both.totals.winLoss)).toBe(payout - minor(both.totals.stake));
    // Slots count 100 %, the demo site's other categories less: the valid stake is at most it.
    expect(minor(both.totals.validStake)).toBeLessThanOrEqual(minor(both.totals.stake));
    expect(both.vendors.length).toBeGreaterThan(1);
    expect((await bets(alice, { range: 'yesterday' })).totals.bets).toBe(14);
    expect((await bets(alice, { range: '7days', category: 'INHOUSE' })).list).toHaveLength(2);
    const vendor = today.slot.vendor;
    const ofVendor = await bets(alice, { range: '7days', vendor });
    expect(ofVendor.list.every((b) => b.vassalage === vendor)).toBe(true);
    expect(ofVendor.totals.bets).toBe(ofVendor.list.length);

    // Paging by cursor walks every bet once, newest first.
    const seen: string[] = [];
    let before: string | undefined;
    do {
      const page = await bets(alice, { range: '7days', pageSize: 5, before });
      seen.push(...page.list.map((b) => b.roundId));
      before = page.nextCursor ?? undefined;
    } while (before);
    expect(seen).toHaveLength(21);
    expect(new Set(seen).size).toBe(21);
    expect(seen).toContain(yesterday.dice);

    // The statement: a running balance that adds up, paged by cursor, filtered by type.
    const entries: { amount: number; balanceAfter: number; id: number }[] = [];
    let cursor: number | undefined;
    let total = 0;
    do {
      const page = await ledger(alice, { range: '7days', pageSize: 7, before: cursor });
      total = page.totalCount;
      entries.push(
        ...page.list.map((e) => ({
          id: e.id,
          amount: minor(e.amount),
          balanceAfter: minor(e.balanceAfter),
        })),
      );
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(entries).toHaveLength(total);
    for (let i = 0; i + 1 < entries.length; i++) {
      const [newer, older] = [entries[i], entries[i + 1]];
      expect(newer?.balanceAfter).toBe((older?.balanceAfter ?? 0) + (newer?.amount ?? 0));
    }
    const betsOnly = await ledger(alice, { range: '7days', type: 'bet', pageSize: 50 });
    expect(betsOnly.totalCount).toBe(21);
    expect(betsOnly.list.every((e) => e.type === 'bet')).toBe(true);
    expect(minor(betsOnly.totalOut)).toBe(-minor(both.totals.stake));
    // Members are signed up by the real clock, a day or two after the app's.
    const all = {
      range: 'custom',
      from: siteDay(ZONE, clock.now() - DAY),
      to: siteDay(ZONE, Date.now()),
    };
    const welcome = await ledger(alice, { ...all, type: 'welcome_credit' });
    expect(welcome.list).toHaveLength(1);

    // Profit and loss: the same money, from the ledger's side.
    const pl = await profit(alice, all);
    expect(pl.totals.stake).toBe(both.totals.stake);
    expect(pl.totals.payout).toBe(both.totals.payout);
    expect(minor(pl.totals.bonus)).toBe(100_000); // the welcome credit
    expect(pl.totals.deposit).toBe('0.00');
    expect(minor(pl.totals.net)).toBe(payout - minor(both.totals.stake) + 100_000);
    expect(pl.days.map((d) => d.day)).toEqual([
      ...new Set([Date.now(), clock.now(), clock.now() - DAY].map((ms) => siteDay(ZONE, ms))),
    ]);
  });

  it('keeps settled days once read, and shows today’s new money at once', async () => {
    const alice = await memberWithSession(t.db);
    await play(alice, 4);
    clock.advance(DAY);
    await play(alice, 2);
    const first = await profit(alice, { range: '7days' });
    const firstYesterday = first.days.find((d) => d.day === siteDay(ZONE, clock.now() - DAY));
    expect(firstYesterday).toBeDefined();

    // More play today: today's figures move, the settled day's (read from the cache) do not.
    await play(alice, 3);
    const second = await profit(alice, { range: '7days' });
    expect(minor(second.totals.stake)).toBe(minor(first.totals.stake) + 300 + 200 + 1000);
    expect(second.days.find((d) => d.day === firstYesterday?.day)).toEqual(firstYesterday);
    const statement = await ledger(alice, { range: '7days', type: 'bet', pageSize: 50 });
    expect(statement.totalCount).toBe(4 + 2 + (2 + 2) + (3 + 2)); // slots, then dice and table

    // A day later (past the settling grace), today has become a settled day with all of it.
    clock.advance(DAY);
    // (The welcome credit, by the real clock, falls into this window too: compare the play.)
    const third = await profit(alice, { range: '7days' });
    expect([third.totals.stake, third.totals.payout]).toEqual([
      second.totals.stake,
      second.totals.payout,
    ]);
    await expectSummariesMatchRows();
  });

  it('shows a bet in full with its fairness proof, and never another member’s', async () => {
    const alice = await memberWithSession(t.db);
    const bob = await memberWithSession(t.db);
    const { dice } = await play(alice, 1);
    const detail = await getOk(t.app, recordBetDetail, betPath(dice), alice.headers);
    expect(detail.bet.roundId).toBe(dice);
    if (!('round' in detail)) throw new Error('a dice bet answers its round');
    expect(detail.round.fair?.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(detail.round.outcome?.kind).toBe('dice');
    const theirs = await failureOf(t.app, {
      method: 'GET',
      url: betPath(dice),
      headers: bob.headers,
    });
    expect(theirs).toEqual({ status: 404, code: 'record.not.exist' });
    expect((await bets(bob)).list).toEqual([]);
    expect((await ledger(bob, { type: 'bet' })).list).toEqual([]);
  });

  it('refuses without a session', async () => {
    for (const url of [
      API.records.ledger,
      API.records.bets,
      API.records.profitLoss,
      betPath('x'),
    ]) {
      expect(await failureOf(t.app, { method: 'GET', url })).toMatchObject({ status: 401 });
    }
  });

  it.each([
    [{ range: 'custom' }, 'record.range.invalid'],
    [{ range: 'custom', from: '2026-01-01' }, 'record.range.invalid'],
    [{ range: 'custom', from: '2026-02-30', to: '2026-03-01' }, 'record.range.invalid'],
    [{ range: 'custom', from: '2026-03-02', to: '2026-03-01' }, 'record.range.invalid'],
    [{ range: 'custom', from: '2026-01-01', to: '2026-04-01' }, 'record.range.invalid'],
    [{ range: 'custom', from: '2026-1-01', to: '2026-04-01' }, 'request_param_err'],
    [{ range: 'week' }, 'request_param_err'],
    [{ pageSize: 51 }, 'request_param_err'],
    [{ before: 'x' }, 'request_param_err'],
    [{ type: 'steal' }, 'request_param_err'],
  ])('refuses %o on the statement with %s', async (query, code) => {
    const m = await memberWithSession(t.db);
    const url = urlOf(API.records.ledger, query);
    expect(await failureOf(t.app, { method: 'GET', url, headers: m.headers })).toEqual({
      status: 400,
      code,
    });
  });

  it('refuses bad bet filters', async () => {
    const m = await memberWithSession(t.db);
    for (const query of [{ category: 'NOPE' }, { vendor: 'bad vendor' }, { before: '12' }]) {
      const url = urlOf(API.records.bets, query);
      expect(await failureOf(t.app, { method: 'GET', url, headers: m.headers })).toEqual({
        status: 400,
        code: 'request_param_err',
      });
    }
    const url = urlOf(API.records.profitLoss, {
      range: 'custom',
      from: '2026-01-01',
      to: '2025-01-01',
    });
    expect(await failureOf(t.app, { method: 'GET', url, headers: m.headers })).toEqual({
      status: 400,
      code: 'record.range.invalid',
    });
  });

  it.each([
    ['TRANSREC3', [API.records.ledger]],
    ['TRANSBETREPMEM3', [API.records.bets, betPath('x')]],
    ['PERSREP', [API.records.profitLoss]],
  ] as const)('answers function.not.available with %s off', async (name, urls) => {
    const m = await memberWithSession(t.db);
    await changeSite(t.app, { whitelabel: { [name]: false } });
    for (const url of urls) {
      expect(await failureOf(t.app, { method: 'GET', url, headers: m.headers })).toEqual({
        status: 403,
        code: 'function.not.available',
      });
    }
  });
});

describe('demo01’s seeded history', () => {
  it('fills all three records through the services, summaries equal to the rows', async () => {
    await t.close();
    clock = testClock(Date.now());
    t = await createTestApp({ config: { now: clock.now }, seedHistory: true });
    await expectSummariesMatchRows();
    const demo01 = await t.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'demo01')
      .executeTakeFirstOrThrow();
    const { sessionFor } = await import('../../../test/members.js');
    const session = await sessionFor(t.app, 'demo01');
    const m = {
      id: demo01.id,
      siteId: 0,
      headers: { authorization: session.token, merchant: 'demo' },
    };
    const history = await bets(m, { range: '7days' });
    expect(history.totals.bets).toBeGreaterThan(5);
    expect(history.vendors.length).toBeGreaterThan(2);
    // The welcome credit is dated when the demo accounts were made (SEEDED_AT), long before.
    for (const type of ['bet', 'win', 'bonus'] as const) {
      const found = (await ledger(m, { range: '7days', type })).totalCount;
      expect(found, type).toBeGreaterThan(0);
    }
    const pl = await profit(m, { range: '7days' });
    expect(minor(pl.totals.bonus)).toBeGreaterThan(0);
    // The wallet paid every stake, pending sports bets' too; bet totals count settled bets.
    const everyBet = await bets(m, { range: '7days', pageSize: 50 });
    expect(everyBet.nextCursor).toBeNull();
    const staked = everyBet.list.reduce((n, b) => n + minor(b.stake), 0);
    expect(minor(pl.totals.stake)).toBe(staked);
    const settled = everyBet.list.filter((b) => b.status === 'settled');
    expect(minor(history.totals.stake)).toBe(settled.reduce((n, b) => n + minor(b.stake), 0));
    expect(everyBet.list.some((b) => b.status === 'open')).toBe(true);
  });
});
