import {
  ADMIN_CSRF_HEADER,
  type AdminGame,
  API,
  adminSiteEndpoints,
  gameListAnswer,
  type HttpMethod,
  hotGamesAnswer,
  pathWith,
} from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { getOk, urlOf } from '../../../test/http.js';
import { memberWithSession } from '../../../test/members.js';
import { addSite, type TestApp } from '../../../test/test-app.js';
import { twoAppsPerTest } from '../../../test/two-apps.js';
import { VERSION_CHECK_MS } from '../../cache/caches.js';
import { type Operator, signIn } from '../backoffice/backoffice.test-support.js';
import { gameAudits, launch } from './games.admin.test-support.js';

/** A game's hot, new, hidden and place are the site's own: one site's choice leaves others be. */

const { clock, both } = twoAppsPerTest();
const A = 'demo';
const B = 'other';

const gamePath = (id: number) => pathWith('/admin/api/games/:id', { id });

/** A call as the operator on a site (the Merchant header picks it, as for players). */
const asOperatorOn = (
  app: FastifyInstance,
  who: Operator,
  site: string,
  method: HttpMethod,
  url: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url,
    remoteAddress: '10.9.0.2',
    headers: { cookie: who.cookie, [ADMIN_CSRF_HEADER]: who.csrf, merchant: site },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const okOn = async (
  app: FastifyInstance,
  who: Operator,
  site: string,
  method: HttpMethod,
  url: string,
  payload?: unknown,
) => {
  const res = await asOperatorOn(app, who, site, method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

const changeOn = (t: TestApp, who: Operator, site: string, id: number, change: object) =>
  okOn(t.app, who, site, 'PUT', gamePath(id), change) as Promise<AdminGame>;

/** The site's player list of a category, every page of it, optionally searched by name. */
const listOn = async (t: TestApp, site: string, gameName?: string) =>
  (
    await getOk(
      t.app,
      gameListAnswer,
      urlOf(API.games.list, { gameType: 'LIVE', pageSize: 100, gameName }),
      { merchant: site },
    )
  ).games;
const idsOn = async (t: TestApp, site: string, gameName?: string) =>
  (await listOn(t, site, gameName)).map((g) => Number(g.nodeId));
const hotIdsOn = async (t: TestApp, site: string) =>
  (
    await getOk(t.app, hotGamesAnswer, urlOf(API.games.hot, { gameType: 'HOT', pageSize: 100 }), {
      merchant: site,
    })
  ).list.map((g) => Number(g.nodeId));

/** Two sites on the apps' database, the demo owner, and two live games that are not hot. */
const twoSites = async () => {
  const [a, b] = both();
  await addSite(a.app, B);
  await b.app.caches.bump('sites');
  const owner = await signIn(a.app, clock, 'demo_owner');
  const live = await listOn(a, A);
  const [first, second] = live.filter((g) => !g.isHot);
  if (!first || !second) throw new Error('two live games that are not hot needed');
  return { a, b, owner, x: Number(first.nodeId), y: Number(second.nodeId), xName: first.gameName };
};

describe('a game’s flags per site', () => {
  it('hides a game and marks one hot on site A only: A’s list, search, hot list and launch; B’s stay', async () => {
    const { a, owner, x, y, xName } = await twoSites();
    const onA = await memberWithSession(a.db, A);
    const onB = await memberWithSession(a.db, B);

    const hidden = await changeOn(a, owner, A, x, { hidden: true });
    expect(hidden).toMatchObject({ id: x, hidden: true });
    const hot = await changeOn(a, owner, A, y, { isHot: true, isNew: true });
    expect(hot).toMatchObject({ id: y, isHot: true, isNew: true, hidden: false });

    expect(await idsOn(a, A)).not.toContain(x);
    expect(await idsOn(a, A, xName)).not.toContain(x);
    expect(await launch(a.app, onA.headers, x)).toEqual({ status: 403, code: 'game.unavailable' });
    expect(await hotIdsOn(a, A)).toContain(y);
    expect((await listOn(a, A)).find((g) => Number(g.nodeId) === y)).toMatchObject({
      isHot: true,
      isNew: true,
    });

    expect(await idsOn(a, B)).toContain(x);
    expect(await idsOn(a, B, xName)).toContain(x);
    expect((await launch(a.app, onB.headers, x)).status).toBe(200);
    expect(await hotIdsOn(a, B)).not.toContain(y);
    expect((await listOn(a, B)).find((g) => Number(g.nodeId) === y)?.isHot).toBe(false);

    // The back office answers each site's own view of the game.
    const onSiteB = await okOn(
      a.app,
      owner,
      B,
      'GET',
      '/admin/api/games?category=LIVE&pageSize=100',
    );
    const seenOnB = onSiteB.list.filter((g: AdminGame) => g.id === x || g.id === y);
    expect(seenOnB.map((g: AdminGame) => [g.id, g.hidden, g.isHot])).toEqual(
      expect.arrayContaining([
        [x, false, false],
        [y, false, false],
      ]),
    );

    // Shown again on A: back in A's list and launchable.
    expect(await changeOn(a, owner, A, x, { hidden: false })).toMatchObject({ hidden: false });
    expect(await idsOn(a, A)).toContain(x);
    expect((await launch(a.app, onA.headers, x)).status).toBe(200);
    const audits = await gameAudits(a.db);
    expect(audits.map((r) => [r.action, r.target_id])).toEqual([
      ['games.game.update', String(x)],
      ['games.game.update', String(y)],
      ['games.game.update', String(x)],
    ]);
    expect(JSON.parse(audits[0]?.before_json ?? '{}').hidden).toBe(false);
    expect(JSON.parse(audits[0]?.after_json ?? '{}').hidden).toBe(true);
  });

  it('puts a game first on one site and back in the catalogue’s place with null', async () => {
    const { a, owner, x, y } = await twoSites();
    const before = await idsOn(a, A);
    const last = before.at(-1) ?? 0;
    expect(last).not.toBe(before[0]);
    expect(await changeOn(a, owner, A, last, { sort: 0 })).toMatchObject({ id: last, sort: 0 });
    expect((await idsOn(a, A))[0]).toBe(last);
    expect(await idsOn(a, B)).toEqual(before);
    // Lists of other kinds keep the site's order too: the hot list, once both are hot.
    await changeOn(a, owner, A, x, { isHot: true });
    await changeOn(a, owner, A, y, { isHot: true, sort: 1 });
    const hot = await hotIdsOn(a, A);
    expect(hot.indexOf(y)).toBeLessThan(hot.indexOf(x));

    const back = await changeOn(a, owner, A, last, { sort: null });
    expect(back.sort).toBeGreaterThan(0);
    await changeOn(a, owner, A, y, { sort: null });
    expect(await idsOn(a, A)).toEqual(before);
  });

  it('shows a game the catalogue hides on the one site that chose to', async () => {
    const { a, owner, x } = await twoSites();
    await a.db.updateTable('games').set({ enabled: 0 }).where('id', '=', x).execute();
    await a.app.caches.bump('catalogue');
    expect(await idsOn(a, A)).not.toContain(x);
    const game = await changeOn(a, owner, B, x, { hidden: false });
    expect(game.hidden).toBe(false);
    expect(await idsOn(a, B)).toContain(x);
    expect(await idsOn(a, A)).not.toContain(x);
    const onB = await memberWithSession(a.db, B);
    expect((await launch(a.app, onB.headers, x)).status).toBe(200);
    const onA = await memberWithSession(a.db, A);
    expect(await launch(a.app, onA.headers, x)).toEqual({ status: 403, code: 'game.unavailable' });
  });

  it('shows an edit made through one process on the other within two seconds', async () => {
    const { a, b, owner, x, y } = await twoSites();
    expect(await idsOn(b, A)).toContain(x); // b keeps the catalogue as it was
    await changeOn(a, owner, A, x, { hidden: true });
    await changeOn(a, owner, A, y, { isHot: true });
    expect(await idsOn(a, A)).not.toContain(x);
    clock.advance(VERSION_CHECK_MS + 1);
    expect(await idsOn(b, A)).not.toContain(x);
    expect(await hotIdsOn(b, A)).toContain(y);
    expect(await idsOn(b, B)).toContain(x);
    expect(await hotIdsOn(b, B)).not.toContain(y);
  });

  it('refuses a bad place or flag, changing nothing', async () => {
    const { a, owner, x } = await twoSites();
    const before = await okOn(
      a.app,
      owner,
      A,
      'GET',
      '/admin/api/games?category=LIVE&pageSize=100',
    );
    for (const change of [
      { sort: -1 },
      { sort: 1.5 },
      { sort: 'first' },
      { sort: 1_000_001 },
      { hidden: 'yes' },
      { isHot: 1 },
    ]) {
      const res = await asOperatorOn(a.app, owner, A, 'PUT', gamePath(x), change);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
    }
    expect(
      await okOn(a.app, owner, A, 'GET', '/admin/api/games?category=LIVE&pageSize=100'),
    ).toEqual(before);
    expect(await a.db.selectFrom('site_games').selectAll().execute()).toEqual([]);
    expect(await gameAudits(a.db)).toEqual([]);
  });
});

describe('a new site from a template', () => {
  it('shows each game as the template does', async () => {
    const { a, owner, x, y } = await twoSites();
    await changeOn(a, owner, A, x, { hidden: true });
    await changeOn(a, owner, A, y, { isHot: true, sort: 0 });
    const res = await okOn(a.app, owner, A, 'POST', adminSiteEndpoints.createSite.path, {
      templateCode: A,
      code: 'copy',
      name: 'Copy',
      hostNames: ['copy.localhost'],
      theme: {
        primary: '#b8860b',
        primaryContrast: '#000000',
        headerBackground: '#202020',
        headerText: '#ffd700',
        pageBackground: '#fafafa',
        accent: '#ffd700',
      },
    });
    expect(res.settings.name).toBe('Copy');
    const ids = await idsOn(a, 'copy');
    expect(ids).not.toContain(x);
    expect(ids[0]).toBe(y);
    expect(await hotIdsOn(a, 'copy')).toContain(y);
    // The copy is the new site's own: showing the game there leaves the template's choice.
    await changeOn(a, owner, 'copy', x, { hidden: false });
    expect(await idsOn(a, 'copy')).toContain(x);
    expect(await idsOn(a, A)).not.toContain(x);
  });
});
