import { API, balanceAnswer, HEADERS, type LoginAnswer, launchGameAnswer } from '@lotto/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, registerMember, sessionInfoOf, uniqueName } from '../support/api';
import { expectAccessible } from '../support/axe';
import { e2eDb } from '../support/db';
import { enterSession, expect, test, useLanguage } from '../support/fixtures';
import { settledShot } from '../support/shots';

/** Rebates, the transfer to the superior and responsible play. */

const PASSWORD = 'Start1234';

const newMember = async (request: APIRequestContext) => {
  const username = uniqueName('rb');
  return registerMember(request, { username, password: PASSWORD });
};

const api = async (
  request: APIRequestContext,
  who: LoginAnswer,
  method: 'GET' | 'POST',
  path: string,
  data?: object,
) => {
  const res = await request.fetch(path, {
    method,
    headers: { authorization: who.token, [HEADERS.module]: 'GAME3' },
    ...(data ? { data } : {}),
  });
  return (await res.json()) as { success: boolean; value?: unknown; errorCode?: string };
};

const slotId = async () => {
  const row = await e2eDb()
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.id', 'g.vendor_id')
    .select('g.id')
    .where('v.code', '=', 'PG')
    .where('g.code', '=', 'RNG001')
    .executeTakeFirstOrThrow();
  return String(row.id);
};

/** Spins Golden Dragon as its vendor page does: launch, then rounds on the launch ticket. */
const spin = async (request: APIRequestContext, who: LoginAnswer, rounds: number) => {
  const launched = launchGameAnswer.parse(
    (await api(request, who, 'POST', API.play.launch, { nodeId: await slotId() })).value,
  );
  const ticket = new URL(launched.url, 'http://x').searchParams.get('ticket') ?? '';
  for (let i = 0; i < rounds; i++) {
    const answer = await api(request, who, 'POST', API.play.round, {
      ticket,
      requestId: `e2e-rebate-${i}-${Date.now()}`,
      stake: '10.00',
      choice: { kind: 'slot' },
    });
    expect(answer.success).toBe(true);
  }
};

const cashOf = async (request: APIRequestContext, who: LoginAnswer) =>
  balanceAnswer.parse((await api(request, who, 'GET', API.wallet.balance)).value).sumBalance;

const enter = (page: Page, who: LoginAnswer, path: string) =>
  enterSession(page, sessionInfoOf(who), path);

test.describe('rebates', () => {
  test('a member claims the rebate of their play; the balance rises and the report lists it', async ({
    page,
    request,
  }) => {
    const member = await newMember(request);
    await spin(request, member, 5); // K 50.00 of slots at 0.40 %: K 0.20
    const before = await cashOf(request, member);
    await useLanguage(page, 'EN');
    await enter(page, member, '/m/member/manualRebate');
    await expect(page.getByTestId('rebate-accrued')).toHaveText('K 0.20');
    await expect(page.getByTestId('rebate-lines')).toContainText('Slots');
    await expect(page.getByTestId('rebate-lines')).toContainText('50.00');
    await expectAccessible(page);
    await settledShot(page, 'rebate-manual-en');
    await page.getByTestId('rebate-claim').dblclick();
    await expect(page.getByText('K 0.20 rebate added to your balance')).toBeVisible();
    await expect(page.getByTestId('rebate-accrued')).toHaveText('K 0.00');
    await expect(page.getByTestId('rebate-claim')).toBeDisabled();
    const after = await cashOf(request, member);
    expect(Math.round((Number(after) - Number(before)) * 100)).toBe(20);

    await page.goto('/m/member/rebateReport');
    await expect(page.getByTestId('rebate-payout')).toHaveCount(1);
    await expect(page.getByTestId('rebate-payout')).toContainText('Manual');
    await expect(page.getByTestId('rebate-total')).toHaveText('K 0.20');
    await expectAccessible(page);
    await settledShot(page, 'rebate-report-en');
  });

  test('demo01 finds rebate to claim and both kinds in its report, in Burmese', async ({
    page,
    request,
  }) => {
    const demo01 = await apiLogin(request, 'demo01', 'Demo1234');
    await useLanguage(page, 'MY');
    await enter(page, demo01, '/m/member/manualRebate');
    await expect(page.getByTestId('rebate-lines')).toBeVisible();
    await expect(page.getByTestId('rebate-claim')).toBeEnabled();
    await expectAccessible(page);
    await settledShot(page, 'rebate-manual-my');
    await page.goto('/m/member/rebateReport');
    await expect(page.getByTestId('rebate-payout')).toHaveCount(2);
    await expect(page.getByTestId('rebate-payout').first()).toContainText('အလိုအလျောက်');
    await expectAccessible(page);
    await settledShot(page, 'rebate-report-my');
  });

  test('demo02 sees its superior on the transfer screen', async ({ page, request }) => {
    const demo02 = await apiLogin(request, 'demo02', 'Demo1234');
    await useLanguage(page, 'EN');
    await enter(page, demo02, '/m/upLine/transfer');
    await expect(page.getByTestId('upline-transfer')).toContainText('Transfer to a***1');
    await page.getByTestId('upline-amount').fill('12.5x');
    await page.getByTestId('upline-amount').blur();
    await expect(page.getByText('Enter an amount like 100 or 100.50')).toBeVisible();
    await expect(page.getByTestId('upline-submit')).toBeDisabled();
    await page.getByTestId('upline-amount').fill('12.50');
    await expectAccessible(page);
    await settledShot(page, 'upline-transfer-en');
  });
});

test.describe('responsible play', () => {
  test('demo01’s limits and reality check, in Burmese', async ({ page, request }) => {
    const demo01 = await apiLogin(request, 'demo01', 'Demo1234');
    await useLanguage(page, 'MY');
    await enter(page, demo01, '/m/responsibleGaming');
    await expect(page.getByTestId('limit-loss-day-amount')).toHaveText('K 20,000.00');
    await expect(page.getByTestId('limit-loss-day-pending')).toContainText('K 30,000.00');
    await expect(page.getByTestId('reality-60')).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page);
    await settledShot(page, 'responsible-my');
  });

  test('a lower limit applies at once; a self-exclusion signs the member out and refuses play', async ({
    page,
    request,
  }) => {
    const member = await newMember(request);
    await useLanguage(page, 'EN');
    await enter(page, member, '/m/securityCenter');
    await page.getByTestId('security-responsible').click();
    await expect(page).toHaveURL(/\/m\/responsibleGaming$/);
    await page.getByTestId('limit-deposit-week-edit').click();
    await page.getByTestId('limit-amount').fill('500');
    await page.getByTestId('limit-save').click();
    await expect(page.getByTestId('limit-deposit-week-amount')).toHaveText('K 500.00');
    // The sheet closes once the "saved" toast is on screen; then the toast fades out (axe would
    // read its half-transparent text as low contrast).
    await expect(page.getByTestId('limit-amount')).toBeHidden();
    await expect(page.locator('.adm-toast-main')).toHaveCount(0);
    await expectAccessible(page);
    await settledShot(page, 'responsible-en');

    await page.getByTestId('exclusion-6').click();
    await expect(page.getByTestId('break-sheet')).toContainText('cannot be shortened');
    await settledShot(page, 'responsible-exclusion-confirm-en');
    await page.getByTestId('break-confirm').click();
    await expect(page).toHaveURL(/\/m\/login/);
    await settledShot(page, 'responsible-signed-out-en');
    // Signing in still works (to withdraw and read records); play is refused, saying why.
    const again = await apiLogin(request, member.userName, PASSWORD);
    const refused = await api(request, again, 'POST', API.play.launch, { nodeId: await slotId() });
    expect(refused.errorCode).toBe('member.restricted.exclusion');
  });
});
