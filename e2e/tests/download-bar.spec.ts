import { expect, test } from '@playwright/test';
import { shot } from '../support/shots';

test('the download bar closes and stays closed after a reload', async ({ page }) => {
  await page.goto('/m/home');
  const bar = page.getByTestId('download-bar');
  await expect(bar).toBeVisible();
  await shot(page, 'home-with-download-bar');
  await bar.getByRole('button', { name: /close|ပိတ်/i }).click();
  await expect(bar).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('hideDownloadBar'))).toBe('1');
  await page.reload();
  await expect(page.getByTestId('home-screen')).toBeVisible();
  await expect(page.getByTestId('download-bar')).toHaveCount(0);
});

test('the download bar hides inside the app shell', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile LottoApp/1.0',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/m/home');
  await expect(page.getByTestId('home-screen')).toBeVisible();
  await expect(page.getByTestId('download-bar')).toHaveCount(0);
  await context.close();
});

test('a site without download links shows no bar and no register button', async ({ page }) => {
  const port = new URL(test.info().project.use.baseURL ?? '').port;
  await page.goto(`http://nolinks.localhost:${port}/m/home`);
  await expect(page.getByTestId('home-screen')).toBeVisible();
  await expect(page.getByTestId('download-bar')).toHaveCount(0);
  await expect(
    page.getByTestId('header-home').getByRole('link', { name: /register|အကောင့်ဖွင့်/i }),
  ).toHaveCount(0);
});
