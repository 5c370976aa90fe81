import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  API,
  bannersAnswer,
  FIRST_PAINT,
  firstPaintData,
  HEADERS,
  HOME_BANNER_GROUP,
  type LanguageCode,
  siteStatus,
} from '@lotto/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { SECURITY_HEADERS } from '../security.js';

const INDEX = `<!doctype html>
<html lang="my">
  <head>
    <meta charset="UTF-8" />
    <title>Loading…</title>
    <script type="module" crossorigin src="/m/assets/main-1.js"></script>
    <link rel="stylesheet" crossorigin href="/m/assets/main-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const MANIFEST = {
  'index.html': { file: 'assets/main-1.js', imports: ['_i18n.js'] },
  '_i18n.js': { file: 'assets/i18n-1.js' },
  '_home-data.js': { file: 'assets/home-data-1.js', imports: ['_i18n.js'] },
  'src/shared/i18n/en.ts': { file: 'assets/en-1.js' },
  'src/shared/i18n/my.ts': { file: 'assets/my-1.js' },
  'src/app/screens/HomeScreen.tsx': {
    file: 'assets/HomeScreen-1.js',
    imports: ['index.html', '_home-data.js'],
  },
};
const NAVIGATION = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };
const BLOCK = new RegExp(
  `<script type="application/json" id="${FIRST_PAINT.statusBlockId}">([^<]*)</script>`,
);

const textOf = (res: LightMyRequestResponse) => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.body;
};
const blockOf = (html: string) => {
  const json = BLOCK.exec(html)?.[1];
  return json === undefined ? undefined : firstPaintData.parse(JSON.parse(json));
};

describe('first paint: the app page filled in per navigation', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    t = await createTestApp({ config: { webDist: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await changeSite(t.app, { languages: ['MY', 'EN'], defaultLanguage: 'MY', name: 'Demo' });
  });

  const page = async (url: string, headers: Record<string, string> = NAVIGATION) =>
    textOf(await t.app.inject({ url, headers }));
  const homeBannersIn = async (language: LanguageCode) => {
    const res = await t.app.inject({
      url: `${API.banners}?groupName=${HOME_BANNER_GROUP}`,
      headers: { [HEADERS.language]: language },
    });
    return bannersAnswer.parse(res.json().value);
  };
  const statusIn = async (language: LanguageCode) => {
    const res = await t.app.inject({
      url: API.system.status,
      headers: { [HEADERS.language]: language },
    });
    return siteStatus.parse(res.json().value);
  };

  it('inlines exactly what the status endpoint answers, in the cookie language', async () => {
    for (const language of ['MY', 'EN'] as const) {
      const html = await page('/m/home', {
        ...NAVIGATION,
        cookie: `${FIRST_PAINT.languageCookie}=${language}`,
      });
      expect(blockOf(html)).toEqual({
        language,
        status: await statusIn(language),
        homeBanners: await homeBannersIn(language),
      });
      expect(html).toContain(`<html lang="${language === 'MY' ? 'my' : 'en'}">`);
      expect(html).toContain(
        `<link rel="modulepreload" crossorigin fetchpriority="low" href="/m/assets/${language.toLowerCase()}-1.js">`,
      );
    }
  });

  it("falls back to the site's default language without a cookie or with one it does not offer", async () => {
    await changeSite(t.app, { languages: ['MY', 'EN'], defaultLanguage: 'EN' });
    expect(blockOf(await page('/m/home'))?.language).toBe('EN');
    await changeSite(t.app, { languages: ['MY'], defaultLanguage: 'MY' });
    const html = await page('/m/home', {
      ...NAVIGATION,
      cookie: `${FIRST_PAINT.languageCookie}=EN`,
    });
    expect(blockOf(html)?.language).toBe('MY');
  });

  it('paints the shell with the site name and the loading text in the language', async () => {
    const my = await page('/m/home');
    expect(my).toContain(`<div id="${FIRST_PAINT.shellId}"`);
    expect(my).toContain('ဖွင့်နေသည်…');
    expect(my).toContain('<title>Demo</title>');
    const en = await page('/m/home', { ...NAVIGATION, cookie: `${FIRST_PAINT.languageCookie}=EN` });
    expect(en).toContain('Loading…');
  });

  it('preloads the home screen chunks on home only, less what the entry loads', async () => {
    const home = await page('/m/home');
    expect(home).toContain('href="/m/assets/HomeScreen-1.js"');
    expect(home).toContain('href="/m/assets/home-data-1.js"');
    expect(home).not.toContain('href="/m/assets/i18n-1.js"');
    expect(await page('/m/activity')).not.toContain('HomeScreen-1.js');
    expect(blockOf(await page('/m/activity'))).toBeDefined();
  });

  it("paints home's first banner in the shell; other pages carry no banners", async () => {
    const banners = await homeBannersIn('MY');
    const first = banners.list[0];
    expect(first).toBeDefined();
    const home = await page('/m/home');
    expect(home).toContain(`<img src="${first?.imageUrl}" alt="${first?.title}"`);
    // Asked for from the head, ahead of every script and style.
    const preload = `<link rel="preload" as="image" href="${first?.imageUrl}" fetchpriority="high">`;
    expect(home.indexOf(preload)).toBeGreaterThan(0);
    expect(home.indexOf(preload)).toBeLessThan(home.indexOf('<script'));
    const activity = await page('/m/activity');
    expect(blockOf(activity)?.homeBanners).toBeUndefined();
    expect(activity).not.toContain(first?.imageUrl ?? '-');
  });

  it('sends stylesheets as preloads the app applies and every asset at low priority: nothing holds back the shell', async () => {
    const html = await page('/m/home');
    expect(html).toContain(
      `<link rel="preload" as="style" crossorigin href="/m/assets/main-1.css" fetchpriority="low" ${FIRST_PAINT.deferredStyleAttribute}>`,
    );
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain(
      '<script type="module" crossorigin fetchpriority="low" src="/m/assets/main-1.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/m/assets/HomeScreen-1.js">',
    );
  });

  it("paints a category's first game tiles and the first tab's promotion cards, as their endpoints answer", async () => {
    const games = await t.app.inject({
      url: `${API.games.list}?gameType=RNG&isNew=1&platform=html5&clientType=2&pageNo=1&pageSize=9&language=MY`,
    });
    const icons = games.json().value.games.map((g: { showIcon: string }) => g.showIcon);
    expect(icons).toHaveLength(9);
    const list = await page('/m/gameList?gameType=RNG');
    const painted = [...list.matchAll(/<div class="fp-tile"><img src="([^"]+)"/g)].map((m) => m[1]);
    expect(painted).toEqual(icons);

    const activity = await page('/m/activity');
    const cards = [...activity.matchAll(/<div class="fp-card"><img src="([^"]+)"/g)];
    expect(cards).toHaveLength(3);
    expect(cards[0]?.[1]).toMatch(/promotions\/art\/\d+\.svg\?sequence=1/);
  });

  it('keeps the generic shell for a filtered list, a detail and other pages', async () => {
    for (const url of [
      '/m/gameList?gameType=RNG&vassalage=PG',
      '/m/activity?id=1',
      '/m/help',
      '/m/gameList?gameType=NOPE',
    ]) {
      const html = await page(url);
      expect(html, url).toContain('class="fp-block fp-row"');
      expect(html, url).not.toMatch(/class="fp-(tile|card)"/);
    }
  });

  it('treats a client without fetch metadata as a navigation', async () => {
    expect(blockOf(await page('/m/home', {}))).toBeDefined();
  });

  it('fills in a navigation the service worker forwards (its fetch reports dest empty)', async () => {
    const html = await page('/m/home', { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'navigate' });
    expect(blockOf(html)?.status).toEqual(await statusIn('MY'));
  });

  it("gives the service worker's precache fetch the plain file", async () => {
    for (const url of ['/m/index.html', '/m/home']) {
      const res = await t.app.inject({
        url,
        headers: { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' },
      });
      expect(textOf(res)).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps hostile site texts inside the JSON block and out of the markup', async () => {
    const hostile = `</script><script>alert(1)</script><!-- $& & "x' </style>`;
    await changeSite(t.app, {
      name: hostile,
      mobileTemplate: { login_prompt_text: { EN: hostile, MY: hostile } },
    });
    const html = await page('/m/home');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('</style>"');
    expect(html.match(/<\/script>/g)?.length).toBe(2); // the entry's and the block's own
    const block = blockOf(html);
    expect(block?.status.site.name).toBe(hostile);
    expect(block?.status).toEqual(await statusIn('MY'));
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)');
  });

  it('is private, revalidated, compressed and under the strict CSP', async () => {
    const res = await t.app.inject({
      url: '/m/home',
      headers: { ...NAVIGATION, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(blockOf(textOf(res))).toBeDefined();
    const gzip = await t.app.inject({
      url: '/m/home',
      headers: { ...NAVIGATION, 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toBe(SECURITY_HEADERS['content-security-policy']);
    expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
  });
});
