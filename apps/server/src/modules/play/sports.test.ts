import { ERRORS } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { ctxOf } from '../../../test/context.js';
import { auditLedger } from '../../../test/ledger-audit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { getBalances } from '../wallet/index.js';
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
import {
  getHotMatches,
  hotMatchesOf,
  matchRow,
  matchRows,
  scheduleRunner,
  vendorMatchesOf,
  winCount,
} from './sports.test-support.js';
import { MATCH_LENGTH_MS, UPCOMING_PER_GAME } from './sports-schedule.service.js';

let t: TestApp;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  // Sessions are made by the real clock: the app's starts there too.
  clock = testClock(Date.now());
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

const runJob = () => scheduleRunner(t, clock.now).runDue();
const sportsGame = () => firstGame(t.db, { category: 'SPORTS' });
const balanceOf = async (memberId: number) =>
  (await getBalances(ctxOf(t.db), memberId)).find((b) => b.kind === 'cash')?.balanceMinor ?? 0;

const expectCleanLedger = async () => {
  expect(await auditLedger(t.db)).toMatchObject({
    driftedAccounts: [],
    negativeMemberAccounts: [],
    unbalancedTransactions: [],
    sumOfBalances: 0,
  });
};

describe('the schedule', () => {
  it('keeps every sports game a few matches ahead, each pick returning exactly the RTP', async () => {
    await runJob();
    const games = await gamesWhere(t.db, { category: 'SPORTS' });
    const rows = await matchRows(t.db);
    expect(rows).toHaveLength(games.length * UPCOMING_PER_GAME);
    for (const row of rows) {
      expect(row.home_bp + row.draw_bp + row.away_bp).toBe(10_000);
      expect(row.home_team).not.toBe(row.away_team);
      expect(Number(row.kickoff_at)).toBeGreaterThan(clock.now());
      // A pick of chance c pays rtp / c: c x (rtp / c) = rtp, for any stake of whole cents.
      for (const chance of [row.home_bp, row.draw_bp, row.away_bp].filter((c) => c > 0)) {
        expect((chance * Math.floor((10_000 * row.rtp_bp) / chance)) / 10_000).toBeLessThanOrEqual(
          row.rtp_bp,
        );
      }
    }
    // A later run adds only what moved into the window.
    clock.advance(60_000);
    await runJob();
    expect((await matchRows(t.db)).length).toBeLessThanOrEqual(
      games.length * (UPCOMING_PER_GAME + 1),
    );
  });

  it('catches up after a pause: every ended match gets its result, new ones come ahead', async () => {
    await runJob();
    const before = await matchRows(t.db);
    clock.advance(2 * 24 * 60 * 60_000);
    await runJob();
    const after = await matchRows(t.db);
    for (const row of after.filter((r) => before.some((b) => b.id === r.id))) {
      expect(row).toMatchObject({ status: 'finished' });
      expect(row.result).not.toBeNull();
    }
    expect(after.filter((r) => r.status === 'scheduled')).toHaveLength(before.length);
  });

  it('answers the hot matches to anyone, soonest first, and refuses a bad size', async () => {
    expect((await hotMatchesOf(t.app)).list).toEqual([]);
    await runJob();
    const { list } = await hotMatchesOf(t.app);
    expect(list).toHaveLength(10);
    const times = list.map((m) => m.kickOffAt);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const match of list) {
      expect(match.matchTime).toMatch(/^\d\d\/\d\d \d\d:\d\d$/);
      expect(match).toMatchObject({ gameType: 'SPORTS', status: 'scheduled' });
      const row = await matchRow(t.db, match.matchId);
      expect(match.odds.home).toBe((Math.floor((row.rtp_bp * 100) / row.home_bp) / 100).toFixed(2));
      expect(match.odds.draw === undefined).toBe(row.draw_bp === 0);
    }
    expect((await hotMatchesOf(t.app)).list.length).toBe(10);
    expect((await getHotMatches(t.app, '?size=3')).json().value.list).toHaveLength(3);
    for (const bad of ['?size=0', '?size=21', '?size=two']) {
      expect(failure(await getHotMatches(t.app, bad))).toMatchObject({
        status: 400,
        errorCode: 'request_param_err',
      });
    }
  });

  it('shows the kick-off in the site’s time zone', async () => {
    await runJob();
    const [first] = (await hotMatchesOf(t.app)).list;
    if (!first) throw new Error('no match');
    const yangon = new Date(first.kickOffAt + 390 * 60_000); // Asia/Yangon is UTC+06:30
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(first.matchTime).toBe(
      `${pad(yangon.getUTCMonth() + 1)}/${pad(yangon.getUTCDate())} ${pad(yangon.getUTCHours())}:${pad(yangon.getUTCMinutes())}`,
    );
  });
});

describe('betting on scheduled matches', () => {
  it('takes several pending bets per member, the stake leaving at once', async () => {
    await runJob();
    const m = await memberWithSession(t.db);
    const game = await sportsGame();
    const { ticket } = await launch(t.app, m, game);
    expect((await stateOf(t.app, ticket)).game.kind).toBe('match');
    const { matches } = await vendorMatchesOf(t.app, ticket);
    expect(matches).toHaveLength(UPCOMING_PER_GAME);
    const [a, b] = matches;
    if (!a || !b) throw new Error('no matches');
    const bets = [
      { matchId: a.matchId, pick: 'home' as const },
      { matchId: a.matchId, pick: 'away' as const },
      { matchId: b.matchId, pick: 'draw' as const },
    ];
    for (const [i, bet] of bets.entries()) {
      const answer = await roundOk(t.app, ticket, {
        stake: '10.00',
        choice: { kind: 'match', ...bet },
      });
      expect(answer.round).toMatchObject({ status: 'open', win: null, outcome: null });
      expect(minor(answer.balance)).toBe(100_000 - (i + 1) * 1000);
    }
    const listed = await vendorMatchesOf(t.app, ticket);
    expect(listed.bets.map((bet) => bet.status)).toEqual(['open', 'open', 'open']);
    // Pending bets hold no interactive round: the vendor's other games still launch.
    const [, other] = await gamesWhere(t.db, { category: 'SPORTS', vendor: game.vendor });
    if (other) await launch(t.app, m, other);
    expect((await stateOf(t.app, ticket)).openRound).toBeNull();
    // The page cannot settle a pending bet itself.
    const pending = listed.bets[0]?.roundId ?? '';
    expect(failure(await postSettle(t.app, ticket, pending))).toMatchObject({
      status: 409,
      errorCode: 'sports.bet.pending',
    });
    await expectCleanLedger();
  });

  it('refuses a bet from kick-off on, and a match of another game, changing nothing', async () => {
    await runJob();
    const m = await memberWithSession(t.db);
    const [game, other] = await gamesWhere(t.db, { category: 'SPORTS' });
    if (!game || !other) throw new Error('two sports games needed');
    const { ticket } = await launch(t.app, m, game);
    const [first] = (await vendorMatchesOf(t.app, ticket)).matches;
    if (!first) throw new Error('no match');
    const before = await writtenRows(t.db);
    const otherTicket = (await launch(t.app, m, other)).ticket;
    const choice = { kind: 'match', matchId: first.matchId, pick: 'home' } as const;
    expect(failure(await postRound(t.app, otherTicket, { stake: '5.00', choice }))).toMatchObject({
      status: 404,
      errorCode: 'sports.match.not.exist',
    });
    // Kick-off, before the job has closed the match: time alone closes betting.
    clock.advance(first.kickOffAt - clock.now());
    const late = failure(await postRound(t.app, ticket, { stake: '5.00', choice }));
    expect(late).toMatchObject({ status: 409, errorCode: 'sports.match.closed' });
    expect(late.message).toBe(ERRORS['sports.match.closed'].MY); // the site's default language
    expect(await writtenRows(t.db)).toEqual(before);
    await runJob();
    expect((await matchRow(t.db, first.matchId)).status).toBe('live');
    expect((await vendorMatchesOf(t.app, ticket)).matches.map((x) => x.matchId)).not.toContain(
      first.matchId,
    );
    expect((await hotMatchesOf(t.app)).list.map((x) => x.matchId)).not.toContain(first.matchId);
  });

  it('refuses a malformed bet and a launch on a match for a game without matches', async () => {
    await runJob();
    const m = await memberWithSession(t.db);
    const { ticket } = await launch(t.app, m, await sportsGame());
    const before = await writtenRows(t.db);
    for (const choice of [
      { kind: 'match', matchId: 0, pick: 'home' },
      { kind: 'match', matchId: 1, pick: 'both' },
      { kind: 'single', pick: 'home' },
    ]) {
      const res = failure(await postRound(t.app, ticket, { stake: '5.00', choice }));
      expect(res.status).toBe(400);
    }
    expect(await writtenRows(t.db)).toEqual(before);
    const esports = await firstGame(t.db, { category: 'ESPORTS' });
    const res = await postLaunch(t.app, m, { nodeId: String(esports.id), matchId: '1' });
    expect(failure(res)).toMatchObject({ status: 400, errorCode: 'request_param_err' });
    expect(failure(await postLaunch(t.app, null, { nodeId: '1', matchId: '1' })).status).toBe(401);
  });

  it('opens the vendor page on the match a launch names, and shows only the member’s bets', async () => {
    await runJob();
    const alice = await memberWithSession(t.db);
    const bob = await memberWithSession(t.db);
    const game = await sportsGame();
    const [match] = (await hotMatchesOf(t.app)).list.filter((x) => x.nodeId === String(game.id));
    if (!match) throw new Error('no match of the game');
    const res = await postLaunch(t.app, alice, {
      nodeId: match.nodeId,
      matchId: String(match.matchId),
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().value.url, 'http://x');
    expect(url.searchParams.get('match')).toBe(String(match.matchId));
    const ticket = url.searchParams.get('ticket') ?? '';
    const choice = { kind: 'match', matchId: match.matchId, pick: 'home' } as const;
    await roundOk(t.app, ticket, { stake: '5.00', choice });
    const bobTicket = (await launch(t.app, bob, game)).ticket;
    expect((await vendorMatchesOf(t.app, bobTicket)).bets).toEqual([]);
    expect((await vendorMatchesOf(t.app, ticket)).bets).toHaveLength(1);
  });
});

describe('settlement', () => {
  it('pays every bet on a match by its result once, however often the job runs', async () => {
    await runJob();
    const m = await memberWithSession(t.db);
    const { ticket } = await launch(t.app, m, await sportsGame());
    const [match] = (await vendorMatchesOf(t.app, ticket)).matches;
    if (!match) throw new Error('no match');
    for (const pick of ['home', 'draw', 'away'] as const) {
      if (pick === 'draw' && !match.odds.draw) continue;
      const choice = { kind: 'match', matchId: match.matchId, pick } as const;
      await roundOk(t.app, ticket, { stake: '20.00', choice });
    }
    const staked = (match.odds.draw ? 3 : 2) * 2000;
    clock.advance(match.kickOffAt + MATCH_LENGTH_MS - clock.now());
    await runJob();
    const row = await matchRow(t.db, match.matchId);
    expect(row.status).toBe('finished');
    const chance = { home: row.home_bp, draw: row.draw_bp, away: row.away_bp }[
      row.result ?? 'home'
    ];
    const win = Math.floor((2000 * row.rtp_bp) / chance);
    expect(await balanceOf(m.id)).toBe(100_000 - staked + win);
    expect(await winCount(t.db)).toBe(1);
    const sign = Math.sign((row.home_score ?? 0) - (row.away_score ?? 0));
    expect(sign).toBe({ home: 1, draw: 0, away: -1 }[row.result ?? 'home']);
    // Again, in later slots and from a second runner at once: nothing more is paid.
    clock.advance(60_000);
    await Promise.all([runJob(), scheduleRunner(t, clock.now, 'other').runDue()]);
    clock.advance(60_000);
    await runJob();
    expect(await winCount(t.db)).toBe(1);
    expect(await balanceOf(m.id)).toBe(100_000 - staked + win);
    // The records show every bet settled with the result (the session has expired meanwhile).
    const bets = await t.db
      .selectFrom('bet_records')
      .selectAll()
      .where('member_id', '=', m.id)
      .execute();
    expect(bets.every((bet) => bet.settled_at !== null && bet.outcome !== null)).toBe(true);
    expect(bets.map((bet) => Number(bet.win)).sort((a, b) => b - a)).toEqual(
      [win, 0, 0].slice(0, bets.length),
    );
    await expectCleanLedger();
  });
});
