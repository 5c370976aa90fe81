import { expect, test } from '@playwright/test';
import { registerMember, sessionInfoOf, uniqueName } from '../support/api';
import { enterSession } from '../support/fixtures';
import { shot } from '../support/shots';

test('a guest sees deposit, withdraw, refresh, help and copyright, and deposit asks to log in', async ({
  page,
}) => {
  await page.goto('/m/home');
  await page.getByTestId('header-menu').click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveCount(4);
  await expect(menu).toContainText('ShweLucky');
  await expect(page.getByTestId('menu-sign-out')).toHaveCount(0);
  await shot(page, 'header-menu-guest');
  await menu.getByRole('menuitem').first().click();
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('a member sees hide balance and sign out; sign-out clears the session and goes home', async ({
  page,
  request,
}) => {
  // A real member: /m/set reads the member's profile, and a made-up token would be signed out.
  const answer = await registerMember(request, {
    username: uniqueName('menu'),
    password: 'Pass1234',
  });
  await enterSession(page, sessionInfoOf(answer), '/m/set');
  await page.evaluate(() => localStorage.setItem('autoLogin', '1'));
  await page.getByTestId('header-menu').click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveCount(6);
  await shot(page, 'header-menu-member');
  await page.getByTestId('menu-sign-out').click();
  await page.getByRole('button', { name: /confirm|အတည်ပြု/i }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('header-home')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
});
