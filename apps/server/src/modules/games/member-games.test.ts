import {
  API,
  favouriteChangeAnswer,
  favouriteIdsAnswer,
  favouritesAnswer,
  PAGE_SIZES,
  recentGamesAnswer,
} from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ctxOf } from '../../../test/context.js';
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
import { recordLaunch } from './member-games.service.js';

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
/** Records a launch at a given time. */
const launchedAt = (m: Member, g: CatalogueGame, at: number) =>
  recordLaunch({ ...ctxOf(t.db), now: () => at }, m.id, g.id);

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
    await launchedAt(m, a, 1000);
    await launchedAt(m, b, 2000);
    await launchedAt(m, c, 3000);
    await launchedAt(m, a, 4000);
    const page = await recent(m);
    expect(idsOf(page.games)).toEqual([a.id, c.id, b.id]);
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 3 });
  });

  it('pages 25 a page, filters by category and shows one member only their own', async () => {
    const m = await memberWithSession(t.db);
    const other = await memberWithSession(t.db);
    const games = catalogue.slice(0, 30);
    for (const [i, g] of games.entries()) await launchedAt(m, g, 10_000 + i);
    await launchedAt(other, gameAt(100), 50_000);
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
