import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { menuLinks, openScreen, signInOperator, submitOperatorCode } from '../support/back-office';
import { E2E_OWNERS } from '../support/data-dir';
import { expect, test } from '../support/fixtures';
import { shot } from '../support/shots';

// Two sign-ins with TOTP (one waiting for a fresh code step), forms and axe on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });

const desktop = (browser: Browser) =>
  browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1366, height: 768 },
  });

const inMyanmar = async (page: Page, name: string) => {
  await page.getByLabel('Language').click();
  await page.getByTitle('မြန်မာ').click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await shot(page, name);
  await page.getByLabel('ဘာသာစကား').click();
  await page.getByTitle('English').click();
};

test('an owner creates a content operator, who sees only its own screens and is refused the rest', async ({
  browser,
}) => {
  const office = await desktop(browser);
  const owner = await office.newPage();
  await signInOperator(owner, E2E_OWNERS.operators.username);
  await openScreen(owner, 'Operators');
  const rows = owner.locator('tbody tr.ant-table-row');
  await expect(rows.filter({ hasText: 'demo_content' })).toContainText('Content');
  await expectAccessible(owner);
  await shot(owner, 'admin-operators');
  await inMyanmar(owner, 'admin-operators-my');

  // The owner's own row: role and disabling out of reach, and the drawer says why.
  await rows
    .filter({ hasText: E2E_OWNERS.operators.username })
    .getByRole('button', { name: 'Manage' })
    .click();
  await expect(owner.getByText('This is your own account')).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Disable' })).toBeDisabled();
  await expect(owner.getByRole('button', { name: 'Save role' })).toBeDisabled();
  await shot(owner, 'admin-operator-self');
  await owner.keyboard.press('Escape');

  // A new content operator whose password the server generates.
  const username = `content_${Date.now().toString(36)}`;
  await owner.getByRole('button', { name: 'New operator' }).click();
  const dialog = owner.getByRole('dialog');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Role').click();
  await owner.getByTitle('Content', { exact: true }).click();
  await expect(dialog.getByText('Manage vendors and the game catalogue')).toBeVisible();
  await shot(owner, 'admin-operator-create');
  await owner.getByRole('button', { name: 'Create operator' }).click();
  await expect(owner.getByText('Shown only once')).toBeVisible();
  await expect(owner.locator('.secret-qr svg')).toBeVisible();
  const secret = (await owner.getByTestId('totp-secret').textContent())?.trim() ?? '';
  const password = (await owner.getByTestId('new-password').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  expect(password.length).toBeGreaterThanOrEqual(12);
  await expect(owner.getByText(`otpauth://totp/`)).toBeVisible();
  await expectAccessible(owner);
  await shot(owner, 'admin-operator-secrets');
  await owner.getByRole('button', { name: 'I have saved them' }).click();
  await expect(owner.getByTestId('totp-secret')).toHaveCount(0);
  await expect(rows.filter({ hasText: username })).toContainText('Not yet used');

  // The new operator, in a browser of its own, with the code its authenticator would show.
  const fresh = await desktop(browser);
  const content = await fresh.newPage();
  await content.goto('/admin/');
  await content.getByLabel('Username').fill(username);
  await content.getByLabel('Password').fill(password);
  await submitOperatorCode(content, username, secret);
  // Content's role: promotion reviews, content, games and lottery settings; nothing of money,
  // members, risk or operators.
  await expect(menuLinks(content)).toHaveText([
    'Dashboard',
    'Promotions',
    'Promotion applications',
    'Red envelope rain',
    'Announcements',
    'Banners',
    'Member messages',
    'User agreement',
    'Help centre',
    'Hot matches',
    'Game catalogue',
    'Game vendors',
    'Game categories',
    'Jackpot terms',
    'Lottery games',
    'Odds and RTP',
    'Lottery results',
  ]);
  await shot(content, 'admin-content-menu');
  for (const forbidden of ['/admin/withdrawals', '/admin/operators', '/admin/risk-alerts']) {
    await content.goto(forbidden);
    await expect(content.getByText('Not allowed')).toBeVisible();
    await expect(content.getByText('Your role (Content) does not allow this page.')).toBeVisible();
    await expect(content.locator('table')).toHaveCount(0);
  }
  await expectAccessible(content);
  await shot(content, 'admin-forbidden');
  await fresh.close();

  // Back with the owner: it has signed in with its secret, and it is disabled (sessions end).
  await owner.reload();
  const row = rows.filter({ hasText: username });
  await expect(row).toContainText('Set up');
  await row.getByRole('button', { name: 'Manage' }).click();
  await owner.getByRole('button', { name: 'Disable' }).click();
  await expect(owner.getByText(`Disable ${username}? They cannot sign in any more`)).toBeVisible();
  await shot(owner, 'admin-operator-disable');
  await owner.getByRole('button', { name: 'Yes, go on' }).click();
  await expect(owner.getByText(`${username} is disabled.`)).toBeVisible();
  await expect(row).toContainText('Disabled');
  await office.close();
});

test('a risk operator opens a seeded alert, reviews it with a note and finds it under reviewed', async ({
  browser,
}) => {
  const office = await desktop(browser);
  const page = await office.newPage();
  await signInOperator(page, 'demo_risk');
  await openScreen(page, 'Risk alerts');
  const rows = page.locator('tbody tr.ant-table-row');
  // The seed's open alerts: twin01 and twin02 on one tablet, their bonus claims, quickcash01.
  await expect(rows.filter({ hasText: 'Large withdrawal, little play' })).toContainText(
    'quickcash01',
  );
  await expect(rows.filter({ hasText: 'Linked bonus claims' })).toContainText('twin01');
  // The seed's is the oldest (the list is newest first): members the other tests register may
  // raise more as the scan runs.
  const device = rows.filter({ hasText: 'Shared device' }).last();
  await expect(device).toContainText('members signed in on one device');
  await expectAccessible(page);
  await shot(page, 'admin-risk-alerts');
  await inMyanmar(page, 'admin-risk-alerts-my');

  const id = ((await device.locator('td').first().textContent()) ?? '').trim();
  await device.getByRole('button', { name: 'Open' }).click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer.getByRole('link', { name: 'twin01' })).toHaveAttribute(
    'href',
    /\/admin\/members\/\d+$/,
  );
  await expect(drawer.getByRole('link', { name: 'twin02' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(drawer.getByText('Required.')).toBeVisible();
  await drawer.getByLabel('Review note').fill('Twins in one household; checked their IDs.');
  await expectAccessible(page);
  await shot(page, 'admin-risk-alert');
  await drawer.getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(page.getByText(`Alert #${id} marked reviewed.`)).toBeVisible();
  await expect(drawer.getByText('Reviewed by demo_risk')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByText('Reviewed', { exact: true }).click();
  const reviewed = rows.filter({ has: page.getByRole('cell', { name: id, exact: true }) });
  await expect(reviewed).toContainText('Shared device');
  await expect(reviewed).toContainText('Reviewed');
  // The seed's own review: the shared address, by demo_risk.
  await expect(rows.filter({ hasText: 'Shared address' })).toHaveCount(1);
  await shot(page, 'admin-risk-reviewed');
  await office.close();
});
