import { readFile } from 'node:fs/promises';
import { openScreen, signInOperator } from '../support/back-office';
import { expect, test } from '../support/fixtures';
import { shot } from '../support/shots';

// A sign-in with TOTP and five reports over the seeded month: slow on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });

test('finance reads the reports by day, vendor and agent, drills into agent01 and exports CSV', async ({
  browser,
}) => {
  const office = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1366, height: 768 },
    acceptDownloads: true,
  });
  const admin = await office.newPage();
  await signInOperator(admin, 'demo_finance');
  await openScreen(admin, 'Reports');

  // The last 30 days of the seeded site: a row a day, the totals, and both charts drawn.
  const rows = admin.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThanOrEqual(28);
  await expect(admin.locator('.report-totals')).toContainText('Total');
  await expect(admin.getByTestId('report-chart-money').locator('canvas')).toBeVisible();
  await expect(admin.getByTestId('report-chart-cash').locator('canvas')).toBeVisible();
  await expect(admin.locator('body')).not.toHaveCSS('overflow-x', 'scroll');
  await shot(admin, 'admin-reports-daily');

  // The day table as CSV: its header, the days, the totals last.
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^report-daily-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
  expect(csv[0]).toMatch(/^day,activeMembers,newMembers,/);
  expect(csv[0]).toContain('ngr');
  expect(csv.length).toBeGreaterThan(28);
  expect(csv.at(-1)).toMatch(/^total,/);

  await admin.getByRole('tab', { name: 'Vendors' }).click();
  await expect(admin.getByTestId('report-bars')).toBeVisible();
  await expect(rows.first()).toBeVisible();
  await expect(admin.locator('.report-totals')).toContainText('Total');
  await shot(admin, 'admin-reports-vendors');

  await admin.getByRole('tab', { name: 'Categories' }).click();
  await expect(admin.getByTestId('report-bars')).toBeVisible();
  await shot(admin, 'admin-reports-categories');

  // agent01 leads the seeded team: its row opens its direct downlines, the crumb goes back.
  await admin.getByRole('tab', { name: 'Agents' }).click();
  await admin.getByRole('button', { name: 'agent01', exact: true }).click();
  await expect(admin.getByText('Direct downlines of agent01')).toBeVisible();
  await expect(rows.first()).toBeVisible();
  await shot(admin, 'admin-reports-agent01');
  const [agentCsv] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  const agentLines = (await readFile(await agentCsv.path(), 'utf8')).trim().split('\r\n');
  expect(agentLines[0]).toMatch(/^memberId,username,teamSize,/);
  expect(agentLines.length).toBeGreaterThan(2);
  await admin.getByRole('button', { name: 'Top agents' }).click();
  await expect(admin.getByRole('button', { name: 'agent01', exact: true })).toBeVisible();

  await admin.getByRole('tab', { name: 'VIP levels' }).click();
  await expect(rows.first()).toBeVisible();
  await shot(admin, 'admin-reports-vip');

  // The same page in Burmese, where the words run longest.
  await admin.evaluate(() => localStorage.setItem('admin.language', 'MY'));
  await admin.reload();
  await expect(admin.getByTestId('report-chart-money').locator('canvas')).toBeVisible();
  await shot(admin, 'admin-reports-daily-my');
  await office.close();
});
