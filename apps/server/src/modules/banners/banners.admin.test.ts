import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  API,
  adminContentEndpoints,
  adminGamesEndpoints,
  type BannerBody,
  bannersAnswer,
  errorEnvelope,
  HEADERS,
  HOME_BANNER_GROUP,
  pathWith,
} from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { createTestApp, createTestApps, type TestApp } from '../../../test/test-app.js';
import { asOperator, type Operator, signIn } from '../backoffice/backoffice.test-support.js';
import {
  auditOf,
  contentOperator,
  expectContentGuard,
} from '../content/content-admin.test-support.js';
import { findVendorByCode, setSiteVendor } from '../games/index.js';

const LIST = adminContentEndpoints.banners.path;
const one = (id: number) => pathWith(adminContentEndpoints.banner.path, { id });

const banner = (overrides: Partial<BannerBody> = {}): BannerBody => ({
  group: HOME_BANNER_GROUP,
  sort: 0,
  enabled: true,
  action: { kind: 'PATH', path: '/m/activity' },
  startsAt: null,
  endsAt: null,
  texts: {
    EN: { title: 'Festival week', imageUrl: '/m/banners/festival-en.svg' },
    MY: { title: 'ပွဲတော်ရက်သတ္တပတ်', imageUrl: '/m/banners/festival-my.svg' },
  },
  ...overrides,
});

/** Home's carousel as the player app asks for it, in `language`. */
const homeBanners = async (app: FastifyInstance, language: 'EN' | 'MY') => {
  const res = await app.inject({
    url: `${API.banners}?groupName=${HOME_BANNER_GROUP}`,
    headers: { [HEADERS.language]: language },
  });
  expect(res.statusCode, res.body).toBe(200);
  return bannersAnswer.parse(res.json().value).list;
};

const listOf = async (app: FastifyInstance, who: Operator, query = '') => {
  const res = await asOperator(app, who, 'GET', `${LIST}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return adminContentEndpoints.bannerList.parse(res.json().value).list;
};

describe('the back office banners', () => {
  let t: TestApp;
  let clock: ReturnType<typeof testClock>;
  let content: Operator;
  beforeEach(async () => {
    clock = testClock();
    t = await createTestApp({ config: { now: clock.now } });
    content = await contentOperator(t, clock);
  });
  afterEach(() => t.close());

  const create = async (body: unknown) => {
    const res = await asOperator(t.app, content, 'POST', LIST, body);
    expect(res.statusCode, res.body).toBe(200);
    return adminContentEndpoints.bannerView.parse(res.json().value);
  };

  it('refuses callers without content.manage, a player token and writes without CSRF', async () => {
    await expectContentGuard(t, clock, { method: 'GET', url: LIST });
    await expectContentGuard(t, clock, { method: 'POST', url: LIST, payload: banner() });
    const { id } = await create(banner());
    await expectContentGuard(t, clock, { method: 'PUT', url: one(id), payload: banner() });
    await expectContentGuard(t, clock, { method: 'DELETE', url: one(id) });
  });

  it("lists the site's banners by group with their actions and every text", async () => {
    const seeded = await listOf(t.app, content, `?group=${HOME_BANNER_GROUP}`);
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.every((b) => b.group === HOME_BANNER_GROUP)).toBe(true);
    expect(new Set(seeded.map((b) => b.action?.kind))).toEqual(
      new Set(['PROMOTION', 'GAME', 'CATEGORY', 'PATH', 'URL']),
    );
    expect(seeded[0]?.texts.MY?.title).toBeTruthy();
    expect(await listOf(t.app, content, '?group=nowhere')).toEqual([]);
  });

  it('adds a banner first in the carousel that players see in their language, audited', async () => {
    const seeded = await listOf(t.app, content);
    const promotion = seeded.find((b) => b.action?.kind === 'PROMOTION')?.action;
    const created = await create(banner({ action: promotion ?? null }));
    expect(created).toMatchObject({ running: true, action: promotion });
    const [first] = await homeBanners(t.app, 'MY');
    expect(first).toMatchObject({
      id: created.id,
      title: 'ပွဲတော်ရက်သတ္တပတ်',
      imageUrl: '/m/banners/festival-my.svg',
      action: promotion,
    });
    expect((await homeBanners(t.app, 'EN'))[0]?.title).toBe('Festival week');
    const [audit] = await auditOf(t, 'banner.create');
    expect(audit).toMatchObject({ operator: 'demo_content', targetId: String(created.id) });
  });

  it('refuses an action whose promotion or game is not on the site, and bad input', async () => {
    const before = await listOf(t.app, content);
    const cases: [unknown, string][] = [
      [
        banner({ action: { kind: 'PROMOTION', promotionId: 999_999 } }),
        'admin.content.target.missing',
      ],
      [banner({ action: { kind: 'GAME', nodeId: '999999' } }), 'admin.content.target.missing'],
      [banner({ texts: { EN: banner().texts.EN } }), 'admin.content.language.missing'],
      [banner({ action: { kind: 'URL', url: 'http://example.com' } }), 'request_param_err'],
      [banner({ group: 'Bad Group!' }), 'request_param_err'],
      [banner({ startsAt: 5000, endsAt: 4000 }), 'request_param_err'],
      [
        banner({
          texts: { ...banner().texts, EN: { title: 'x', imageUrl: 'javascript:alert(1)' } },
        }),
        'request_param_err',
      ],
    ];
    for (const [body, code] of cases) {
      const res = await asOperator(t.app, content, 'POST', LIST, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorEnvelope.parse(res.json()).errorCode).toBe(code);
    }
    expect(await listOf(t.app, content)).toEqual(before);
    expect(await auditOf(t, 'banner.create')).toEqual([]);
  });

  it('refuses a game the site hid', async () => {
    const game = (await listOf(t.app, content)).find((b) => b.action?.kind === 'GAME')?.action;
    if (game?.kind !== 'GAME') throw new Error('no seeded game banner');
    const owner = await signIn(t.app, clock, 'demo_owner');
    const gameUrl = pathWith(adminGamesEndpoints.updateGame.path, { id: Number(game.nodeId) });
    const hid = await asOperator(t.app, owner, 'PUT', gameUrl, { hidden: true });
    expect(hid.statusCode, hid.body).toBe(200);
    const refused = await asOperator(t.app, content, 'POST', LIST, banner({ action: game }));
    expect(errorEnvelope.parse(refused.json()).errorCode).toBe('admin.content.target.missing');
  });

  it('refuses a game whose vendor the site switched off', async () => {
    const game = (await listOf(t.app, content)).find((b) => b.action?.kind === 'GAME')?.action;
    expect(game).toBeDefined();
    expect(
      (await asOperator(t.app, content, 'POST', LIST, banner({ action: game ?? null }))).statusCode,
    ).toBe(200);
    // The seeded game banner launches a PG slot.
    const vendor = await findVendorByCode(t.db, 'PG');
    const site = await t.app.sites.resolve('demo', undefined);
    if (!vendor) throw new Error('no PG vendor');
    await setSiteVendor(t.db, site.id, vendor.id, false);
    const refused = await asOperator(
      t.app,
      content,
      'POST',
      LIST,
      banner({ action: game ?? null }),
    );
    expect(errorEnvelope.parse(refused.json()).errorCode).toBe('admin.content.target.missing');
  });

  it('edits, switches off, schedules and removes: players see each change at once', async () => {
    const seeded = await listOf(t.app, content);
    const game = seeded.find((b) => b.action?.kind === 'GAME')?.action ?? null;
    const { id } = await create(banner());
    const edit = await asOperator(t.app, content, 'PUT', one(id), {
      ...banner({ action: game }),
      texts: {
        ...banner().texts,
        EN: { title: 'Dragon week', imageUrl: 'https://cdn.example/d.png' },
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await homeBanners(t.app, 'EN'))[0]).toMatchObject({
      id,
      title: 'Dragon week',
      imageUrl: 'https://cdn.example/d.png',
      action: game,
    });
    const [update] = await auditOf(t, 'banner.update');
    expect(update?.before.texts.EN.title).toBe('Festival week');
    expect(update?.after.texts.EN.title).toBe('Dragon week');

    await asOperator(t.app, content, 'PUT', one(id), banner({ enabled: false }));
    expect((await homeBanners(t.app, 'EN')).some((b) => b.id === id)).toBe(false);
    await asOperator(t.app, content, 'PUT', one(id), banner({ endsAt: clock.now() - 1 }));
    expect((await homeBanners(t.app, 'EN')).some((b) => b.id === id)).toBe(false);
    await asOperator(t.app, content, 'PUT', one(id), banner());
    expect((await homeBanners(t.app, 'EN')).some((b) => b.id === id)).toBe(true);

    expect((await asOperator(t.app, content, 'DELETE', one(id))).statusCode).toBe(200);
    expect((await homeBanners(t.app, 'EN')).some((b) => b.id === id)).toBe(false);
    expect((await asOperator(t.app, content, 'GET', one(id))).statusCode).toBe(404);
    expect(await auditOf(t, 'banner.delete')).toHaveLength(1);
  });
});

describe('a banner edit across processes', () => {
  const NAVIGATION = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };
  let dist: string;
  beforeEach(() => {
    // The smallest built app: the page home's first paint fills in.
    dist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/m/assets/main-1.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({ 'index.html': { file: 'assets/main-1.js' } }),
    );
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("shows on another process's banners and home page at its next request", async () => {
    const clock = testClock();
    const [a, b] = await createTestApps(2, { config: { now: clock.now, webDist: dist } });
    if (!a || !b) throw new Error('two apps expected');
    try {
      const content = await contentOperator(a, clock);
      const created = await asOperator(a.app, content, 'POST', LIST, banner());
      expect(created.statusCode, created.body).toBe(200);
      // Nothing keeps a copy of the banners: no wait, the other process reads the edit.
      expect((await homeBanners(b.app, 'MY'))[0]?.id).toBe(created.json().value.id);
      const page = await b.app.inject({ url: '/m/home', headers: NAVIGATION });
      expect(page.body).toContain('<img src="/m/banners/festival-my.svg" alt="ပွဲတော်ရက်သတ္တပတ်"');
    } finally {
      await a.close();
      await b.close();
    }
  });
});
