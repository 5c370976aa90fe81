import { ADMIN_CSRF_HEADER, API, gameVendorsAnswer, pathWith } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { getOk, urlOf } from '../../../test/http.js';
import { memberWithSession, siteByCode } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { asOperator, type Operator, signIn } from '../backoffice/backoffice.test-support.js';
import { findPlayGameRow } from './catalogue.repository.js';
import { gameAudits, launch, okAs, playerGames, playerHotIds } from './games.admin.test-support.js';

let t: TestApp;
let clock: ReturnType<typeof testClock>;
let owner: Operator;
beforeEach(async () => {
  clock = testClock(Date.now());
  t = await createTestApp({ config: { now: clock.now } });
  owner = await signIn(t.app, clock, 'demo_owner');
});
afterEach(() => t.close());

const gamePath = (id: number) => pathWith('/admin/api/games/:id', { id });

/** Every endpoint of the games pages, with a valid call of it. */
const calls = (gameId: number, vendorId: number) =>
  [
    ['GET', '/admin/api/games/vendors', undefined],
    ['PUT', pathWith('/admin/api/games/vendors/:id', { id: vendorId }), { siteEnabled: false }],
    ['GET', '/admin/api/games/categories', undefined],
    ['PUT', '/admin/api/games/categories/LIVE', { enabled: false }],
    ['PUT', '/admin/api/games/category-order', { codes: ['LIVE'] }],
    ['GET', '/admin/api/games', undefined],
    ['PUT', gamePath(gameId), { hidden: true }],
    ['PUT', `${gamePath(gameId)}/icon`, { image: 'AAAA' }],
    ['DELETE', `${gamePath(gameId)}/icon`, undefined],
    ['GET', '/admin/api/jackpot', undefined],
    ['PUT', '/admin/api/jackpot', { contributionBp: 50, hitOdds: 100, seed: '1.00' }],
  ] as const;

const firstLive = async () => {
  const [game] = await playerGames(t.app);
  if (!game) throw new Error('no live game');
  const vendors = await okAs(t.app, owner, 'GET', '/admin/api/games/vendors');
  const vendor = vendors.list.find((v: { code: string }) => v.code === game.vassalage);
  return { id: Number(game.nodeId), vendorId: vendor.id as number, vendor: game.vassalage };
};

describe('the games pages: who may use them', () => {
  it('refuses no session, a player token, roles without games.manage and writes without CSRF', async () => {
    const { id, vendorId } = await firstLive();
    const member = await memberWithSession(t.db);
    const finance = await signIn(t.app, clock, 'demo_finance');
    const support = await signIn(t.app, clock, 'demo_support');
    for (const [method, url, payload] of calls(id, vendorId)) {
      const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const player = await t.app.inject({
        method,
        url,
        headers: member.headers,
        ...(payload ? { payload } : {}),
      });
      expect(player.statusCode, `${method} ${url} as a player`).toBe(401);
      for (const who of [finance, support]) {
        const res = await asOperator(t.app, who, method, url, payload);
        expect(res.json().errorCode, `${method} ${url} as ${who.username}`).toBe('admin.forbidden');
      }
      if (method === 'GET') continue;
      const bare = await asOperator(t.app, owner, method, url, payload, { csrf: false });
      expect(bare.json().errorCode, `${method} ${url} without CSRF`).toBe('admin.csrf.invalid');
      const forged = await t.app.inject({
        method,
        url,
        headers: { cookie: owner.cookie, [ADMIN_CSRF_HEADER]: 'not-the-token' },
        ...(payload ? { payload } : {}),
      });
      expect(forged.statusCode, `${method} ${url} with a wrong CSRF`).toBe(403);
    }
    expect(await gameAudits(t.db)).toEqual([]);
    expect((await playerGames(t.app)).map((g) => Number(g.nodeId))).toContain(id);
  });

  it('lets the content role in', async () => {
    const content = await signIn(t.app, clock, 'demo_content');
    const page = await okAs(t.app, content, 'GET', '/admin/api/games?pageSize=5');
    expect(page.list).toHaveLength(5);
  });
});

describe('vendors per site', () => {
  it('switches a vendor off: its games leave the list and cannot be launched; on again brings them back', async () => {
    const { id, vendorId, vendor } = await firstLive();
    const m = await memberWithSession(t.db);
    const url = pathWith('/admin/api/games/vendors/:id', { id: vendorId });
    const off = await okAs(t.app, owner, 'PUT', url, { siteEnabled: false });
    expect(off).toMatchObject({ id: vendorId, code: vendor, siteEnabled: false });
    expect((await playerGames(t.app)).some((g) => g.vassalage === vendor)).toBe(false);
    expect(await launch(t.app, m.headers, id)).toEqual({ status: 403, code: 'game.unavailable' });
    await okAs(t.app, owner, 'PUT', url, { siteEnabled: true });
    expect((await playerGames(t.app)).map((g) => Number(g.nodeId))).toContain(id);
    expect((await launch(t.app, m.headers, id)).status).toBe(200);
    const audits = await gameAudits(t.db);
    expect(audits.map((a) => [a.action, a.target_id, a.operator_username])).toEqual([
      ['games.vendor.update', String(vendorId), 'demo_owner'],
      ['games.vendor.update', String(vendorId), 'demo_owner'],
    ]);
    expect(JSON.parse(audits[0]?.before_json ?? '{}').siteEnabled).toBe(true);
    expect(JSON.parse(audits[0]?.after_json ?? '{}').siteEnabled).toBe(false);
  });

  it('refuses an unknown vendor and an RTP out of bounds, changing nothing', async () => {
    const { vendorId } = await firstLive();
    const unknown = await asOperator(t.app, owner, 'PUT', '/admin/api/games/vendors/99999', {
      siteEnabled: false,
    });
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, 'admin.vendor.not.found']);
    const url = pathWith('/admin/api/games/vendors/:id', { id: vendorId });
    for (const rtpBp of [10_000, 8_499, 9_600.5]) {
      const res = await asOperator(t.app, owner, 'PUT', url, { rtpBp });
      expect(res.statusCode, String(rtpBp)).toBe(400);
    }
    expect(await gameAudits(t.db)).toEqual([]);
  });
});

describe('categories', () => {
  it('renames, switches off and reorders categories as the player app shows them', async () => {
    const before = await okAs(t.app, owner, 'GET', '/admin/api/games/categories');
    const codes: string[] = before.list.map((c: { code: string }) => c.code);
    expect(codes).toContain('LIVE');
    const renamed = await okAs(t.app, owner, 'PUT', '/admin/api/games/categories/LIVE', {
      names: { EN: 'Live tables', MY: 'တိုက်ရိုက်စားပွဲ' },
    });
    expect(renamed.names).toEqual({ EN: 'Live tables', MY: 'တိုက်ရိုက်စားပွဲ' });
    const vendorsIn = (language: string) =>
      getOk(t.app, gameVendorsAnswer, urlOf(API.games.vendors), { language });
    const live = (await vendorsIn('MY')).sorting.find((s) => s.gameCategory === 'LIVE');
    expect(live?.name).toBe('တိုက်ရိုက်စားပွဲ');

    const reversed = [...codes].reverse();
    const ordered = await okAs(t.app, owner, 'PUT', '/admin/api/games/category-order', {
      codes: reversed,
    });
    expect(ordered.list.map((c: { code: string }) => c.code)).toEqual(reversed);
    const shown = (await vendorsIn('EN')).sorting.map((s) => s.gameCategory);
    expect(shown).toEqual(reversed.filter((c) => shown.includes(c as never)));

    await okAs(t.app, owner, 'PUT', '/admin/api/games/categories/LIVE', { enabled: false });
    expect(await playerGames(t.app)).toEqual([]);
    expect((await gameAudits(t.db)).map((a) => a.action)).toEqual([
      'games.category.update',
      'games.category.order',
      'games.category.update',
    ]);
  });

  it('refuses an order that leaves out or repeats a category, and an empty name', async () => {
    const before = await okAs(t.app, owner, 'GET', '/admin/api/games/categories');
    const codes: string[] = before.list.map((c: { code: string }) => c.code);
    for (const order of [codes.slice(1), [...codes, codes[0]]]) {
      const res = await asOperator(t.app, owner, 'PUT', '/admin/api/games/category-order', {
        codes: order,
      });
      expect([res.statusCode, res.json().errorCode]).toEqual([400, 'admin.category.order']);
    }
    const empty = await asOperator(t.app, owner, 'PUT', '/admin/api/games/categories/LIVE', {
      names: { EN: ' ', MY: 'x' },
    });
    expect(empty.statusCode).toBe(400);
    expect(await okAs(t.app, owner, 'GET', '/admin/api/games/categories')).toEqual(before);
    expect(await gameAudits(t.db)).toEqual([]);
  });
});

describe('games: hot, new, hidden, RTP', () => {
  it('hides a game from the lists and refuses its launch; hot and new flags show', async () => {
    const { id } = await firstLive();
    const m = await memberWithSession(t.db);
    const hidden = await okAs(t.app, owner, 'PUT', gamePath(id), { hidden: true });
    expect(hidden).toMatchObject({ id, hidden: true });
    expect((await playerGames(t.app)).map((g) => Number(g.nodeId))).not.toContain(id);
    expect(await launch(t.app, m.headers, id)).toEqual({ status: 403, code: 'game.unavailable' });

    await okAs(t.app, owner, 'PUT', gamePath(id), { hidden: false, isHot: true, isNew: true });
    const shown = (await playerGames(t.app)).find((g) => Number(g.nodeId) === id);
    expect(shown).toMatchObject({ isHot: true, isNew: true });
    expect(await playerHotIds(t.app)).toContain(id);
    await okAs(t.app, owner, 'PUT', gamePath(id), { isHot: false });
    expect(await playerHotIds(t.app)).not.toContain(id);
    expect((await gameAudits(t.db)).map((a) => a.action)).toEqual(
      Array(3).fill('games.game.update'),
    );
  });

  it("sets a game's own RTP within bounds and gives it back its vendor's", async () => {
    const { id, vendor } = await firstLive();
    const before = await okAs(
      t.app,
      owner,
      'GET',
      `/admin/api/games?vendor=${vendor}&pageSize=100`,
    );
    const vendorRtp = before.list.find((g: { id: number }) => g.id === id).rtpBp;
    expect(await okAs(t.app, owner, 'PUT', gamePath(id), { rtpBp: 9_100 })).toMatchObject({
      rtpBp: 9_100,
      ownRtpBp: 9_100,
    });
    const site = await siteByCode(t.app);
    const playedRtp = async () => (await findPlayGameRow(t.db, id, site.id, 'EN'))?.rtp_bp;
    expect(await playedRtp()).toBe(9_100);
    for (const rtpBp of [10_000, 12_000, 8_499, 0, -1]) {
      const res = await asOperator(t.app, owner, 'PUT', gamePath(id), { rtpBp });
      expect(res.statusCode, String(rtpBp)).toBe(400);
    }
    expect(await okAs(t.app, owner, 'PUT', gamePath(id), { rtpBp: null })).toMatchObject({
      rtpBp: vendorRtp,
      ownRtpBp: null,
    });
    expect(await playedRtp()).toBe(vendorRtp);
    const missing = await asOperator(t.app, owner, 'PUT', gamePath(999_999), { isHot: true });
    expect([missing.statusCode, missing.json().errorCode]).toEqual([404, 'admin.game.not.found']);
    expect(await gameAudits(t.db)).toHaveLength(2);
  });
});
