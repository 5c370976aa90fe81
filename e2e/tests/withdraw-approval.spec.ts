import { ENDPOINTS, HEADERS } from '@lotto/contract';
import { expect, test } from '@playwright/test';
import { callApi, registerMember, sessionInfoOf, uniqueName } from '../support/api';
import { expectAccessible } from '../support/axe';
import { openScreen, signInOperator } from '../support/back-office';
import { e2eDb } from '../support/db';
import { enterSession, useLanguage } from '../support/fixtures';
import { settledShot, shot } from '../support/shots';

/**
 * A withdrawal from request to payout, across both apps: a member withdraws (held at once), a
 * finance operator gives the first approval, the same operator cannot give the second, a
 * different one pays it out; the member's report shows the timeline and the inbox one message
 * per step. A fresh member has its welcome credit's turnover to play first, and the demo site
 * wants two approvals from K 5,000: for this member the test sets, as an operator would, no
 * welcome turnover and two approvals from K 500, and puts both back at once.
 */

const PAYMENT_PASSWORD = '135790';
const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };

const siteSettings = async () => {
  const db = e2eDb();
  const site = await db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  const get = async () => ({
    welcome: await db
      .selectFrom('turnover_settings')
      .select('welcome_multiplier')
      .where('merchant_id', '=', site.id)
      .executeTakeFirst(),
    approval: await db
      .selectFrom('withdrawal_settings')
      .select('second_approval_minor')
      .where('merchant_id', '=', site.id)
      .executeTakeFirstOrThrow(),
  });
  const set = async (welcome: number, secondApprovalMinor: number) => {
    await db
      .updateTable('turnover_settings')
      .set({ welcome_multiplier: welcome })
      .where('merchant_id', '=', site.id)
      .execute();
    await db
      .updateTable('withdrawal_settings')
      .set({ second_approval_minor: secondApprovalMinor })
      .where('merchant_id', '=', site.id)
      .execute();
  };
  return { get, set };
};

test('a withdrawal held, approved by two finance operators, paid, with its inbox messages', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000); // two operators sign in; a TOTP step may have to pass
  const settings = await siteSettings();
  const before = await settings.get();
  const username = uniqueName('wd');
  await settings.set(0, 50_000);
  let withdrawalId = 0;
  let answer: Awaited<ReturnType<typeof registerMember>>;
  try {
    answer = await registerMember(request, { username, password: 'Pass1234' });
    const headers = { [HEADERS.authorization]: answer.token };
    await callApi(request, ENDPOINTS.account.setPaymentPassword, {
      headers,
      data: { newPaymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD },
    });
    const overview = await callApi(request, ENDPOINTS.withdrawals.overview, { headers });
    const bank = overview.banks.find((b) => b.code === 'AYA');
    if (!bank) throw new Error('no AYA bank on the demo site');
    const account = await callApi(request, ENDPOINTS.withdrawals.addAccount, {
      headers,
      data: { bankId: bank.id, accountNumber: '1234567890', payeeName: 'Aung Tester' },
    });
    const made = await callApi(request, ENDPOINTS.withdrawals.request, {
      headers,
      data: {
        accountId: account.id,
        amount: '600.00',
        paymentPassword: PAYMENT_PASSWORD,
        requestId: `e2e-withdraw-${Date.now()}`,
      },
    });
    withdrawalId = made.id;
  } finally {
    await settings.set(
      Number(before.welcome?.welcome_multiplier ?? 1),
      Number(before.approval.second_approval_minor),
    );
  }

  // The member sees it held.
  await useLanguage(page, 'EN');
  await enterSession(page, sessionInfoOf(answer), '/m/withdraw');
  await expect(page.getByTestId('withdraw-held')).toContainText('600.00');
  await expect(page.getByTestId('withdraw-withdrawable')).toContainText('400.00');

  // The back office, on a desktop.
  const desk = await browser.newContext({ ...DESKTOP, baseURL });
  const operator = await desk.newPage();
  try {
    await signInOperator(operator, 'demo_finance');
    await openScreen(operator, 'Withdrawals');
    const row = operator.locator('tbody tr', { hasText: username });
    await expect(row).toContainText('600.00');
    await expect(row).toContainText('0 / 2');
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(
      operator.getByText('Approved: a different operator must give the second approval.'),
    ).toBeVisible();
    await expect(row).toContainText('1 / 2');
    // The same operator's second approval is refused and pays nothing.
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(
      operator.getByText('A second approval must come from a different operator.'),
    ).toBeVisible();
    await expect(row).toContainText('1 / 2');
    await expectAccessible(operator);
    await shot(operator, 'admin-withdrawal-first-approval');
    await operator.getByRole('button', { name: 'Sign out' }).click();

    await signInOperator(operator, 'demo_finance2');
    await openScreen(operator, 'Withdrawals');
    const again = operator.locator('tbody tr', { hasText: username });
    await again.getByRole('button', { name: 'Approve' }).click();
    await expect(operator.getByText('Approved and paid out.')).toBeVisible();
    await expect(operator.locator('tbody tr', { hasText: username })).toHaveCount(0);
  } finally {
    await desk.close();
  }

  // The member: paid, the hold gone, the timeline, and one inbox message per step.
  await page.goto('/m/withdraw');
  await expect(page.getByTestId('withdraw-held')).toContainText('0.00');
  await expect(page.getByTestId('withdraw-withdrawable')).toContainText('400.00');
  await page.goto('/m/withdrawReport');
  const rows = page.getByTestId('withdraw-list').locator('li');
  await expect(rows.first()).toContainText('Paid');
  await rows.first().getByRole('button').click();
  await expect(page.getByTestId('withdraw-timeline').locator('li')).toHaveCount(3);
  await expectAccessible(page);
  await settledShot(page, 'withdraw-paid-detail-en');

  const inbox = await callApi(request, ENDPOINTS.inbox.list, {
    headers: { [HEADERS.authorization]: answer.token, [HEADERS.language]: 'EN' },
  });
  const steps = inbox.list.filter((m) => m.kind === 'withdrawal').map((m) => m.title);
  expect(steps.sort()).toEqual(['Withdrawal approved', 'Withdrawal paid', 'Withdrawal requested']);
  expect(withdrawalId).toBeGreaterThan(0);
});
