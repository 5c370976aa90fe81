import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { shot } from '../support/shots';

const SHELL = '#first-paint';
const STATUS_CALL = '/wps/system/status';
const BANNERS_CALL = '/wps/relay/banners';

/** A page that never runs the app's script: what the browser paints from the HTML alone. */
const withoutScript = async (browser: Browser, language?: 'EN' | 'MY') => {
  const baseURL = test.info().project.use.baseURL ?? '';
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  if (language) {
    await context.addCookies([{ name: 'language', value: language, url: baseURL }]);
  }
  return { context, page: await context.newPage() };
};

const layoutShift = (page: Page) =>
  page.evaluate(
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

test('the first paint shows the shell in Burmese by default, themed, before any script', async ({
  browser,
}) => {
  const { context, page } = await withoutScript(browser);
  await page.goto('/m/home');
  const shell = page.locator(SHELL);
  await expect(shell).toBeVisible();
  await expect(shell.getByRole('img', { name: 'ShweLucky' })).toBeVisible();
  await expect(shell).toContainText('ဖွင့်နေသည်…');
  // The first banner, the page's largest picture, paints from the HTML too.
  await expect(shell.locator('.fp-banner img')).toHaveAttribute('src', '/m/banners/welcome-my.svg');
  await expect(shell.locator('.fp-banner img')).toHaveJSProperty('complete', true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  const headerColour = await shell
    .locator('.fp-header')
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(headerColour).not.toBe('rgba(0, 0, 0, 0)');
  await shot(page, 'first-paint-my');
  await context.close();
});

test('the language cookie paints the shell in English', async ({ browser }) => {
  const { context, page } = await withoutScript(browser, 'EN');
  await page.goto('/m/home');
  await expect(page.locator(SHELL)).toContainText('Loading…');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await shot(page, 'first-paint-en');
  await context.close();
});

test('the app starts from the inlined status and banners without asking for them, and nothing shifts', async ({
  page,
}) => {
  const statusCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(STATUS_CALL) || request.url().includes(BANNERS_CALL)) {
      statusCalls.push(request.url());
    }
  });
  await page.goto('/m/home');
  await expect(page.getByTestId('home-screen')).toBeVisible();
  await expect(page.locator(SHELL)).toHaveCount(0);
  await shot(page, 'first-paint-app-my');
  await page.waitForLoadState('networkidle');
  expect(statusCalls).toEqual([]);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
  await expectAccessible(page);
});

test('a language switch is kept in the cookie, and the next page is painted in it', async ({
  page,
}) => {
  await page.goto('/m/home');
  await expect(page.getByTestId('footer-menu')).toContainText('ပင်မ');
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-EN').click();
  await expect(page.getByTestId('footer-menu')).toContainText('Home');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'language')?.value).toBe('EN');

  const statusCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(STATUS_CALL) || request.url().includes(BANNERS_CALL)) {
      statusCalls.push(request.url());
    }
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('footer-menu')).toContainText('Home');
  await page.waitForLoadState('networkidle');
  expect(statusCalls).toEqual([]);
});
