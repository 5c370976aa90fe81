import type { Browser, Page } from '@playwright/test';
import { apiLogin, sessionInfoOf } from '../support/api';
import { expectAccessible } from '../support/axe';
import { enterSession, expect, test } from '../support/fixtures';
import { shot } from '../support/shots';

// Each test loads whole pages, some cold on the server; a busy machine needs the room.
test.describe.configure({ timeout: 90_000 });

/** The public pages the server renders, as a visitor opens them. */
const PUBLIC_PAGES = [
  '/m/home',
  '/m/gameList?gameType=RNG',
  '/m/activity',
  '/m/help',
  '/m/notice',
  '/m/lottery',
];
/**
 * Calls whose answers travel in a server-rendered home page: the app does not ask for them again
 * on arrival. (The jackpot travels too, but it is a live figure, fresh for 5 s: on a loaded
 * machine the painted one may lapse before the page has hydrated, and the app then rightly asks.)
 */
const PAINTED_CALLS = ['/wps/system/status', '/wps/relay/banners'];

const withLanguage = async (browser: Browser, language: 'EN' | 'MY', javaScriptEnabled = true) => {
  const baseURL = test.info().project.use.baseURL ?? '';
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  await context.addCookies([{ name: 'language', value: language, url: baseURL }]);
  await context.addInitScript(() => sessionStorage.setItem('HOME_POPUP_SHOWN', '1'));
  return { context, page: await context.newPage() };
};

/** Everything the page reports as going wrong: hydration mismatches arrive as page errors. */
const problemsOf = (page: Page) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /React|[Hh]ydrat/.test(message.text())) {
      problems.push(message.text());
    }
  });
  return problems;
};

/** Waits until the app has taken over the server's markup (React's root is attached). */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });

test('home is painted by the server, in Burmese by default, before any script runs', async ({
  browser,
}) => {
  const { context, page } = await withLanguage(browser, 'MY', false);
  await context.clearCookies();
  await page.goto('/m/home');
  await expect(page.getByTestId('home-screen')).toBeVisible();
  await expect(page.getByTestId('footer-menu')).toContainText('ပင်မ');
  await expect(page.getByTestId('banner').first().locator('img')).toHaveAttribute(
    'src',
    '/m/banners/welcome-my.svg',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  await shot(page, 'server-render-my');
  await context.close();
});

test('the language cookie paints the page in English', async ({ browser }) => {
  const { context, page } = await withLanguage(browser, 'EN', false);
  await page.goto('/m/home');
  await expect(page.getByTestId('footer-menu')).toContainText('Home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await shot(page, 'server-render-en');
  await context.close();
});

for (const language of ['EN', 'MY'] as const) {
  test(`every public page hydrates in ${language} without a mismatch`, async ({ browser }) => {
    test.setTimeout(150_000);
    const { context, page } = await withLanguage(browser, language);
    const problems = problemsOf(page);
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(problems, path).toEqual([]);
    }
    await context.close();
  });
}

test('a choice stored before the language cookie existed: the app renders anew in it, no mismatch', async ({
  page,
}) => {
  // English kept in the browser, no cookie: the server paints Burmese, the site default.
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
  const problems = problemsOf(page);
  await page.goto('/m/home');
  await expect(page.getByTestId('footer-menu')).toContainText('Home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  // From now on the cookie says English, and the server paints English.
  const html = await (await page.request.get('/m/home')).text();
  expect(html).toContain('<html lang="en">');
});

test('a page whose data call fails on the server still paints, hydrates and shows its state', async ({
  browser,
}) => {
  const { context, page } = await withLanguage(browser, 'EN');
  const problems = problemsOf(page);
  // No such promotion: the server's call is refused, so the page is painted loading and the
  // browser asks again and shows what the answer means.
  await page.goto('/m/activityDetail?id=999999');
  await hydrated(page);
  await expect(page.getByText('This promotion does not exist.')).toBeVisible();
  await expect(page.getByTestId('footer-menu')).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});

test('a closed download bar is painted closed: the server knows it from its cookie', async ({
  browser,
}) => {
  const { context, page } = await withLanguage(browser, 'EN');
  const problems = problemsOf(page);
  await page.goto('/m/home');
  await hydrated(page);
  await page
    .getByTestId('download-bar')
    .getByRole('button', { name: 'Close download bar' })
    .click();
  await expect(page.getByTestId('download-bar')).toHaveCount(0);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'hideDownloadBar')?.value).toBe('1');
  await page.reload();
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('download-bar')).toHaveCount(0);
  expect(problems).toEqual([]);
  await context.close();
});

test('home starts from the answers it was painted with, and nothing shifts', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (PAINTED_CALLS.some((call) => request.url().includes(call))) calls.push(request.url());
  });
  await page.goto('/m/home');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBeLessThanOrEqual(0.05);
  await expectAccessible(page);
});

test('a visitor and a member each get their own header once the page has hydrated', async ({
  page,
  request,
}) => {
  await page.goto('/m/home');
  await hydrated(page);
  await expect(page.getByTestId('header-home')).toBeVisible();
  await expect(page.getByTestId('header-member')).toHaveCount(0);
  const answer = await apiLogin(request, 'demo01', 'Demo1234');
  await enterSession(page, sessionInfoOf(answer));
  await hydrated(page);
  await expect(page.getByTestId('header-member')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toContainText(/\d/);
});

/**
 * Taps made on the painted page before the app has started: the first banner (it opens
 * registration, as the demo site's data says) and a game tile (a visitor is asked to log in).
 */
const EARLY_TAPS = [
  {
    what: 'a banner',
    target: (page: Page) => page.getByTestId('banner').first(),
    lands: /\/m\/register/,
  },
  {
    what: 'a game tile',
    target: (page: Page) => page.getByTestId('game-tile').first().getByRole('button').first(),
    lands: /\/m\/login/,
  },
];

for (const { what, target, lands } of EARLY_TAPS) {
  test(`a tap on ${what} while the app is still loading takes effect`, async ({ page }) => {
    // The app's script is held back: the page shows only what the server painted.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/m\/assets\/main-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/m/home', { waitUntil: 'commit' });
    // The page's tiny tap keeper is there (it loads with the page, long before the app).
    await page.waitForFunction(() =>
      Array.isArray((window as { __earlyTaps?: unknown }).__earlyTaps),
    );
    await target(page).click();
    release();
    await expect(page).toHaveURL(lands);
  });
}
