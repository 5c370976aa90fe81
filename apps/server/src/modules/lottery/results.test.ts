import { createHash } from 'node:crypto';
import {
  drawAnswer,
  drawResult,
  drawsAnswer,
  lotteryGameAnswer,
  lotteryGamesAnswer,
  vnMenuAnswer,
  vnOpenedAnswer,
} from '@lotto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { ctxOf } from '../../../test/context.js';
import { failureOf, getOk, urlOf } from '../../../test/http.js';
import { memberWithSession } from '../../../test/members.js';
import { changeSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { demoGames } from '../../seed/demo-games.js';
import { seedDemoLotteryDraws } from '../../seed/demo-lottery-draws.js';
import { siteDay } from '../system/index.js';
import { drawRowsOf, seedAccessOf } from './draws.test-support.js';

const YANGON = 'Asia/Yangon';
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/**
 * The last noon in Yangon (UTC+6:30) before now: the seed keeps the last 24 hours, so at noon it
 * holds the second half of yesterday and the first of today whatever hour the suite runs.
 */
const lastYangonNoon = (now: number): number => {
  const yangonMs = now + 6.5 * HOUR_MS;
  const sinceNoon = (((yangonMs - 12 * HOUR_MS) % DAY_MS) + DAY_MS) % DAY_MS;
  return now - sinceNoon;
};
const clock = testClock(lastYangonNoon(Date.now()));
let t: TestApp;
let seedMs = 0;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const today = () => siteDay(YANGON, clock.now());
const yesterday = () => siteDay(YANGON, clock.now() - DAY_MS);

beforeAll(async () => {
  t = await createTestApp({ config: { now: clock.now } });
  const started = performance.now();
  await t.db.transaction().execute((trx) => seedDemoLotteryDraws(ctxOf(trx, clock.now)));
  seedMs = performance.now() - started;
  // The seed's time on this machine and database, for the report and the README.
  console.info(`lottery past draws seeded in ${Math.round(seedMs)} ms (${t.dialect})`);
}, 120_000);
afterAll(() => t.close());

describe('the seeded past of the lottery', () => {
  it('holds a full day of every fast game, drawn on time through the draw functions', async () => {
    const rows = await drawRowsOf(t.db, '5D1');
    const past = rows.filter((r) => r.draw_at <= clock.now());
    // A day of 1-minute draws, give or take the one at the edge.
    expect(past.length).toBeGreaterThanOrEqual(1439);
    expect(past.length).toBeLessThanOrEqual(1441);
    expect(past.every((r) => r.status === 'settled' && r.late === 0 && r.seed !== null)).toBe(true);
    const [first] = past;
    if (!first) throw new Error('no draw');
    expect((await seedAccessOf(t.db, first.id)).map((a) => a.purpose)).toEqual(['create', 'draw']);
    // The next two are made, sealed.
    const ahead = rows.filter((r) => r.draw_at > clock.now());
    expect(ahead).toHaveLength(2);
    expect(ahead.every((r) => r.seed === null)).toBe(true);
    expect((await drawRowsOf(t.db, 'VNN')).filter((r) => r.status === 'settled').length).toBe(30);
    expect(
      (await drawRowsOf(t.db, 'THAI')).filter((r) => r.status === 'settled').length,
    ).toBeGreaterThanOrEqual(5);
    expect(seedMs).toBeLessThan(60_000);
  });
});

describe('GET games', () => {
  it('lists every game with its next draw, last result and catalogue links', async () => {
    const { list } = await getOk(t.app, lotteryGamesAnswer, '/lgw/games/mobile');
    expect(list.map((g) => g.code)).toEqual([
      '5D1',
      '5D3',
      '5D5',
      'K3',
      '11X5',
      'VNN',
      'VNS',
      'THAI',
    ]);
    for (const game of list) {
      expect(game.nextDraw?.closesAt).toBeGreaterThan(clock.now());
      expect(game.lastResult?.result.family).toBe(game.family);
    }
    // Every catalogue LOTT and ELOTT game opens an engine game.
    const catalogue = demoGames().filter((g) => g.category === 'LOTT' || g.category === 'ELOTT');
    expect(list.flatMap((g) => g.links)).toHaveLength(catalogue.length);
    // Each link names its catalogue game by code too: a launch address may carry only the code.
    const codes = catalogue.map((g) => `${g.vendor}:${g.code}`).sort();
    expect(list.flatMap((g) => g.links.map((l) => `${l.vendor}:${l.code}`)).sort()).toEqual(codes);
    expect(list.find((g) => g.code === '5D1')?.links.length).toBeGreaterThan(0);
  });

  it('filters by prize mode (ZY answers all), family and text', async () => {
    const codes = async (query: Record<string, string>) =>
      (await getOk(t.app, lotteryGamesAnswer, urlOf('/lgw/games/mobile', query))).list.map(
        (g) => g.code,
      );
    expect(await codes({ prizeMode: 'Lott' })).toEqual(['VNN', 'VNS', 'THAI']);
    expect(await codes({ prizeMode: 'Elott' })).toEqual(['5D1', '5D3', '5D5', 'K3', '11X5']);
    expect(await codes({ prizeMode: 'ZY' })).toHaveLength(8);
    expect(await codes({ family: 'VN' })).toEqual(['VNN', 'VNS']);
    expect(await codes({ q: 'thai' })).toEqual(['THAI']);
    expect(await codes({ q: 'nothing like it' })).toEqual([]);
  });

  it('refuses bad filters', async () => {
    for (const q of ['prizeMode=XX', 'family=6D', `q=${'x'.repeat(41)}`]) {
      expect(await failureOf(t.app, { method: 'GET', url: `/lgw/games/mobile?${q}` })).toEqual({
        status: 400,
        code: 'request_param_err',
      });
    }
  });

  it('lists at most 8 popular games', async () => {
    const { list } = await getOk(t.app, lotteryGamesAnswer, '/lgw/games/popular');
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(8);
  });

  it('answers function.not.available when the site switches the lottery off', async () => {
    await changeSite(t.app, { whitelabel: { LOTT3: false } });
    try {
      for (const url of ['/lgw/games/mobile', '/lgw/games/5D1', '/lgw/vn/games/game_menu']) {
        expect(await failureOf(t.app, { method: 'GET', url })).toEqual({
          status: 403,
          code: 'function.not.available',
        });
      }
    } finally {
      await changeSite(t.app, { whitelabel: { LOTT3: true } });
    }
  });
});

describe('GET game', () => {
  it('gives the page its bet types, schedule, limits and the draw on sale with its hash', async () => {
    const game = await getOk(t.app, lotteryGameAnswer, '/lgw/games/5D1');
    expect(game.betTypes.length).toBeGreaterThan(5);
    expect(game.schedule).toMatchObject({ cycleSec: 60, drawsPerDay: 1440, timeZone: YANGON });
    expect(game.prizeGroup).toEqual({ min: 1700, max: 1960, own: null });
    expect(game.currentDraw?.status).toBe('open');
    expect(game.currentDraw?.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(game.currentDraw?.closesAt).toBeGreaterThan(game.serverNow);
    const member = await memberWithSession(t.db);
    const signedIn = await getOk(t.app, lotteryGameAnswer, '/lgw/games/5D1', member.headers);
    expect(signedIn.prizeGroup.own).toBe(1960);
    const thai = await getOk(t.app, lotteryGameAnswer, '/lgw/games/THAI');
    expect(thai.schedule.monthDays).toEqual([1, 16]);
    expect(thai.game.cycleSec).toBe(0);
  });

  it('refuses unknown and malformed codes', async () => {
    expect(await failureOf(t.app, { method: 'GET', url: '/lgw/games/NOPE' })).toEqual({
      status: 404,
      code: 'lottery.game.not.exist',
    });
    expect(await failureOf(t.app, { method: 'GET', url: `/lgw/games/${'A'.repeat(33)}` })).toEqual({
      status: 400,
      code: 'request_param_err',
    });
  });
});

describe('GET draws of a day', () => {
  it('lists the day newest first, each with a proof that reproduces its result', async () => {
    const day = yesterday();
    const page = await getOk(
      t.app,
      drawsAnswer,
      urlOf('/lgw/games/K3/draws', { date: day, pageSize: 100 }),
    );
    expect(page.date).toBe(day);
    expect(page.totalCount).toBeGreaterThan(0);
    expect(page.list.length).toBe(Math.min(100, page.totalCount));
    const times = page.list.map((d) => d.drawAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const draw of page.list.slice(0, 10)) {
      expect(draw.drawNo.startsWith(day.replaceAll('-', ''))).toBe(true);
      expect(sha256(draw.seed ?? '')).toBe(draw.seedHash);
      expect(await drawResult('K3', null, draw.seed ?? '', draw.drawNo)).toEqual(draw.result);
    }
    // Noon's last 24 hours hold yesterday's afternoon and evening: 12 hours of 3-minute draws.
    expect(page.totalCount).toBe(240);
    const second = await getOk(
      t.app,
      drawsAnswer,
      urlOf('/lgw/games/K3/draws', { date: day, pageSize: 10, pageNo: 2 }),
    );
    expect(second.list.map((d) => d.drawNo)).toEqual(page.list.slice(10, 20).map((d) => d.drawNo));
    const todays = await getOk(t.app, drawsAnswer, '/lgw/games/5D1/draws');
    expect(todays.date).toBe(today());
  });

  it('refuses bad dates and pages, and unknown games', async () => {
    for (const q of [
      'date=2026-02-30',
      'date=2026-2-3',
      'date=yesterday',
      'pageSize=0',
      'pageNo=0',
      'pageSize=101',
    ]) {
      expect(await failureOf(t.app, { method: 'GET', url: `/lgw/games/5D1/draws?${q}` })).toEqual({
        status: 400,
        code: 'request_param_err',
      });
    }
    expect(await failureOf(t.app, { method: 'GET', url: '/lgw/games/NOPE/draws' })).toEqual({
      status: 404,
      code: 'lottery.game.not.exist',
    });
  });
});

describe('GET draw', () => {
  it('answers one draw with its proof, and an open one with its hash only', async () => {
    const rows = await drawRowsOf(t.db, '5D3');
    const drawn = rows.find((r) => r.status === 'settled');
    const open = rows.find((r) => r.status === 'open');
    if (!drawn || !open) throw new Error('no draws');
    const one = await getOk(
      t.app,
      drawAnswer,
      urlOf(`/lgw/draws/${drawn.draw_no}`, { code: '5D3' }),
    );
    expect(one.game).toMatchObject({ code: '5D3', family: '5D' });
    expect(await drawResult('5D', null, one.draw.seed ?? '', one.draw.drawNo)).toEqual(
      one.draw.result,
    );
    const ahead = await getOk(
      t.app,
      drawAnswer,
      urlOf(`/lgw/draws/${open.draw_no}`, { code: '5D3' }),
    );
    expect(ahead.draw).toMatchObject({
      status: 'open',
      seed: null,
      result: null,
      seedHash: open.seed_hash,
    });
  });

  it('refuses unknown draws and games, and malformed input', async () => {
    const cases = [
      { url: '/lgw/draws/20200101-0001?code=5D3', status: 404, code: 'lottery.draw.not.exist' },
      { url: '/lgw/draws/20200101-0001?code=NOPE', status: 404, code: 'lottery.game.not.exist' },
      { url: '/lgw/draws/20200101-1?code=5D3', status: 400, code: 'request_param_err' },
      { url: '/lgw/draws/20200101-0001', status: 400, code: 'request_param_err' },
    ];
    for (const c of cases) {
      expect(await failureOf(t.app, { method: 'GET', url: c.url })).toEqual({
        status: c.status,
        code: c.code,
      });
    }
  });
});

describe('VN menu and opened numbers', () => {
  it('groups the VN games by region with the draw of today', async () => {
    const menu = await getOk(t.app, vnMenuAnswer, '/lgw/vn/games/game_menu');
    expect(menu.regions.map((r) => [r.region, r.games.map((g) => g.code)])).toEqual([
      ['north', ['VNN']],
      ['south', ['VNS']],
    ]);
    for (const region of menu.regions) {
      expect(region.games[0]?.today?.drawNo.startsWith(today().replaceAll('-', ''))).toBe(true);
    }
  });

  it('answers the 27 northern and 18 southern numbers of a drawn day', async () => {
    const north = await getOk(
      t.app,
      vnOpenedAnswer,
      urlOf('/lgw/vn/numeros/opened/game', { code: 'VNN', date: yesterday() }),
    );
    expect(north.list).toHaveLength(1);
    expect(north.list[0]?.prizes.flat()).toHaveLength(27);
    const south = await getOk(
      t.app,
      vnOpenedAnswer,
      urlOf('/lgw/vn/numeros/opened/game', { code: 'VNS', date: yesterday() }),
    );
    expect(south.list[0]?.prizes.flat()).toHaveLength(18);
    expect(south.list[0]?.prizes[0]?.[0]).toMatch(/^\d{6}$/);
  });

  it('refuses games that are not VN, unknown ones and bad dates', async () => {
    const cases = [
      { url: '/lgw/vn/numeros/opened/game?code=5D1', status: 404, code: 'lottery.game.not.exist' },
      { url: '/lgw/vn/numeros/opened/game?code=NOPE', status: 404, code: 'lottery.game.not.exist' },
      {
        url: '/lgw/vn/numeros/opened/game?code=VNN&date=2026-13-01',
        status: 400,
        code: 'request_param_err',
      },
      { url: '/lgw/vn/numeros/opened/game', status: 400, code: 'request_param_err' },
    ];
    for (const c of cases) {
      expect(await failureOf(t.app, { method: 'GET', url: c.url })).toEqual({
        status: c.status,
        code: c.code,
      });
    }
  });
});
