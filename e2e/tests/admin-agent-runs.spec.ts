import { expectAccessible } from '../support/axe';
import { openScreen, signInOperator } from '../support/back-office';
import { E2E_OWNERS } from '../support/data-dir';
import { expect, test } from '../support/fixtures';
import { shot } from '../support/shots';

// A sign-in with TOTP, two pages, a dialog and the audit log: slow on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });

test("an operator reads agent01's commission payouts and lines, then sets its cockfight rebate", async ({
  browser,
}) => {
  const office = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1366, height: 768 },
  });
  const admin = await office.newPage();
  await signInOperator(admin, E2E_OWNERS.agentRuns.username);

  // The seed paid agent01's team's past days through the commission job's own service.
  await openScreen(admin, 'Commission');
  await admin.getByLabel('Agent').fill('agent01');
  await admin.getByRole('button', { name: 'Show' }).click();
  const payouts = admin.locator('.commission-page tbody > tr.ant-table-row');
  await expect(payouts.first()).toContainText('agent01');
  await expect(payouts.first()).toContainText('Paid');
  await expect(payouts.filter({ hasNotText: 'agent01' })).toHaveCount(0);
  await payouts
    .first()
    .getByRole('button', { name: /expand/i })
    .click();
  const lines = admin.locator('.ant-table-expanded-row');
  await expect(lines.getByRole('columnheader', { name: 'Direct member' })).toBeVisible();
  await expect(lines.locator('tbody tr').first()).toContainText(/\d+ bp \(\d+\.\d{2} %\)/);
  await expect(lines).toContainText(/agent02|player11|player12|demo02/);
  await expectAccessible(admin);
  await shot(admin, 'admin-commission');

  // agent01 is a top agent: the operator sets its rates, within the site's and its members'.
  await openScreen(admin, 'Agent tree');
  await admin.getByRole('button', { name: 'Set rates agent01' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Rates of agent01' });
  const cockfight = dialog.getByLabel('Cockfight rebate (bp)');
  await expect(cockfight).toHaveValue('10');
  // Its direct members hold three quarters of the site's 10 bp: 7.
  await expect(dialog).toContainText('From 7 to 10');
  await expectAccessible(admin);
  await shot(admin, 'admin-top-agent-rates');
  await cockfight.fill('9');
  await dialog.getByRole('button', { name: 'Save rates' }).click();
  await expect(admin.getByText('Rates of agent01 saved.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The change is in the audit log, with the rates before and after.
  await openScreen(admin, 'Audit log');
  await admin.getByPlaceholder('Action (e.g. adjustment.request)').fill('agent.rates.set');
  await admin.getByRole('button', { name: 'Filter' }).click();
  const entry = admin.locator('tbody tr.ant-table-row').first();
  await expect(entry).toContainText('agent.rates.set');
  await expect(entry).toContainText(E2E_OWNERS.agentRuns.username);
  await office.close();
});
