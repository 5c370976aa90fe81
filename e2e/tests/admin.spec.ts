import { ERRORS } from '@lotto/contract';
import { expect, test } from '@playwright/test';
import { DEMO_OPERATOR_PASSWORD } from '../../apps/server/src/seed/demo-operators.js';
import { expectAccessible } from '../support/axe';
import { menuLink, openScreen, signInOperator, submitOperatorCode } from '../support/back-office';
import { shot } from '../support/shots';

/** The back office is a desktop app: a desktop viewport, mouse, no touch. */
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
// Each test signs in and runs axe on three screens of large antd tables: more than 30 s on a
// busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

test('a second finance operator approves the seeded large adjustment; the owner reads the audit log', async ({
  page,
}) => {
  await signInOperator(page, 'demo_finance2');
  await openScreen(page, 'Adjustments');
  const row = page.locator('tbody tr', { hasText: 'Tournament prize' });
  await expect(row).toContainText('2500.00');
  await expect(row).toContainText('demo_finance');
  await expectAccessible(page);
  await shot(page, 'admin-adjustments-pending');
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Adjustment approved and posted.')).toBeVisible();
  await expect(page.locator('tbody tr', { hasText: 'Tournament prize' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign out' }).click();

  await signInOperator(page, 'demo_owner');
  await openScreen(page, 'Audit log');
  const approval = page.locator('tbody tr', { hasText: 'adjustment.approve' }).first();
  await expect(approval).toContainText('demo_finance2');
  await approval.getByRole('button', { name: /expand/i }).click();
  await expect(page.getByText('"status": "posted"').first()).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'admin-audit-log');
});

test('a finance operator signs in with TOTP, looks up demo01 and adjusts its balance', async ({
  page,
}) => {
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: 'Back office' })).toBeVisible();
  await page.getByLabel('Username').fill('demo_finance');
  await page.getByLabel('Password').fill(DEMO_OPERATOR_PASSWORD);
  await expectAccessible(page);
  await shot(page, 'admin-sign-in');
  // The code is taken just before it is sent: it is valid for about a minute.
  await submitOperatorCode(page, 'demo_finance');

  // The menu shows what the finance role may do, and nothing else.
  await expect(menuLink(page, 'Members')).toHaveCount(1);
  await expect(menuLink(page, 'Adjustments')).toHaveCount(1);
  await expect(menuLink(page, 'Audit log')).toHaveCount(0);
  await openScreen(page, 'Members');

  await page.getByLabel('Beginning of the account name').fill('demo01');
  await page.getByLabel('Beginning of the account name').press('Enter');
  await page.getByRole('link', { name: 'demo01', exact: true }).click();
  await expect(page.getByText('demo01@example.com')).toBeVisible();

  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  await tab('Balances').click();
  await page.getByLabel('Amount (negative to debit)').fill('25.00');
  await page.getByLabel('Reason').fill('Goodwill credit after a game fault');
  await page.getByRole('button', { name: 'Request adjustment' }).click();
  await expect(page.getByText(/Adjustment posted: transaction #\d+/)).toBeVisible();
  await tab('Ledger').click();
  const firstEntry = page
    .getByRole('tabpanel', { name: 'Ledger' })
    .locator('tbody tr.ant-table-row')
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

test("the owner's menu in sections fits the screen in English, Burmese and Chinese", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInOperator(page, 'demo_owner');
  await openScreen(page, 'Withdrawals');
  const sider = page.locator('.shell-sider');
  const fits = () =>
    sider
      .locator('.ant-layout-sider-children')
      .evaluate((el) => el.scrollHeight <= el.clientHeight);
  // The current page's section is open, the others closed: one section at a time.
  await expect(page.locator('.ant-menu-submenu-open')).toHaveCount(1);
  await expect(page.locator('.ant-menu-submenu-open')).toContainText('Money');
  expect(await fits()).toBe(true);
  await shot(page, 'admin-menu-en');
  for (const [code, name, section] of [
    ['MY', 'မြန်မာ', 'ငွေကြေး'],
    ['ZH', '中文', '资金'],
  ] as const) {
    await page.getByRole('combobox').first().click();
    await page.getByTitle(name).click();
    await expect(page.locator('.ant-menu-submenu-open')).toContainText(section);
    expect(await fits()).toBe(true);
    await shot(page, `admin-menu-${code.toLowerCase()}`);
    // A refusal the server words comes in the chosen language too.
    const answer = await page.evaluate(async (language) => {
      const res = await fetch('/admin/api/members/987654', { headers: { language } });
      return (await res.json()) as { message: string };
    }, code);
    expect(answer.message).toBe(ERRORS['admin.member.not.found'][code]);
  }
});
