import type { Page } from '@playwright/test';
import { apiLogin, sessionInfoOf } from '../support/api';
import { expectAccessible } from '../support/axe';
import { enterSession, expect, test, useLanguage } from '../support/fixtures';
import { settledShot } from '../support/shots';

const asDemo01 = async (page: Page, request: Parameters<typeof apiLogin>[0], path: string) => {
  const demo01 = await apiLogin(request, 'demo01', 'Demo1234');
  await enterSession(page, sessionInfoOf(demo01), path);
};

test.describe('demo01’s records in English', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'EN');
  });

  test('the account record: seeded history, type and range filters, running balance', async ({
    page,
    request,
  }) => {
    await asDemo01(page, request, '/m/transaction/record');
    await page.getByTestId('range-7days').click();
    const rows = page.getByTestId('ledger-row');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThan(5);
    await expect(page.getByTestId('ledger-summary')).toContainText('transactions');
    await expect(rows.first()).toContainText('Balance K');
    await expectAccessible(page);
    await settledShot(page, 'records-ledger-en');

    await page.getByTestId('type-bonus').click();
    await expect(rows.first()).toContainText('Bonus');
    await expect(page.getByTestId('ledger-row').filter({ hasText: 'Bet' })).toHaveCount(0);
    await page.getByTestId('type-withdrawal').click();
    await expect(page.getByTestId('records-empty')).toBeVisible();
    await page.getByTestId('type-all').click();
    await page.getByTestId('range-yesterday').click();
    await expect(page.getByTestId('range-yesterday')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('ledger-summary')).toBeVisible();
  });

  test('a custom range is picked from, then to', async ({ page, request }) => {
    await asDemo01(page, request, '/m/transaction/record');
    await page.getByTestId('range-custom').click();
    await expect(page.locator('.adm-picker').first()).toBeVisible();
    await page.locator('.adm-picker-header-button').last().click(); // confirm "from" (today)
    await expect(page.locator('.adm-picker-header-button', { hasText: 'Apply' })).toBeVisible();
    await page.locator('.adm-picker-header-button', { hasText: 'Apply' }).click();
    await expect(page.getByTestId('range-custom')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('ledger-row').first()).toBeVisible();
  });

  test('the betting record: totals, filters and a bet in full with its fairness proof', async ({
    page,
    request,
  }) => {
    await asDemo01(page, request, '/m/gameRecord');
    await page.getByTestId('range-7days').click();
    const rows = page.getByTestId('bet-row');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByTestId('bet-totals')).toContainText('Valid stake');
    await expectAccessible(page);
    await settledShot(page, 'records-bets-en');

    await page.getByTestId('bet-category').selectOption('INHOUSE');
    await expect(rows.first()).toContainText('Originals');
    await expect(rows).toHaveCount(2);
    await rows.first().click();
    const sheet = page.getByTestId('bet-detail');
    await expect(sheet.getByTestId('bet-fairness')).toContainText('Server seed');
    await expect(sheet).toContainText('Rolled');
    await expectAccessible(page, '[data-testid="bet-detail"]');
    await settledShot(page, 'records-bet-detail-en');
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toBeHidden();

    await page.getByTestId('bet-category').selectOption('SPORTS');
    await expect(rows.filter({ hasText: 'Pending' }).first()).toBeVisible();
  });

  test('profit and loss: net and figures per period and per day', async ({ page, request }) => {
    await asDemo01(page, request, '/m/profitandloss');
    await expect(page.getByTestId('profit-net')).toBeVisible();
    await expect(page.getByTestId('profit-bonus')).not.toContainText(/^Bonuses0\.00$/);
    await expect(page.getByTestId('profit-day').first()).toBeVisible();
    await expectAccessible(page);
    await settledShot(page, 'records-profit-en');
    await page.getByTestId('range-yesterday').click();
    await expect(page.getByTestId('range-yesterday')).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('demo01’s records in Burmese', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'MY');
  });

  test('the three screens read in Burmese', async ({ page, request }) => {
    await asDemo01(page, request, '/m/transaction/record');
    await page.getByTestId('range-7days').click();
    await expect(page.getByTestId('ledger-row').first()).toContainText('လက်ကျန်');
    await expectAccessible(page);
    await settledShot(page, 'records-ledger-my');
    await page.goto('/m/gameRecord');
    await page.getByTestId('range-7days').click();
    await expect(page.getByTestId('bet-totals')).toContainText('အကျုံးဝင် လောင်းကြေး');
    await expectAccessible(page);
    await settledShot(page, 'records-bets-my');
    await page.goto('/m/profitandloss');
    await expect(page.getByTestId('profit-net')).toContainText('အသားတင် အမြတ်');
    await expectAccessible(page);
    await settledShot(page, 'records-profit-my');
  });
});
