import { expect, test } from '@playwright/test';
import { shot } from '../support/shots';

test('the site default language is Burmese and a switch to English changes the texts', async ({
  page,
}) => {
  await page.goto('/m/home');
  const footer = page.getByTestId('footer-menu');
  await expect(footer).toContainText('ပင်မ');
  await shot(page, 'home-my');

  await page.getByTestId('language-switcher').click();
  const next = page.waitForRequest((r) => r.url().includes('/wps/system/status'));
  await page.getByTestId('language-EN').click();
  await expect(footer).toContainText('Home');
  await expect(page.getByTestId('home-screen')).toContainText('Welcome to ShweLucky');
  // Server texts are fetched again in the new language.
  expect((await next).headers().language).toBe('EN');
  await shot(page, 'home-en');

  await page.reload();
  await expect(page.getByTestId('footer-menu')).toContainText('Home');
});
