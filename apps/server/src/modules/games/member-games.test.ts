import {
  API,
  favouriteChangeAnswer,
  favouriteIdsAnswer,
  favouritesAnswer,
  PAGE_SIZES,
  recentGamesAnswer,
  WINNER_BOARD_DAYS,
  winnersAnswer,
} from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { findVendorByCode, setSiteVendor } from './catalogue.repository.js';
import {
  type CatalogueGame,
  failureOf,
  getOk,
  idsOf,
  loadCatalogue,
  memberWithSession,
  urlOf,
} from './games.test-support.js';
import { insertBetRecord } from './member-games.repository.js';
import { maskUserName, recordLaunch } from './member-games.service.js';

let t: TestApp;
let catalogue: CatalogueGame[];
beforeEach(async () => {
  t = await createTestApp();
  catalogue = await loadCatalogue(t.db);
});
afterEach(() => t.close());

type Member = Awaited<ReturnType<typeof memberWithSession>>;
const gameAt = (i: number) => catalogue[i] as CatalogueGame;
const change = (g: CatalogueGame) => ({ nodeId: String(g.id), vendor: g.vendor });

const add = async (m: Member, g: CatalogueGame) => {
  const res = await t.app.inject({
    method: 'POST',
    url: API.games.favourites,
    headers: m.headers,
    payload: change(g),
  });
  expect(res.statusCode, res.body).toBe(200);
  return favouriteChangeAnswer.parse(res.json().value);
};
const remove = async (m: Member, g: CatalogueGame) => {
  const res = await t.app.inject({
    method: 'DELETE',
    url: urlOf(API.games.favourites, change(g)),
    headers: m.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return favouriteChangeAnswer.parse(res.json().value);
};
const favourites = (m: Member, query: Record<string, string | number> = {}) =>
  getOk(t.app, favouritesAnswer, urlOf(API.games.favourites, query), m.headers);
const recent = (m: Member, query: Record<string, string | number> = {}) =>
  getOk(t.app, recentGamesAnswer, urlOf(API.games.recent, query), m.headers);

describe('favourites', () => {
  it('adds, lists the latest first, and removes', async () => {
    const m = await memberWithSession(t.db);
    const [a, b, c] = [gameAt(0), gameAt(400), gameAt(200)];
    for (const g of [a, b, c])
      expect(await add(m, g)).toEqual({ nodeId: String(g.id), favourite: true });
    const listed = await favourites(m);
    expect(idsOf(listed.content)).toEqual([c.id, b.id, a.id]);
    expect(listed).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 3 });
    expect(await remove(m, b)).toEqual({ nodeId: String(b.id), favourite: false });
    expect(idsOf((await favourites(m)).content)).toEqual([c.id, a.id]);
    const ids = await getOk(t.app, favouriteIdsAnswer, API.games.favouriteIds, m.headers);
    expect(ids.nodeIds).toEqual([String(c.id), String(a.id)]);
  });

  it('keeps one favourite when it is added twice, and removing a non-favourite is fine', async () => {
    const m = await memberWithSession(t.db);
    await add(m, gameAt(5));
    await add(m, gameAt(5));
    expect((await favourites(m)).totalCount).toBe(1);
    expect(await remove(m, gameAt(6))).toEqual({ nodeId: String(gameAt(6).id), favourite: false });
    await remove(m, gameAt(5));
    await remove(m, gameAt(5));
    expect((await favourites(m)).totalCount).toBe(0);
  });

  it("never shows or changes another member's favourites", async () => {
    const alice = await memberWithSession(t.db);
    const bob = await memberWithSession(t.db);
    await add(alice, gameAt(1));
    await add(alice, gameAt(2));
    expect(await favourites(bob)).toEqual({
      content: [],
      pageNum: 1,
      totalPages: 0,
      totalCount: 0,
    });
    expect(
      (await getOk(t.app, favouriteIdsAnswer, API.games.favouriteIds, bob.headers)).nodeIds,
    ).toEqual([]);
    await add(bob, gameAt(1));
    await remove(bob, gameAt(1));
    await remove(bob, gameAt(2));
    expect(idsOf((await favourites(alice)).content)).toEqual([gameAt(2).id, gameAt(1).id]);
  });

  it('pages 26 a page and filters by category (HOT: hot games)', async () => {
    const m = await memberWithSession(t.db);
    const games = catalogue.slice(0, 30);
    for (const g of games) await add(m, g);
    const first = await favourites(m);
    expect(first.content).toHaveLength(PAGE_SIZES.favourites);
    expect(first).toMatchObject({ totalPages: 2, totalCount: 30 });
    expect((await favourites(m, { pageNo: 2 })).content).toHaveLength(4);
    expect(await favourites(m, { pageNo: 3 })).toMatchObject({
      content: [],
      pageNum: 3,
      totalPages: 2,
      totalCount: 30,
    });
    const hot = await favourites(m, { gameType: 'HOT', pageSize: 100 });
    expect(idsOf(hot.content).sort()).toEqual(
      games
        .filter((g) => g.isHot)
        .map((g) => g.id)
        .sort(),
    );
    const live = await favourites(m, { gameType: 'LIVE' });
    expect(live.totalCount).toBe(games.filter((g) => g.category === 'LIVE').length);
  });

  it('hides favourites of a vendor the site switched off', async () => {
    const m = await memberWithSession(t.db);
    const pg = catalogue.find((g) => g.vendor === 'PG') as CatalogueGame;
    const jl = catalogue.find((g) => g.vendor === 'JL') as CatalogueGame;
    await add(m, pg);
    await add(m, jl);
    const vendor = await findVendorByCode(t.db, 'PG');
    await setSiteVendor(t.db, m.siteId, vendor?.id ?? 0, false);
    expect(idsOf((await favourites(m)).content)).toEqual([jl.id]);
  });

  it('answers 401 without a session or with a bad token', async () => {
    const g = gameAt(0);
    const requests = [
      { method: 'GET' as const, url: API.games.favourites },
      { method: 'GET' as const, url: API.games.favouriteIds },
      { method: 'POST' as const, url: API.games.favourites, payload: change(g) },
      { method: 'DELETE' as const, url: urlOf(API.games.favourites, change(g)) },
      { method: 'GET' as const, url: API.games.recent },
    ];
    for (const request of requests) {
      expect(await failureOf(t.app, request), request.url).toEqual({
        status: 401,
        code: 'user.or.token.invalid',
      });
      const bad = { ...request, headers: { authorization: 'x'.repeat(43) } };
      expect(await failureOf(t.app, bad), request.url).toEqual({
        status: 401,
        code: 'login.not.session',
      });
    }
  });

  it("refuses a token of another site's member", async () => {
    await addSite(t.app, 'second');
    const other = await memberWithSession(t.db, 'second');
    const failure = await failureOf(t.app, {
      method: 'GET',
      url: API.games.favourites,
      headers: { ...other.headers, merchant: 'demo' },
    });
    expect(failure).toEqual({ status: 401, code: 'login.not.session' });
  });

  it('refuses bad input with request_param_err and changes nothing', async () => {
    const m = await memberWithSession(t.db);
    const g = gameAt(0);
    const bad = [
      { method: 'POST' as const, url: API.games.favourites, payload: { nodeId: String(g.id) } },
      {
        method: 'POST' as const,
        url: API.games.favourites,
        payload: { nodeId: 'abc', vendor: g.vendor },
      },
      {
        method: 'POST' as const,
        url: API.games.favourites,
        payload: { nodeId: '999999', vendor: g.vendor },
      },
      {
        method: 'POST' as const,
        url: API.games.favourites,
        payload: { nodeId: String(g.id), vendor: 'EVO' },
      },
      { method: 'DELETE' as const, url: urlOf(API.games.favourites, { nodeId: String(g.id) }) },
      {
        method: 'DELETE' as const,
        url: urlOf(API.games.favourites, { nodeId: '0', vendor: g.vendor }),
      },
      { method: 'GET' as const, url: urlOf(API.games.favourites, { pageNo: 0 }) },
      { method: 'GET' as const, url: urlOf(API.games.favourites, { pageSize: 101 }) },
      { method: 'GET' as const, url: urlOf(API.games.favourites, { gameType: 'X' }) },
      { method: 'GET' as const, url: urlOf(API.games.recent, { page: 0 }) },
      { method: 'GET' as const, url: urlOf(API.games.recent, { clientType: 1 }) },
      { method: 'GET' as const, url: urlOf(API.games.recent, { pageSize: 'many' }) },
    ];
    for (const request of bad) {
      const failure = await failureOf(t.app, { ...request, headers: m.headers });
      expect(
        failure,
        `${request.method} ${request.url} ${JSON.stringify(request.payload)}`,
      ).toEqual({
        status: 400,
        code: 'request_param_err',
      });
    }
    expect((await favourites(m)).totalCount).toBe(0);
  });
});

describe('recent games', () => {
  it('lists launched games once each, the latest launch first', async () => {
    const m = await memberWithSession(t.db);
    const [a, b, c] = [gameAt(10), gameAt(20), gameAt(30)];
    await recordLaunch(t.db, m.id, a.id, 1000);
    await recordLaunch(t.db, m.id, b.id, 2000);
    await recordLaunch(t.db, m.id, c.id, 3000);
    await recordLaunch(t.db, m.id, a.id, 4000);
    const page = await recent(m);
    expect(idsOf(page.games)).toEqual([a.id, c.id, b.id]);
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 3 });
  });

  it('pages 25 a page, filters by category and shows one member only their own', async () => {
    const m = await memberWithSession(t.db);
    const other = await memberWithSession(t.db);
    const games = catalogue.slice(0, 30);
    for (const [i, g] of games.entries()) await recordLaunch(t.db, m.id, g.id, 10_000 + i);
    await recordLaunch(t.db, other.id, gameAt(100).id, 50_000);
    const first = await recent(m);
    expect(first.games).toHaveLength(PAGE_SIZES.recent);
    expect(idsOf(first.games)).toEqual(
      games
        .map((g) => g.id)
        .reverse()
        .slice(0, 25),
    );
    expect(first).toMatchObject({ totalPages: 2, totalCount: 30 });
    expect(await recent(m, { page: 3 })).toMatchObject({
      games: [],
      pageNum: 3,
      totalPages: 2,
      totalCount: 30,
    });
    const live = await recent(m, { gameType: 'LIVE', pageSize: 100 });
    expect(live.totalCount).toBe(games.filter((g) => g.category === 'LIVE').length);
    expect(idsOf((await recent(other)).games)).toEqual([gameAt(100).id]);
  });
});

describe('winner board', () => {
  const now = Date.now();
  const winners = (
    query: Record<string, string | number> = {},
    headers: Record<string, string> = {},
  ) => getOk(t.app, winnersAnswer, urlOf(API.games.winners, query), headers);

  const bet = async (m: Member, g: CatalogueGame, win: number, at: number | null, round: string) =>
    insertBetRecord(t.db, {
      merchant_id: m.siteId,
      member_id: m.id,
      game_id: g.id,
      vendor: g.vendor,
      round_id: round,
      stake: 100,
      win,
      created_at: at ?? now,
      settled_at: at,
    });

  it('lists settled wins of the last days, highest first, with masked names', async () => {
    const alice = await memberWithSession(t.db, 'demo', 'alice99');
    const bob = await memberWithSession(t.db, 'demo', 'bob');
    await bet(alice, gameAt(0), 50_000, now - 1000, 'r1');
    await bet(bob, gameAt(300), 250_075, now - 2000, 'r2');
    await bet(alice, gameAt(1), 0, now - 3000, 'r3'); // a loss
    await bet(bob, gameAt(2), 90_000, null, 'r4'); // still open
    await bet(alice, gameAt(3), 999_999, now - (WINNER_BOARD_DAYS + 1) * 86_400_000, 'r5'); // too old
    await bet(alice, gameAt(0), 50_000, now - 500, 'r1'); // the same round reported again
    const board = await winners({}, { language: 'EN' });
    expect(board.list.map((w) => w.vo.winAmount)).toEqual(['2500.75', '500.00']);
    expect(board.list.map((w) => w.vo.userName)).toEqual(['b***b', 'a***9']);
    expect(board.list[0]?.vo).toMatchObject({
      nodeId: String(gameAt(300).id),
      vassalage: gameAt(300).vendor,
      gameName: gameAt(300).names.EN,
      winTime: now - 2000,
    });
    expect(board).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 2 });
  });

  it("pages, filters by category and keeps other sites' wins out", async () => {
    await addSite(t.app, 'second');
    const m = await memberWithSession(t.db);
    const elsewhere = await memberWithSession(t.db, 'second');
    const live = catalogue.find((g) => g.category === 'LIVE') as CatalogueGame;
    for (let i = 0; i < 5; i++) await bet(m, gameAt(i), 1000 * (i + 1), now - i, `p${i}`);
    await bet(m, live, 100, now, 'live');
    await bet(elsewhere, gameAt(0), 9_000_000, now, 'far');
    const page = await winners({ pageSize: 2, pageNo: 2 });
    expect(page.list.map((w) => w.vo.winAmount)).toEqual(['30.00', '20.00']);
    expect(page).toMatchObject({ pageNum: 2, totalPages: 3, totalCount: 6 });
    expect(await winners({ pageNo: 9 })).toMatchObject({ list: [], totalPages: 1, totalCount: 6 });
    const liveOnly = await winners({ gameType: 'LIVE' });
    expect(liveOnly.list.map((w) => w.vo.nodeId)).toEqual([String(live.id)]);
    expect((await winners({}, { merchant: 'second' })).list.map((w) => w.vo.winAmount)).toEqual([
      '90000.00',
    ]);
  });

  it.each([
    ['pageSize 0', { pageSize: 0 }],
    ['an unknown gameType', { gameType: 'Y' }],
    ['an unknown language', { language: 'XX' }],
  ])('refuses %s with request_param_err', async (_name, query) => {
    const failure = await failureOf(t.app, { method: 'GET', url: urlOf(API.games.winners, query) });
    expect(failure).toEqual({ status: 400, code: 'request_param_err' });
  });

  it('masks every name, however short', () => {
    expect(maskUserName('alice')).toBe('a***e');
    expect(maskUserName('ab')).toBe('a***');
    expect(maskUserName('a')).toBe('a***');
    expect(maskUserName('မောင်မောင်')).toBe('မေ***င်');
  });
});
