import type { Page } from '@playwright/test';
import { apiLogin, sessionInfoOf } from '../support/api';
import { expectAccessible } from '../support/axe';
import { openScreen, signInOperator } from '../support/back-office';
import { E2E_OWNERS } from '../support/data-dir';
import { enterSession, expect, test } from '../support/fixtures';
import { shot } from '../support/shots';

// A sign-in with TOTP, a tree, a dialog and two agent homes: over 90 s on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });

/** The agent home's "signed in today" counter, once the KPI has answered. */
const signedInToday = async (page: Page): Promise<number> => {
  const counter = page.getByTestId('agent-kpi-loggedIn');
  await expect(counter).toHaveText(/^\d+$/);
  return Number(await counter.textContent());
};

test('an operator moves a player from agent01 to agent03, whose home then counts it', async ({
  page,
  browser,
  request,
}) => {
  // player11 sits directly under agent01; a sign-in today makes it count in its team's KPI.
  await apiLogin(request, 'player11', 'Player1234');
  const agent03 = await apiLogin(request, 'agent03', 'Agent1234');
  await enterSession(page, sessionInfoOf(agent03), '/m/agent');
  const before = await signedInToday(page);

  const office = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1366, height: 768 },
  });
  const admin = await office.newPage();
  await signInOperator(admin, E2E_OWNERS.agentTree.username);
  await openScreen(admin, 'Agent tree');
  await admin.getByPlaceholder('Account name (or its beginning)').fill('player11');
  await admin.getByRole('button', { name: 'Search' }).click();
  const found = admin.locator('tbody tr', { hasText: 'player11' });
  await expect(found).toContainText('agent01');
  await found.getByRole('button', { name: 'Show in tree' }).click();
  await expect(admin.getByRole('tree').getByText('player11')).toBeVisible();
  await expectAccessible(admin);
  await shot(admin, 'admin-agent-tree');

  await found.getByRole('button', { name: 'Move' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Move player11' });
  await dialog.getByLabel('New upline (an agent)').fill('agent03');
  // antd's list keeps a hidden accessible copy of each option: click the one shown.
  await admin.locator('.ant-select-item-option', { hasText: 'agent03' }).click();
  await dialog.getByLabel('Reason (sent to the audit log)').fill('Recruited by agent03');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Move player11 under agent03?' });
  await expectAccessible(admin);
  await shot(admin, 'admin-agent-tree-confirm');
  await confirm.getByRole('button', { name: 'Move' }).click();
  // The search answers again: player11's uplines are now agent03's chain.
  await expect(found).toContainText('agent01 › agent02 › agent03');
  await office.close();

  // The agent app reads the tree as it is now: agent03's team has one more member signed in.
  await page.reload();
  await expect(page.getByTestId('agent-kpi-loggedIn')).toHaveText(String(before + 1));
});
