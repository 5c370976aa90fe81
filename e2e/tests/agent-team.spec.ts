import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, sessionInfoOf } from '../support/api';
import { expectAccessible } from '../support/axe';
import { enterSession, expect, test, useLanguage } from '../support/fixtures';
import { settledShot } from '../support/shots';

/** agent01's payment password, as the demo seed sets it (README "Demo site"). */
const PAYMENT_PASSWORD = '246810';

const asAgent01 = async (page: Page, request: APIRequestContext, path: string) => {
  const agent = await apiLogin(request, 'agent01', 'Agent1234');
  await enterSession(page, sessionInfoOf(agent), path);
};

const balanceOf = async (page: Page, username: string) =>
  (await page.locator(`[data-member="${username}"] [data-testid="team-balance"]`).textContent()) ??
  '';

test.describe('team management and open account', () => {
  test('agent01 lists its team, drills into a sub-agent and transfers to two downlines at once', async ({
    page,
    request,
  }) => {
    await useLanguage(page, 'EN');
    await asAgent01(page, request, '/m/member/team');
    const row = (name: string) => page.locator(`[data-member="${name}"]`);
    await expect(row('player11')).toBeVisible();
    await expect(row('agent02')).toBeVisible();
    await expectAccessible(page);
    await settledShot(page, 'agent-team-en');

    await page.getByTestId('team-open-agent02').click();
    await expect(page.getByTestId('team-parent')).toHaveText("agent02's team");
    await expect(row('player21')).toBeVisible();
    await page.getByTestId('team-back').click();
    await expect(row('player11')).toBeVisible();

    const before = [await balanceOf(page, 'player11'), await balanceOf(page, 'player12')];
    await page.getByTestId('team-pick-player11').check();
    await page.getByTestId('team-pick-player12').check();
    await expect(page.getByTestId('team-bar')).toContainText('2 selected');
    await page.getByTestId('team-transfer').click();
    await page.getByTestId('transfer-amount-player11').fill('1.50');
    await page.getByTestId('transfer-amount-player12').fill('2');
    await page.getByTestId('transfer-password').fill(PAYMENT_PASSWORD);
    await expectAccessible(page);
    await settledShot(page, 'agent-team-transfer-en');
    await page.getByTestId('transfer-submit').click();
    await expect(page.getByTestId('transfer-sheet')).toBeHidden();
    await expect(page.getByTestId('team-bar')).toBeHidden();
    await expect.poll(() => balanceOf(page, 'player11')).not.toBe(before[0]);
    await expect.poll(() => balanceOf(page, 'player12')).not.toBe(before[1]);
  });

  test('agent01 opens an account that signs in at once, beside its affiliate links', async ({
    page,
    request,
  }) => {
    await useLanguage(page, 'EN');
    await asAgent01(page, request, '/m/agentRegister');
    await expect(page.getByTestId('affiliate-link').first()).toBeVisible();
    await expectAccessible(page);
    await settledShot(page, 'agent-open-account-en');
    const username = `open${Date.now() % 1_000_000}`;
    await page.getByTestId('open-username').fill(username);
    await page.getByTestId('open-password').fill('Opened1234');
    await page.getByTestId('open-prize-group').fill('1850');
    await page.getByTestId('open-submit').click();
    await expect(page.getByTestId('open-username')).toHaveValue('');
    const opened = await apiLogin(request, username, 'Opened1234');
    expect(opened.userName).toBe(username);
    // Team management shows the new member with the prize group it was given.
    await page.goto('/m/member/team');
    await page.getByTestId('team-search').fill(username);
    const row = page.locator(`[data-member="${username}"]`);
    await expect(row.getByTestId('team-rebate')).toContainText('/ 1850');
  });

  test('in Burmese, both screens speak Burmese', async ({ page, request }) => {
    await useLanguage(page, 'MY');
    await asAgent01(page, request, '/m/member/team');
    await expect(page.getByTestId('team-count')).toContainText('အဖွဲ့ဝင်');
    await expectAccessible(page);
    await settledShot(page, 'agent-team-my');
    await page.goto('/m/agentRegister');
    await expect(page.getByTestId('open-account-form')).toContainText('အကောင့်ဖွင့်ရန်');
    await expectAccessible(page);
    await settledShot(page, 'agent-open-account-my');
  });
});
