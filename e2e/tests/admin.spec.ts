import { expect, test } from '@playwright/test';
import {
  DEMO_OPERATOR_PASSWORD,
  DEMO_OPERATORS,
} from '../../apps/server/src/db/seed/demo-operators.js';
import { totpCode } from '../../apps/server/src/modules/backoffice/totp.js';
import { expectAccessible } from '../support/axe';
import { shot } from '../support/shots';

/** The back office is a desktop app: a desktop viewport, mouse, no touch. */
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

const secretOf = (username: string) => {
  const found = DEMO_OPERATORS.find((o) => o.username === username);
  if (!found) throw new Error(`no demo operator ${username}`);
  return found.totpSecret;
};

test('a finance operator signs in with TOTP, looks up demo01 and adjusts its balance', async ({
  page,
}) => {
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: 'Back office' })).toBeVisible();
  await page.getByLabel('Username').fill('demo_finance');
  await page.getByLabel('Password').fill(DEMO_OPERATOR_PASSWORD);
  await page.getByLabel('Authenticator code').fill(totpCode(secretOf('demo_finance'), Date.now()));
  await expectAccessible(page);
  await shot(page, 'admin-sign-in');
  await page.getByRole('button', { name: 'Sign in' }).click();

  // The menu shows what the finance role may do, and nothing else.
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('link', { name: 'Members' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Adjustments' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Members' }).click();

  await page.getByPlaceholder('Account name, mobile number or member id').fill('demo01');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: 'demo01', exact: true }).click();
  await expect(page.getByText('demo01@example.com')).toBeVisible();

  await page.getByLabel('Amount (negative to debit)').fill('25.00');
  await page.getByLabel('Reason').fill('Goodwill credit after a game fault');
  await page.getByRole('button', { name: 'Request adjustment' }).click();
  await expect(page.getByText(/Adjustment posted: transaction #\d+/)).toBeVisible();
  const firstEntry = page
    .locator('.ant-card', { hasText: 'Ledger entries' })
    .locator('tbody tr')
    .first();
  await expect(firstEntry).toContainText('adjustment');
  await expect(firstEntry).toContainText('25.00');
  await expectAccessible(page);
  await shot(page, 'admin-member-adjusted');

  // Signing out goes back to the sign-in screen, and the cookie no longer opens the realm.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const after = await page.request.get('/admin/api/session');
  expect(after.status()).toBe(401);
});
