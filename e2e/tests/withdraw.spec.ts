import type { Page } from '@playwright/test';
import { apiLogin, sessionInfoOf } from '../support/api';
import { expectAccessible } from '../support/axe';
import { CASHOUT_MEMBER } from '../support/data-dir';
import { enterSession, expect, test, useLanguage } from '../support/fixtures';
import { settledShot } from '../support/shots';

/**
 * Withdrawals: cashout01 (no payment password, no card yet, its welcome credit free to
 * cash out) sets its payment password from the withdraw screen's link, adds a
 * card, withdraws, sees the amount held and the withdrawal in the report with its timeline, and
 * cancels it; demo02's bonus turnover said at the button; demo01's seeded withdrawals in Burmese, its turnover played through.
 */

const PAYMENT_PASSWORD = '864209';
const input = (page: Page, field: string) => page.getByTestId(`field-${field}`).locator('input');

test('a member adds a card, withdraws, sees it held with its timeline, and cancels', async ({
  page,
  request,
}) => {
  test.slow(); // several screens, password hashes
  await useLanguage(page, 'EN');
  const answer = await apiLogin(request, CASHOUT_MEMBER.username, CASHOUT_MEMBER.password);
  await enterSession(page, sessionInfoOf(answer), '/m/withdraw');
  await expect(page.getByTestId('header-page')).toContainText('Withdraw');
  await expect(page.getByTestId('withdraw-withdrawable')).toContainText('1,000.00');
  await expect(page.getByTestId('withdraw-no-password')).toBeVisible();
  await expectAccessible(page);
  await settledShot(page, 'withdraw-no-password-en');

  // The friendly path: the security centre's screen, then back.
  await page.getByTestId('withdraw-no-password').getByRole('link').click();
  await expect(page.getByTestId('payment-set-form')).toBeVisible();
  await input(page, 'newPaymentPassword').fill(PAYMENT_PASSWORD);
  await input(page, 'confirmPaymentPassword').fill(PAYMENT_PASSWORD);
  await page.getByTestId('payment-set-submit').click();
  // Saved: the screen goes back to the security centre.
  await expect(page).toHaveURL(/\/m\/securityCenter$/);
  await page.goto('/m/withdraw');
  await expect(page.getByTestId('withdraw-no-password')).toHaveCount(0);

  await page.getByTestId('withdraw-add-account-open').click();
  const form = page.getByTestId('withdraw-add-account');
  await expect(form).toBeVisible();
  await form.getByTestId('withdraw-bank-KBZ').check({ force: true });
  await form.getByTestId('withdraw-account-number').fill('1234 5678 9012 34567');
  await form.getByTestId('withdraw-payee-name').fill('Aung Player');
  await expectAccessible(page);
  await settledShot(page, 'withdraw-add-card-en');
  await form.getByTestId('withdraw-add-account-submit').click();
  await expect(form).toHaveCount(0);
  await expect(page.getByTestId('withdraw-accounts')).toContainText('**** 4567');
  await expect(page.getByTestId('withdraw-accounts')).toContainText('Aung Player');

  await page.getByTestId('withdraw-amount').fill('250');
  await page.getByTestId('withdraw-payment-password').fill(PAYMENT_PASSWORD);
  await expectAccessible(page);
  await settledShot(page, 'withdraw-form-en');
  await page.getByTestId('withdraw-submit').click();

  await expect(page).toHaveURL(/\/m\/withdrawReport/);
  const rows = page.getByTestId('withdraw-list').locator('li');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('250.00');
  await expect(rows.first()).toContainText('Pending');
  await expectAccessible(page);
  await settledShot(page, 'withdraw-report-en');

  await rows.first().getByRole('button').click();
  const detail = page.getByTestId('withdraw-detail');
  await expect(detail.getByTestId('withdraw-timeline')).toContainText('Requested: amount held');
  await expectAccessible(page);
  await settledShot(page, 'withdraw-detail-en');

  // Held, not gone: the withdraw screen shows it beside the balance.
  await page.goto('/m/withdraw');
  await expect(page.getByTestId('withdraw-withdrawable')).toContainText('750.00');
  await expect(page.getByTestId('withdraw-held')).toContainText('250.00');

  await page.goto('/m/withdrawReport');
  await page.getByTestId('withdraw-list').locator('li').first().getByRole('button').click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByTestId('withdraw-cancel').click();
  await expect(page.getByTestId('withdraw-timeline')).toContainText('Cancelled: amount released');
  await expect(page.getByTestId('withdraw-cancel')).toHaveCount(0);
  await page.goto('/m/withdraw');
  await expect(page.getByTestId('withdraw-withdrawable')).toContainText('1,000.00');
  await expect(page.getByTestId('withdraw-held')).toContainText('0.00');
});

test('demo02 is told at the button what turnover is left and where to play it', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'EN');
  const answer = await apiLogin(request, 'demo02', 'Demo1234');
  await enterSession(page, sessionInfoOf(answer), '/m/withdraw');
  await expect(page.getByTestId('withdraw-turnover-left')).toHaveText('K 1,500.00 left to play');
  const submit = page.getByTestId('withdraw-submit');
  await expect(submit).toBeDisabled();
  const why = page.getByTestId('withdraw-blocked');
  await expect(why).toContainText('K 1,500.00 of valid bets left');
  await expect(submit).toHaveAccessibleDescription(/K 1,500.00 of valid bets left/);
  await expectAccessible(page);
  await settledShot(page, 'withdraw-demo02-turnover-en');
  await why.getByRole('link', { name: 'Play slots' }).click();
  await expect(page).toHaveURL(/\/m\/slotsCenter$/);
});

test('demo01 in Burmese: no turnover left, its paid and pending withdrawals', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'MY');
  const answer = await apiLogin(request, 'demo01', 'Demo1234');
  await enterSession(page, sessionInfoOf(answer), '/m/withdraw');
  await expect(page.getByTestId('withdraw-held')).toContainText('150.00');
  await expect(page.getByTestId('withdraw-turnover')).toBeVisible();
  await expect(page.getByTestId('withdraw-turnover-left')).toHaveCount(0);
  await expect(page.getByTestId('withdraw-blocked')).toHaveCount(0);
  await expect(page.getByTestId('withdraw-accounts')).toContainText('KBZ Bank');
  await expectAccessible(page);
  await settledShot(page, 'withdraw-demo01-my');

  await page.goto('/m/withdrawReport');
  const rows = page.getByTestId('withdraw-list').locator('li');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('ဆိုင်းငံ့');
  await expect(rows.nth(1)).toContainText('ပေးချေပြီး');
  await expectAccessible(page);
  await settledShot(page, 'withdraw-report-my');
  await rows.nth(1).getByRole('button').click();
  await expect(page.getByTestId('withdraw-timeline').locator('li')).toHaveCount(2);
  await expectAccessible(page);
  await settledShot(page, 'withdraw-detail-my');
});
