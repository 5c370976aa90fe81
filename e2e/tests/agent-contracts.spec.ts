import type { APIRequestContext, Page } from '@playwright/test';
import { runContracts } from '../../apps/server/src/modules/contracts/index.js';
import { siteDay } from '../../apps/server/src/modules/system/index.js';
import { apiLogin, sessionInfoOf } from '../support/api';
import { expectAccessible } from '../support/axe';
import { e2eDb } from '../support/db';
import { enterSession, expect, test, useLanguage } from '../support/fixtures';
import { settledShot } from '../support/shots';

const DAY = 24 * 60 * 60_000;
const quiet = () => {};
const silent = {
  level: 'silent',
  fatal: quiet,
  error: quiet,
  warn: quiet,
  info: quiet,
  debug: quiet,
  trace: quiet,
  silent: quiet,
  child: () => silent,
};

const signedIn = async (page: Page, request: APIRequestContext, name: string, path: string) => {
  const answer = await apiLogin(request, name, 'Agent1234');
  await enterSession(page, sessionInfoOf(answer), path);
};

/**
 * The daily job's own run, as the scheduler runs it a day from now: the e2e server runs on the
 * real clock (no route moves it), so the test runs the job's function on the server's database
 * with tomorrow as its clock, which pays today.
 */
const runDailyJobTomorrow = async () => {
  const now = Date.now() + DAY;
  const db = e2eDb();
  await runContracts({ db, now: () => now, log: silent as never }, 'daily', now, (_key, work) =>
    db.transaction().execute(work),
  );
};

test.describe('agent contracts', () => {
  test('agent01 offers agent02 a daily salary contract, accepted from the home dialog, and the job pays it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await useLanguage(page, 'EN');
    await signedIn(page, request, 'agent01', '/m/member/agent/offerContract');
    const form = page.getByTestId('contract-offer');
    await expect(form).toBeVisible();
    await page.getByTestId('contract-member').selectOption({ label: 'agent02' });
    await page.getByTestId('tier-0-threshold').fill('0.00');
    await page.getByTestId('tier-0-members').fill('0');
    await page.getByTestId('tier-0-value').fill('1.50');
    await expectAccessible(page);
    await settledShot(page, 'agent-contracts-offer-en');
    await page.getByTestId('contract-send').click();
    await expect(page.getByText('Offer sent')).toBeVisible();

    // The same tab signs in as agent02, as a shared phone would.
    const sub = page;
    await signedIn(sub, request, 'agent02', '/m/home');
    const dialog = sub.getByTestId('contract-pending-daily');
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await settledShot(sub, 'agent-contracts-dialog-en');
    await sub.getByTestId('contract-pending-go').click();
    await expect(sub).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
    await expect(sub.getByTestId('contract-state')).toHaveText('Waiting for your answer');
    await expect(sub.getByTestId('contract-terms')).toContainText('K 1.50');
    await expectAccessible(sub);
    await settledShot(sub, 'agent-contracts-salary-offered-en');
    await sub.getByTestId('contract-accept').click();
    await expect(sub.getByTestId('contract-state')).toHaveText('Accepted');

    await runDailyJobTomorrow();
    await sub.reload();
    const today = siteDay('Asia/Yangon', Date.now());
    const runs = sub.getByTestId('contract-runs');
    await expect(runs).toContainText(today);
    await expect(runs.getByTestId('contract-run-paid').first()).toHaveText('K 1.50');
    await settledShot(sub, 'agent-contracts-salary-paid-en');
  });

  test('in Burmese: agent01 sees the dividend offer dialog, the contract page and the dividends', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await useLanguage(page, 'MY');
    await signedIn(page, request, 'agent01', '/m/home');
    await expect(page.getByTestId('contract-pending-dividend')).toBeVisible({ timeout: 30_000 });
    await settledShot(page, 'agent-contracts-dialog-my');
    await page.getByTestId('contract-pending-go').click();
    await expect(page).toHaveURL(/getDevidendContract$/);
    await expect(page.getByTestId('contract-state')).toHaveText('သင်၏ အဖြေကို စောင့်နေသည်');
    await expectAccessible(page);
    await settledShot(page, 'agent-contracts-dividend-my');
    await page.goto('/m/member/agent/agentDivident');
    await expect(page.getByTestId('dividends-screen')).toBeVisible();
    await expect(page.getByTestId('contract-runs-empty')).toBeVisible();
    await expectAccessible(page);
    await settledShot(page, 'agent-contracts-dividends-my');
  });
});
