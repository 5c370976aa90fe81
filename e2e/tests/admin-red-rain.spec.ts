import { expectAccessible } from '../support/axe';
import { openScreen, signInOperator } from '../support/back-office';
import { E2E_OWNERS } from '../support/data-dir';
import { expect, test } from '../support/fixtures';
import { shot } from '../support/shots';

// A sign-in with TOTP, a form, a watch and a stop: slow on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });

test("an operator watches agent01's team round, creates a round for the team and stops it", async ({
  browser,
}) => {
  const office = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1366, height: 768 },
  });
  const admin = await office.newPage();
  await signInOperator(admin, E2E_OWNERS.redRain.username);
  await openScreen(admin, 'Red envelope rain');

  // The seed's rounds: the site-wide one open now, agent01's team's of yesterday, opened.
  const rows = admin.locator('tbody tr.ant-table-row');
  await expect(rows.filter({ hasText: 'Whole site' }).filter({ hasText: 'Open' })).toHaveCount(1);
  const teamRound = rows.filter({ hasText: 'agent01' }).filter({ hasText: 'Ended' });
  await teamRound.getByRole('button', { name: 'Watch' }).click();
  await expect(admin.getByText(/Round \d+: claims/)).toBeVisible();
  await expect(admin.locator('.ant-card').filter({ hasText: /Round \d+: claims/ })).toContainText(
    'player11',
  );

  // A new round for agent01's team, open from now: 10 envelopes from a budget of 50.00.
  await admin.getByLabel('Envelopes').fill('10');
  await admin.getByLabel('Budget').fill('50.00');
  await admin
    .getByLabel('Only the team of agent (username; empty: the whole site)')
    .fill('agent01');
  await admin.getByRole('button', { name: 'Create round' }).click();
  const created = admin.getByText(/^Round \d+ created\.$/);
  await expect(created).toBeVisible();
  const id = (await created.textContent())?.match(/\d+/)?.[0] ?? '';
  const mine = rows.filter({ has: admin.getByRole('cell', { name: id, exact: true }) });
  await expect(mine).toContainText('agent01');
  await expect(mine).toContainText('10 / 10');
  await expectAccessible(admin);
  await mine.scrollIntoViewIfNeeded();
  await shot(admin, 'admin-red-rain');

  // Stopped at once: no one opens an envelope of it after this.
  await mine.getByRole('button', { name: 'Stop' }).click();
  await admin.getByRole('button', { name: 'OK' }).click();
  await expect(admin.getByText(`Round ${id} stopped.`)).toBeVisible();
  await expect(mine).toContainText('Stopped');
  await office.close();
});
