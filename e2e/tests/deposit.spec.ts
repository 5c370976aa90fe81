import { demoScreenshotPng } from '../../apps/server/src/seed/demo-png.js';
import { animationsSettled } from '../support/animations';
import { apiLogin, registerMember, sessionInfoOf, uniqueName } from '../support/api';
import { expectAccessible } from '../support/axe';
import { openScreen, signInOperator } from '../support/back-office';
import { enterSession, expect, test, useLanguage } from '../support/fixtures';
import { settledShot, shot } from '../support/shots';

/** "K 1,100.00" -> 110000 minor units. */
const minorOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

test('a deposit through the demo gateway raises the header balance', async ({ page, request }) => {
  await useLanguage(page, 'EN');
  const answer = await registerMember(request, {
    username: uniqueName('dep'),
    password: 'Pass1234',
  });
  await enterSession(page, sessionInfoOf(answer), '/m/home');
  const balance = page.getByTestId('header-balance');
  await expect(balance).not.toContainText('*');
  const before = minorOf((await balance.textContent()) ?? '');

  await page.goto('/m/voucherCenter');
  await expect(page.getByTestId('header-page')).toContainText('Deposit');
  await expect(page.getByTestId('deposit-bank-accounts')).toBeVisible();
  await expectAccessible(page);
  await settledShot(page, 'deposit-bank-en');

  await page.getByTestId('deposit-tab-gateway').click();
  await page
    .getByTestId('deposit-quick-picks')
    .getByRole('button', { name: '100', exact: true })
    .click();
  await expect(page.getByTestId('deposit-amount')).toHaveValue('100');
  // A new member is offered the demo's first-deposit bonus, and takes it.
  const bonus = page.getByTestId('deposit-bonus');
  await expect(bonus).toContainText('First Deposit 100% Bonus');
  await bonus.getByRole('radio', { name: /First Deposit/ }).check();
  await expectAccessible(page);
  await settledShot(page, 'deposit-gateway-en');
  await page.getByTestId('deposit-submit').click();

  // The provider's own page, on its own path.
  await expect(page).toHaveURL(/\/demo-gateway\/pay\/pg_/);
  await expect(page.getByRole('heading', { name: 'DemoPay' })).toBeVisible();
  await shot(page, 'deposit-provider-page-en');
  await page.getByRole('button', { name: 'Pay now' }).click();

  await expect(page).toHaveURL(/\/m\/voucherCenter\/result\?order=/);
  await expect(page.getByTestId('deposit-result')).toHaveAttribute('data-status', 'paid');
  await expect(page.getByTestId('deposit-result')).toContainText('Deposit successful');
  await expectAccessible(page);
  await settledShot(page, 'deposit-result-en');

  await page.goto('/m/home');
  await expect(balance).not.toContainText('*');
  await expect.poll(async () => minorOf((await balance.textContent()) ?? '')).toBe(before + 10_000);

  // The bonus waits in the reward centre; a second deposit is offered none.
  await page.goto('/m/voucherCenter');
  await page.getByTestId('deposit-tab-gateway').click();
  await expect(page.getByTestId('deposit-amount')).toBeVisible();
  await expect(page.getByTestId('deposit-bonus')).toHaveCount(0);
});

test('a bank transfer with a receipt waits in the deposit records (Burmese)', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'MY');
  const answer = await registerMember(request, {
    username: uniqueName('dbk'),
    password: 'Pass1234',
  });
  await enterSession(page, sessionInfoOf(answer), '/m/voucherCenter');
  await expect(page.getByTestId('deposit-bank-form')).toBeVisible();
  // Sent empty: each missing part says so, nothing is sent.
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-bank-form').getByRole('alert').first()).toBeVisible();

  await page.getByTestId('deposit-amount').fill('500');
  await page.getByTestId('deposit-depositor').fill('Aung Aung');
  await page.getByTestId('deposit-reference').fill('KBZ-20261124');
  await page
    .getByTestId('deposit-receipt')
    .setInputFiles([{ name: 'receipt.png', mimeType: 'image/png', buffer: demoScreenshotPng() }]);
  await expect(page.locator('.image-picker__thumb')).toHaveCount(1);
  await expectAccessible(page);
  await settledShot(page, 'deposit-bank-my');
  await page.getByTestId('deposit-submit').click();

  await expect(page).toHaveURL(/\/m\/vouReport/);
  const item = page.getByTestId('vou-report-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('deposit-status')).toHaveText('စောင့်ဆိုင်းဆဲ');
  await expectAccessible(page);
  await settledShot(page, 'vou-report-my');
  await item.click();
  await expect(page.getByTestId('deposit-detail')).toContainText('KBZ-20261124');
  await expect(page.locator('.deposit-detail__receipt')).toBeVisible();
  await expectAccessible(page);
  await settledShot(page, 'vou-report-detail-my');
});

test('demo01 reads its seeded deposits: paid, rejected with the reason, pending', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'EN');
  const answer = await apiLogin(request, 'demo01', 'Demo1234');
  await enterSession(page, sessionInfoOf(answer), '/m/vouReport');
  const items = page.getByTestId('vou-report-item');
  await expect(items).toHaveCount(5);
  await expectAccessible(page);
  await settledShot(page, 'vou-report-en');
  await items.filter({ hasText: 'Rejected' }).click();
  await expect(page.getByTestId('deposit-detail')).toContainText('The receipt does not show');
  await expectAccessible(page);
  await settledShot(page, 'vou-report-detail-en');
});

test.describe('the back office', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('a finance operator approves a bank transfer with its receipt; the member is credited', async ({
    page,
    request,
  }) => {
    const answer = await registerMember(request, {
      username: uniqueName('dap'),
      password: 'Pass1234',
    });
    const headers = { authorization: answer.token };
    const balanceOf = async () =>
      minorOf(
        (await (await request.get('/wps/wallets/balance', { headers })).json()).value.sumBalance,
      );
    const channels = (await (await request.get('/wps/deposit/channels', { headers })).json()).value
      .channels as { id: number; kind: string }[];
    const bank = channels.find((c) => c.kind === 'bank');
    const made = await request.put('/wps/deposit/orders', {
      headers,
      multipart: {
        channelId: String(bank?.id),
        amount: '321.00',
        depositorName: 'Aung Aung',
        reference: 'E2E-APPROVE',
        receipt: { name: 'r.png', mimeType: 'image/png', buffer: demoScreenshotPng() },
      },
    });
    const orderNo = (await made.json()).value.order.orderNo as string;
    const before = await balanceOf();

    await signInOperator(page, 'demo_finance');
    await openScreen(page, 'Deposits');
    const row = page.locator('tr', { hasText: orderNo });
    await expect(row).toContainText('321.00');
    await expect(row.locator('img')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'admin-deposits');
    await row.getByRole('button', { name: 'Approve' }).click();
    // The confirmation zooms in: a press before it stands still can land on nothing.
    await animationsSettled(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Deposit approved and credited.')).toBeVisible();
    await expect(page.locator('tr', { hasText: orderNo })).toHaveCount(0);
    await expect.poll(balanceOf).toBe(before + 32_100);
  });
});
