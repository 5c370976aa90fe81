import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, registerMember, sessionInfoOf, uniqueName } from '../support/api';
import { expectAccessible } from '../support/axe';
import { enterSession, expect, test, useLanguage } from '../support/fixtures';
import { shot } from '../support/shots';

/** A fresh member on /m/set: no icon, no payee name yet. */
const newMember = async (page: Page, request: APIRequestContext) => {
  const username = uniqueName('prof');
  const answer = await registerMember(request, { username, password: 'Pass1234' });
  await enterSession(page, sessionInfoOf(answer), '/m/set');
  await expect(page.getByTestId('profile-card')).toBeVisible();
  return username;
};

test.describe('profile in English', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'EN');
  });

  test('demo01 finds its seeded head icon, nickname and locked payee name', async ({
    page,
    request,
  }) => {
    const demo01 = await apiLogin(request, 'demo01', 'Demo1234');
    await enterSession(page, sessionInfoOf(demo01), '/m/set');
    await expect(page.getByTestId('profile-nickname')).toHaveText('Demo Player');
    await expect(page.getByTestId('profile-icon').locator('svg.head-icon')).toHaveAttribute(
      'data-icon',
      '1',
    );
    const payee = page.getByTestId('settings-payee');
    await expect(payee).toContainText('Demo Player');
    await expect(payee.getByRole('button')).toHaveCount(0);
    await expectAccessible(page);
    await shot(page, 'profile-demo01-en');
  });

  test('a member chooses a head icon, changes the nickname and sets the payee name once', async ({
    page,
    request,
  }) => {
    const username = await newMember(page, request);
    await expect(page.getByTestId('profile-nickname')).toHaveText(username);

    await page.getByTestId('profile-icon').click();
    const picker = page.getByTestId('head-icon-picker');
    await expect(picker.getByTestId('head-icon-choice')).toHaveCount(12);
    await expectAccessible(page);
    await shot(page, 'profile-icons-en');
    await picker.getByRole('button', { name: 'Head icon 7' }).click();
    await expect(picker).toHaveCount(0);
    await expect(page.getByTestId('profile-icon').locator('svg.head-icon')).toHaveAttribute(
      'data-icon',
      '7',
    );

    await page.getByTestId('settings-nickname').click();
    const nickname = page.getByTestId('nickname-sheet');
    await nickname.getByRole('textbox').fill('<b>x</b>');
    await nickname.getByRole('button', { name: 'Save' }).click();
    await expect(nickname.getByRole('alert')).toContainText('not accepted');
    await nickname.getByRole('textbox').fill('Lucky Star');
    await nickname.getByRole('button', { name: 'Save' }).click();
    await expect(nickname).toHaveCount(0);
    await expect(page.getByTestId('profile-nickname')).toHaveText('Lucky Star');
    await expect(page.getByTestId('settings-nickname')).toContainText('Lucky Star');

    await page.getByTestId('settings-payee').click();
    const payee = page.getByTestId('payee-sheet');
    await payee.getByRole('textbox').fill('Aung Min');
    await shot(page, 'profile-payee-en');
    await payee.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(payee).toHaveCount(0);
    await expect(page.getByTestId('settings-payee')).toContainText('Aung Min');
    await expect(page.getByTestId('settings-payee').getByRole('button')).toHaveCount(0);

    // All of it is the member's, kept by the server: a reload shows the same.
    await page.reload();
    await expect(page.getByTestId('profile-nickname')).toHaveText('Lucky Star');
    await expect(page.getByTestId('profile-icon').locator('svg.head-icon')).toHaveAttribute(
      'data-icon',
      '7',
    );
    await expect(page.getByTestId('settings-payee')).toContainText('Aung Min');
    await shot(page, 'profile-set-en');
  });

  test('cancelling the payee confirmation keeps the sheet and sets nothing', async ({
    page,
    request,
  }) => {
    await newMember(page, request);
    await page.getByTestId('settings-payee').click();
    const payee = page.getByTestId('payee-sheet');
    await payee.getByRole('textbox').fill('Aung Min');
    await payee.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(payee.getByRole('textbox')).toHaveValue('Aung Min');
    await page.keyboard.press('Escape');
    await expect(payee).toHaveCount(0);
    await expect(page.getByTestId('settings-payee')).toContainText('Set now');
  });
});

test('profile in Burmese', async ({ page, request }) => {
  await useLanguage(page, 'MY');
  await newMember(page, request);
  await expect(page.getByTestId('settings-payee')).toContainText('ယခု သတ်မှတ်ရန်');
  await page.getByTestId('settings-nickname').click();
  await expect(page.getByTestId('nickname-sheet')).toContainText('အမည်ပြောင်');
  await expectAccessible(page);
  await shot(page, 'profile-nickname-my');
  await page.keyboard.press('Escape');
  await shot(page, 'profile-my');
});
