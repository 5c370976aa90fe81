import { parseMinor } from '@lotto/contract';
import type { Page } from '@playwright/test';
import { registerMember, uniqueName } from '../support/api';
import { expect, test, useLanguage } from '../support/fixtures';
import { playSlots } from '../support/pages/promotions-page';
import { shot } from '../support/shots';

/** The installed app is this spec's subject: its service worker runs (the config blocks it). */
test.use({ serviceWorkers: 'allow' });

test('the site serves its own web app manifest with installable icons', async ({ request }) => {
  const answer = await request.get('/m/manifest.webmanifest');
  expect(answer.ok()).toBe(true);
  const manifest = await answer.json();
  expect(manifest.name).toBe('ShweLucky');
  expect(manifest.start_url).toBe('/m/home');
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toContain('512x512');
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);
});

test('the service worker caches the shell but never an API answer', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.getByTestId('home-screen')).toBeVisible();
  await page
    .waitForFunction(() => navigator.serviceWorker?.controller !== null || null, null, {
      timeout: 15_000,
    })
    .catch(() => page.reload());
  await page.waitForFunction(async () => (await caches.keys()).length > 0, null, {
    timeout: 15_000,
  });
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
  expect(cached.some((u) => u.includes('/m/index.html'))).toBe(true);
  expect(cached.filter((u) => u.includes('/wps/') || u.includes('/lgw/'))).toEqual([]);
});

/**
 * Waits until the service worker controls the page: its first load installs it, and (with no
 * clients.claim) the worker controls the pages loaded after it is active.
 */
const controlled = async (page: Page) => {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
};

/** The HTML the worker keeps for a painted page's address, or null. */
const keptPage = (page: Page, path: string) =>
  page.evaluate(async (wanted) => {
    const cache = await caches.open('painted-pages');
    for (const request of await cache.keys()) {
      if (new URL(request.url).pathname === wanted) {
        return (await cache.match(request))?.text() ?? null;
      }
    }
    return null;
  }, path);

/** The jackpot pool a painted page shows (the figure's data-amount), in minor units. */
const poolIn = async (page: Page, html: string) => {
  const amount = await page.evaluate(
    (text) =>
      new DOMParser()
        .parseFromString(text, 'text/html')
        .querySelector('[data-testid="jackpot-figure"]')
        ?.getAttribute('data-amount') ?? null,
    html,
  );
  return amount === null ? null : parseMinor(amount);
};

const shownPool = async (page: Page) => {
  const amount = await page.getByTestId('jackpot-figure').getAttribute('data-amount');
  return amount === null ? null : parseMinor(amount);
};

/**
 * Runs in the page before its document: notes the first jackpot figure the page ever showed
 * and whether home's screen, once shown, ever left the DOM (a blank moment).
 */
const watchHome = () => {
  const seen = { shown: false, lost: false, firstAmount: null as string | null };
  (window as Window & { __homeWatch?: typeof seen }).__homeWatch = seen;
  new MutationObserver(() => {
    const figure = document.querySelector('[data-testid="jackpot-figure"]');
    if (figure && seen.firstAmount === null) seen.firstAmount = figure.getAttribute('data-amount');
    if (document.querySelector('[data-testid="home-screen"]')) seen.shown = true;
    else if (seen.shown) seen.lost = true;
  }).observe(document, { childList: true, subtree: true });
};

test('the installed app paints home from its kept page at once, then shows fresh figures', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await context.addCookies([{ name: 'language', value: 'EN', url: baseURL ?? '' }]);
  await useLanguage(page, 'EN');
  await page.goto('/m/home');
  await expect(page.getByTestId('home-screen')).toBeVisible();
  await controlled(page);
  // Under the worker, the next visit to home goes through it and keeps the page it painted.
  await page.goto('/m/home');
  await expect.poll(() => keptPage(page, '/m/home'), { timeout: 15_000 }).not.toBeNull();
  const kept = (await keptPage(page, '/m/home')) ?? '';
  const keptPool = await poolIn(page, kept);
  expect(keptPool).not.toBeNull();

  // Meanwhile the pool grows: a member stakes real money on a slot (1 % of each stake).
  const member = await registerMember(request, {
    username: uniqueName('swv'),
    password: 'Pass1234',
  });
  await playSlots(request, member, 3, '20.00');

  // The server's answer to the next visit is held: what the page shows comes from the worker.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  let answered = false;
  await context.route(
    (url) => url.pathname === '/m/home',
    async (route) => {
      asked = true;
      await held;
      answered = true;
      await route.continue();
    },
  );
  // The second visit comes ten minutes later: every answer the kept page carries is past its
  // staleTime (five minutes at most), so the app asks for each again once it has hydrated, the
  // banners (asked again by no timer) included.
  await context.clock.install({ time: Date.now() + 10 * 60_000 });
  const second = await context.newPage();
  const bannersAskedAgain = second.waitForRequest((r) => r.url().includes('/wps/relay/banners'), {
    timeout: 30_000,
  });
  await second.addInitScript(watchHome);
  const problems: string[] = [];
  second.on('pageerror', (error) => problems.push(error.message));
  second.on('console', (message) => {
    if (message.type() === 'error' && /React|[Hh]ydrat/.test(message.text())) {
      problems.push(message.text());
    }
  });
  await second.goto('/m/home', { waitUntil: 'domcontentloaded' });
  await expect(second.getByTestId('home-screen')).toBeVisible();
  await expect(second.getByTestId('game-tile').first()).toBeVisible();
  await expect(second.getByTestId('banner').first()).toBeVisible();
  await expect.poll(() => asked).toBe(true);
  expect(answered).toBe(false);
  await shot(second, 'pwa-second-visit-kept-page');
  const firstShown = await second.evaluate(
    () => (window as Window & { __homeWatch?: { firstAmount: string | null } }).__homeWatch,
  );
  expect(firstShown?.firstAmount && parseMinor(firstShown.firstAmount)).toBe(keptPool);

  // Hydrated over the kept page, the app asks again for what is older than its staleTime.
  await bannersAskedAgain;
  await expect
    .poll(() => shownPool(second), { timeout: 15_000 })
    .toBeGreaterThanOrEqual((keptPool ?? 0) + 3 * 20);
  expect(answered).toBe(false);
  await second.waitForTimeout(1_000); // the wheels have rolled to the new figure
  await shot(second, 'pwa-second-visit-fresh');
  const watch = await second.evaluate(
    () => (window as Window & { __homeWatch?: { shown: boolean; lost: boolean } }).__homeWatch,
  );
  expect(watch).toMatchObject({ shown: true, lost: false });
  expect(problems).toEqual([]);

  // The held answer, once it arrives, is kept for the visit after: it shows the new pool.
  release();
  await expect
    .poll(async () => poolIn(second, (await keptPage(second, '/m/home')) ?? ''), {
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual((keptPool ?? 0) + 3 * 20);
});
