import {
  API,
  adminContentEndpoints,
  adminSiteEndpoints,
  gameListAnswer,
  okEnvelope,
  pathWith,
  promotionsAnswer,
  type SiteSettings,
  siteStatus,
} from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { getOk, urlOf } from '../../../test/http.js';
import { createTestApp, createTestApps, type TestApp } from '../../../test/test-app.js';
import { VERSION_CHECK_MS } from '../../cache/caches.js';
import { asOperator, type Operator, signIn } from '../backoffice/backoffice.test-support.js';
import { jpegBytes } from '../uploads/uploads.test-support.js';

const SITES = '/admin/api/sites';
const siteUrl = (code: string) => pathWith(adminSiteEndpoints.site.path, { code });
const maintenanceUrl = (code: string) =>
  pathWith(adminSiteEndpoints.updateMaintenance.path, { code });
const HOUR_MS = 3_600_000;

const statusOn = async (app: FastifyInstance, host?: string) => {
  const res = await app.inject({
    method: 'GET',
    url: API.system.status,
    ...(host ? { headers: { host } } : {}),
  });
  return okEnvelope(siteStatus).parse(res.json()).value;
};

const settingsOf = async (app: FastifyInstance, owner: Operator, code = 'demo') => {
  const res = await asOperator(app, owner, 'GET', siteUrl(code));
  expect(res.statusCode, res.body).toBe(200);
  return adminSiteEndpoints.siteView.parse(res.json().value);
};

describe('the back office sites', () => {
  let t: TestApp;
  let clock: ReturnType<typeof testClock>;
  let owner: Operator;
  beforeEach(async () => {
    clock = testClock();
    t = await createTestApp({ config: { now: clock.now } });
    owner = await signIn(t.app, clock, 'demo_owner');
  });
  afterEach(() => t.close());

  it('lists the sites and shows one with every setting', async () => {
    const res = await asOperator(t.app, owner, 'GET', SITES);
    expect(res.statusCode, res.body).toBe(200);
    const { list } = adminSiteEndpoints.siteList.parse(res.json().value);
    expect(list.map((s) => s.code)).toEqual(['demo']);
    const view = await settingsOf(t.app, owner);
    expect(view.settings).toMatchObject({ name: 'ShweLucky', languages: ['MY', 'EN'] });
    // Texts stored per language come back per language; every switch is listed.
    expect(view.settings.mobileTemplate.app_desc.EN).toContain('ShweLucky');
    expect(view.settings.whitelabel.LOTT3).toBe(true);
    expect(view.maintenance).toEqual({ on: false, window: null, message: null });
  });

  it('saves settings that the player app reads at once, audited', async () => {
    const { settings } = await settingsOf(t.app, owner);
    const changed: SiteSettings = {
      ...settings,
      name: 'ShweLucky Gold',
      theme: { ...settings.theme, primary: '#0a7d3b' },
      whitelabel: { ...settings.whitelabel, FEEDBACK3: false },
    };
    const res = await asOperator(t.app, owner, 'PUT', siteUrl('demo'), changed);
    expect(res.statusCode, res.body).toBe(200);
    const status = await statusOn(t.app);
    expect(status.site.name).toBe('ShweLucky Gold');
    expect(status.site.theme.primary).toBe('#0a7d3b');
    expect(status.info.whitelabel.FEEDBACK3).toBe(false);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'before_json', 'after_json'])
      .where('action', '=', 'site.update')
      .executeTakeFirstOrThrow();
    expect(audit.target_id).toBe('demo');
    expect(JSON.parse(audit.before_json ?? '{}').name).toBe('ShweLucky');
    expect(JSON.parse(audit.after_json ?? '{}').name).toBe('ShweLucky Gold');
  });

  it('refuses bad settings and changes nothing', async () => {
    const { settings } = await settingsOf(t.app, owner);
    const bad: unknown[] = [
      { ...settings, defaultLanguage: 'EN', languages: ['MY'] },
      { ...settings, theme: { ...settings.theme, primary: 'red' } },
      { ...settings, timeZone: 'Mars/Olympus' },
      { ...settings, hostNames: ['not a host'] },
      { ...settings, whitelabel: { NOSUCH: true } },
      { ...settings, blockedCidrs: ['10.0.0.0/33'] },
      { ...settings, blockedCidrs: ['999.1.1.1/8'] },
      { ...settings, logoUrl: 'javascript:alert(1)' },
    ];
    for (const body of bad) {
      const res = await asOperator(t.app, owner, 'PUT', siteUrl('demo'), body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await settingsOf(t.app, owner)).settings).toEqual(settings);
    const missing = await asOperator(t.app, owner, 'PUT', siteUrl('nosuch'), settings);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('admin.site.not.found');
  });

  it('puts the site under maintenance now, and in a scheduled window', async () => {
    const on = { on: true, window: null, message: 'Back at 14:00' };
    expect((await asOperator(t.app, owner, 'PUT', maintenanceUrl('demo'), on)).statusCode).toBe(
      200,
    );
    const status = await statusOn(t.app);
    expect(status).toMatchObject({ siteMode: 1, maintenanceMessage: 'Back at 14:00' });
    const blocked = await t.app.inject({ method: 'GET', url: urlOf(API.games.list) });
    expect(blocked.statusCode).toBe(503);

    const from = clock.now() + HOUR_MS;
    const scheduled = { on: false, window: { from, until: from + HOUR_MS }, message: 'Upgrade' };
    const res = await asOperator(t.app, owner, 'PUT', maintenanceUrl('demo'), scheduled);
    expect(res.statusCode, res.body).toBe(200);
    expect(adminSiteEndpoints.siteView.parse(res.json().value).underMaintenanceNow).toBe(false);
    expect((await statusOn(t.app)).siteMode).toBe(0);
    clock.advance(HOUR_MS);
    expect(await statusOn(t.app)).toMatchObject({ siteMode: 1, maintenanceMessage: 'Upgrade' });
    clock.advance(HOUR_MS);
    expect((await statusOn(t.app)).siteMode).toBe(0);

    owner = await signIn(t.app, clock, 'demo_owner'); // two hours on, the first session ended
    const past = { on: false, window: { from: 1, until: clock.now() - 1 }, message: null };
    const refused = await asOperator(t.app, owner, 'PUT', maintenanceUrl('demo'), past);
    expect(refused.json().errorCode).toBe('admin.site.window.past');
    const backwards = { on: false, window: { from: from + 2, until: from + 1 }, message: null };
    expect(
      (await asOperator(t.app, owner, 'PUT', maintenanceUrl('demo'), backwards)).statusCode,
    ).toBe(400);
  });

  it('makes a new site from a template that answers on its host at once', async () => {
    const body = {
      templateCode: 'demo',
      code: 'golden',
      name: 'Golden Palace',
      hostNames: ['golden.localhost'],
      theme: {
        primary: '#b8860b',
        primaryContrast: '#000000',
        headerBackground: '#202020',
        headerText: '#ffd700',
        pageBackground: '#fafafa',
        accent: '#ffd700',
      },
    };
    // A template promotion showing an operator's picture: the copy shows the same one.
    const picture = await asOperator(t.app, owner, 'POST', adminContentEndpoints.uploadImage.path, {
      image: jpegBytes().toString('base64'),
    });
    expect(picture.statusCode, picture.body).toBe(200);
    const pictureUrl = picture.json().value.url as string;
    const pictured = await t.db
      .selectFrom('promotions')
      .innerJoin('merchants', 'merchants.id', 'promotions.merchant_id')
      .select('promotions.id')
      .where('merchants.code', '=', 'demo')
      .where('promotions.state', '=', 'live')
      .orderBy('promotions.id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('promotion_images')
      .set({ url: pictureUrl })
      .where('promotion_id', '=', pictured.id)
      .execute();

    const res = await asOperator(t.app, owner, 'POST', SITES, body);
    expect(res.statusCode, res.body).toBe(200);
    const created = adminSiteEndpoints.siteView.parse(res.json().value);
    const copied = await getOk(t.app, promotionsAnswer, API.promotions.list, {
      host: 'golden.localhost',
      language: 'EN',
    });
    const pictures = copied.promotions.flatMap((p) => p.announcementImages.map((i) => i.url));
    expect(pictures).toContain(pictureUrl);
    const served = await t.app.inject({
      method: 'GET',
      url: pictureUrl,
      headers: { host: 'golden.localhost' },
    });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
    // The others show their generated artwork, drawn for the copy on the new site's host.
    const artworks = pictures.filter((url) => url !== pictureUrl);
    expect(artworks.length).toBeGreaterThan(0);
    for (const url of artworks) {
      const art = await t.app.inject({ method: 'GET', url, headers: { host: 'golden.localhost' } });
      expect([url, art.statusCode]).toEqual([url, 200]);
      expect(art.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
    expect(created.settings).toMatchObject({ name: 'Golden Palace', languages: ['MY', 'EN'] });

    const status = await statusOn(t.app, 'golden.localhost');
    expect(status.site).toMatchObject({ code: 'golden', name: 'Golden Palace' });
    expect(status.site.theme.primary).toBe('#b8860b');
    expect((await statusOn(t.app, 'localhost')).site.code).toBe('demo');

    const games = await getOk(t.app, gameListAnswer, urlOf(API.games.list, { gameType: 'LIVE' }), {
      host: 'golden.localhost',
    });
    expect(games.games.length).toBeGreaterThan(0);

    // Content, games and lottery are the template's, row for row; money and members are not.
    const db = t.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const countOf = async (table: string, siteId: number) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('merchant_id', '=', siteId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const template = await settingsOf(t.app, owner, 'demo');
    for (const table of [
      'announcements',
      'banners',
      'help_entries',
      'user_agreements',
      'promotions',
      'merchant_vendors',
      'lottery_games',
      'lottery_game_links',
      'vip_levels',
      'rebate_rates',
      'deposit_channels',
      'withdrawal_banks',
    ]) {
      expect(await countOf(table, created.id), table).toBe(await countOf(table, template.id));
    }
    expect(await countOf('members', created.id)).toBe(0);

    const again = await asOperator(t.app, owner, 'POST', SITES, { ...body, hostNames: ['x.io'] });
    expect(again.json().errorCode).toBe('admin.site.code.taken');
    const hostTaken = await asOperator(t.app, owner, 'POST', SITES, {
      ...body,
      code: 'other',
      hostNames: ['localhost'],
    });
    expect(hostTaken.statusCode).toBe(409);
    expect(hostTaken.json().errorCode).toBe('admin.site.host.taken');
    const noTemplate = await asOperator(t.app, owner, 'POST', SITES, {
      ...body,
      code: 'third',
      hostNames: ['third.localhost'],
      templateCode: 'nosuch',
    });
    expect(noTemplate.statusCode).toBe(404);
  });

  it('is for operators holding sites.manage, with the CSRF token on writes', async () => {
    const none = await t.app.inject({ method: 'GET', url: SITES });
    expect(none.statusCode).toBe(401);
    const finance = await signIn(t.app, clock, 'demo_finance');
    expect((await asOperator(t.app, finance, 'GET', SITES)).statusCode).toBe(403);
    const { settings } = await settingsOf(t.app, owner);
    const noCsrf = await asOperator(t.app, owner, 'PUT', siteUrl('demo'), settings, {
      csrf: false,
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('a site edit across processes', () => {
  it('shows in the other process within 2 seconds', async () => {
    const clock = testClock();
    const [a, b] = await createTestApps(2, {
      config: { merchantCacheMs: 60_000, now: clock.now },
    });
    if (!a || !b) throw new Error('two apps expected');
    try {
      const owner = await signIn(a.app, clock, 'demo_owner');
      expect((await statusOn(b.app)).siteMode).toBe(0);
      const on = { on: true, window: null, message: null };
      await asOperator(a.app, owner, 'PUT', maintenanceUrl('demo'), on);
      clock.advance(VERSION_CHECK_MS);
      expect((await statusOn(b.app)).siteMode).toBe(1);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
