import type { Page } from '@playwright/test';
import { apiLogin, sessionInfoOf, uniqueName } from '../support/api';
import { expectAccessible } from '../support/axe';
import { e2eDb } from '../support/db';
import { enterSession, expect, test, useLanguage } from '../support/fixtures';
import { RegisterPage } from '../support/pages/register-page';
import { settledShot } from '../support/shots';

const invitedCount = async (page: Page) =>
  Number(await page.getByTestId('invite-invited').textContent());

test('demo01 copies its invite link; a friend registers by it and is counted', async ({
  page,
  request,
  browser,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await useLanguage(page, 'EN');
  const demo01 = await apiLogin(request, 'demo01', 'Demo1234');
  await enterSession(page, sessionInfoOf(demo01), '/m/inviteFriends');
  await expect(page.getByTestId('invite-friends')).toBeVisible();
  await expect(page.getByTestId('invite-qr').locator('svg')).toBeVisible();
  await expect(page.getByTestId('invite-offer')).toContainText('K 1,000.00');
  // The seed: three friends signed up, one played enough and its bonus waits.
  const before = await invitedCount(page);
  expect(before).toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId('invite-qualified')).toHaveText('1');
  await expect(page.getByTestId('invite-waiting')).toHaveText('K 1,000.00');
  const link = await page.getByTestId('invite-link').inputValue();
  expect(link).toMatch(/\/m\/register\?recommenderId=\d+$/);
  await expectAccessible(page);
  await settledShot(page, 'invite-friends-en');

  await page.getByTestId('invite-copy').click();
  await expect(page.getByText('copy successful')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // A friend opens the link in their own browser and registers.
  const friend = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const friendPage = await friend.newPage();
  await useLanguage(friendPage, 'EN');
  const register = new RegisterPage(friendPage);
  await friendPage.goto(link);
  await expect(register.screen).toBeVisible();
  const username = uniqueName('inv');
  await register.input('username').fill(username);
  await register.input('password').fill('Pass1234');
  await register.input('confirmPassword').fill('Pass1234');
  await register.solveCaptcha();
  await register.confirmAge();
  const answered = friendPage.waitForResponse((r) => r.url().includes('/wps/member/register'));
  await register.submit();
  expect((await answered).ok()).toBe(true);
  await expect(friendPage).toHaveURL(/\/m\/home$/);
  await friend.close();

  const row = await e2eDb()
    .selectFrom('members')
    .select(['recommender_id', 'upline_id'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ recommender_id: String(demo01.id), upline_id: null });

  await page.reload();
  await expect(page.getByTestId('invite-invited')).toHaveText(String(before + 1));
});

test('the invite screen in Burmese', async ({ page, request }) => {
  await useLanguage(page, 'MY');
  const demo01 = await apiLogin(request, 'demo01', 'Demo1234');
  await enterSession(page, sessionInfoOf(demo01), '/m/inviteFriends');
  await expect(page.getByTestId('invite-copy')).toHaveText('လင့်ခ် ကူးယူရန်');
  await expect(page.getByTestId('invite-qualified')).toHaveText('1');
  await expectAccessible(page);
  await settledShot(page, 'invite-friends-my');
});

test('a visitor is sent to login', async ({ page }) => {
  await useLanguage(page, 'EN');
  await page.goto('/m/inviteFriends');
  await expect(page).toHaveURL(/\/m\/login/);
});
