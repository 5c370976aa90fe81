import { adminGamesEndpoints, GAME_ICON_UPLOAD, pathWith } from '@lotto/contract';
import { createCanvas } from '@napi-rs/canvas';
import { afterEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { memberWithSession } from '../../../test/members.js';
import { createTestApp, createTestApps, type TestApp } from '../../../test/test-app.js';
import { VERSION_CHECK_MS } from '../../cache/caches.js';
import { asOperator, type Operator, signIn } from '../backoffice/backoffice.test-support.js';
import { decodedSize, jpegBytes } from '../uploads/uploads.test-support.js';
import { gameAudits, okAs, playerGames } from './games.admin.test-support.js';

let opened: TestApp[] = [];
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

const oneApp = async () => {
  const clock = testClock(Date.now());
  const t = await createTestApp({ config: { now: clock.now } });
  opened = [t];
  return { t, owner: await signIn(t.app, clock, 'demo_owner') };
};

interface Listed {
  id: number;
  vendor: string;
  category: string;
  names: Record<string, string>;
  rtpBp: number;
  launches: number;
  createdAt: number;
  icon: string;
  customIcon: boolean;
}
const pageOf = async (t: TestApp, owner: Operator, query: string) =>
  (await okAs(t.app, owner, 'GET', `/admin/api/games?${query}`)) as {
    list: Listed[];
    totalCount: number;
  };

const iconPng = (side: number) => {
  const canvas = createCanvas(side, side);
  const context = canvas.getContext('2d');
  context.fillStyle = '#2a7';
  context.fillRect(0, 0, side, side);
  return canvas.encodeSync('png');
};

describe('the catalogue in the back office', () => {
  it('finds games by a name in any language, vendor and category, and sorts them four ways', async () => {
    const { t, owner } = await oneApp();
    const all = await pageOf(t, owner, 'pageSize=100&category=LIVE');
    const sample = all.list[3];
    if (!sample?.names.MY || !sample.names.EN) throw new Error('a named live game expected');
    for (const language of ['EN', 'MY']) {
      const term = [...(sample.names[language] ?? '')].slice(1, 6).join('');
      const found = await pageOf(t, owner, `q=${encodeURIComponent(term)}&pageSize=100`);
      expect(
        found.list.map((g) => g.id),
        `${language} ${term}`,
      ).toContain(sample.id);
    }
    const none = await pageOf(t, owner, `q=${encodeURIComponent('%_no such game')}`);
    expect(none).toMatchObject({ list: [], totalCount: 0 });
    const ofVendor = await pageOf(t, owner, `vendor=${sample.vendor}&pageSize=100`);
    expect(new Set(ofVendor.list.map((g) => g.vendor))).toEqual(new Set([sample.vendor]));
    expect(new Set(all.list.map((g) => g.category))).toEqual(new Set(['LIVE']));

    const m = await memberWithSession(t.db);
    for (let i = 0; i < 2; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/wps/game/launchGame',
        headers: m.headers,
        payload: { nodeId: String(sample.id) },
      });
    }
    const popular = await pageOf(t, owner, 'sort=popular&category=LIVE&pageSize=3');
    expect(popular.list[0]).toMatchObject({ id: sample.id, launches: 2 });
    await okAs(t.app, owner, 'PUT', pathWith('/admin/api/games/:id', { id: sample.id }), {
      rtpBp: 9_999,
    });
    expect((await pageOf(t, owner, 'sort=rtp&pageSize=1')).list[0]?.id).toBe(sample.id);
    const newest = (await pageOf(t, owner, 'sort=newest&pageSize=50')).list.map((g) => g.createdAt);
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    const byName = (await pageOf(t, owner, 'sort=name&category=LIVE&pageSize=100')).list;
    // Initials only: how spaces and signs sort depends on the database's collation.
    const initials = byName.map((g) => (g.names.EN ?? '').toLowerCase()[0] ?? '');
    const letters = initials.filter((c) => /[a-z]/.test(c));
    expect(letters.length).toBeGreaterThan(10);
    expect(letters).toEqual([...letters].sort());
  });

  it('takes an uploaded icon, re-encoded, serves it to the app and drops it again', async () => {
    const { t, owner } = await oneApp();
    const [game] = await playerGames(t.app);
    if (!game) throw new Error('no live game');
    const id = Number(game.nodeId);
    const url = pathWith('/admin/api/games/:id/icon', { id });
    const uploaded = await okAs(t.app, owner, 'PUT', url, {
      image: iconPng(120).toString('base64'),
    });
    expect(uploaded).toMatchObject({ id, customIcon: true });
    expect(uploaded.icon).toMatch(new RegExp(`^/wps/relay/games/icon/${id}/[0-9a-f]{16}$`));
    const shown = (await playerGames(t.app)).find((g) => Number(g.nodeId) === id);
    expect(shown?.showIcon).toBe(uploaded.icon);
    const served = await t.app.inject({ method: 'GET', url: uploaded.icon });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await decodedSize(served.rawPayload)).toEqual({ width: 120, height: 120 });

    const removed = await okAs(t.app, owner, 'DELETE', url);
    expect(removed).toMatchObject({ customIcon: false, icon: game.showIcon });
    expect((await t.app.inject({ method: 'GET', url: uploaded.icon })).statusCode).toBe(404);
    expect((await gameAudits(t.db)).map((a) => a.action)).toEqual([
      'games.game.icon',
      'games.game.icon.remove',
    ]);
  });

  it('refuses what is not a png or jpeg, one that does not decode, or one too large', async () => {
    const { t, owner } = await oneApp();
    const [game] = await playerGames(t.app);
    const url = pathWith('/admin/api/games/:id/icon', { id: Number(game?.nodeId) });
    const refusals = [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'admin.game.icon.type'],
      [Buffer.concat([jpegBytes().subarray(0, 40), Buffer.alloc(60)]), 'image.unreadable'],
      [jpegBytes(GAME_ICON_UPLOAD.maxBytes + 1), 'admin.game.icon.too.large'],
      // Past the body limit: refused before it is read, in the same words.
      ['A'.repeat(adminGamesEndpoints.GAME_ICON_BASE64_MAX + 4096), 'admin.game.icon.too.large'],
    ] as const;
    for (const [bytes, code] of refusals) {
      const image = typeof bytes === 'string' ? bytes : bytes.toString('base64');
      const res = await asOperator(t.app, owner, 'PUT', url, { image });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errorCode).toBe(code);
      if (code === 'admin.game.icon.too.large') {
        expect(res.json().message).toBe('The icon file is larger than 40 KB.');
      }
    }
    const unknown = await asOperator(t.app, owner, 'PUT', '/admin/api/games/999999/icon', {
      image: iconPng(8).toString('base64'),
    });
    expect(unknown.statusCode).toBe(404);
    expect(await t.db.selectFrom('game_icons').selectAll().execute()).toEqual([]);
    expect(await gameAudits(t.db)).toEqual([]);
  });
});

describe('an edit through one server process', () => {
  it('shows in the other within 2 seconds', async () => {
    const clock = testClock(Date.now());
    opened = await createTestApps(2, { config: { merchantCacheMs: 60_000, now: clock.now } });
    const [a, b] = opened;
    if (!a || !b) throw new Error('two apps expected');
    // Signing in moves the clock past a version check: b reads its copy after it.
    const owner = await signIn(a.app, clock, 'demo_owner');
    const [game] = await playerGames(b.app);
    const id = Number(game?.nodeId);
    await okAs(a.app, owner, 'PUT', pathWith('/admin/api/games/:id', { id }), { hidden: true });
    expect((await playerGames(a.app)).map((g) => Number(g.nodeId))).not.toContain(id);
    expect((await playerGames(b.app)).map((g) => Number(g.nodeId))).toContain(id);
    clock.advance(VERSION_CHECK_MS);
    expect((await playerGames(b.app)).map((g) => Number(g.nodeId))).not.toContain(id);
  });
});
