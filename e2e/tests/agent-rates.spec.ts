import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, sessionInfoOf } from '../support/api';
import { expectAccessible } from '../support/axe';
import { enterSession, expect, test, useLanguage } from '../support/fixtures';
import { settledShot } from '../support/shots';

const SETUP = '/m/member/agent/agentRebeat';
const INCOME = '/m/member/teamRebate';

const asAgent01 = async (page: Page, request: APIRequestContext, to: string) => {
  const agent = await apiLogin(request, 'agent01', 'Agent1234');
  await enterSession(page, sessionInfoOf(agent), to);
};

/** player12: a direct member of agent01 (the seed gave it three quarters of agent01's rates). */
const player12Id = async (request: APIRequestContext) =>
  (await apiLogin(request, 'player12', 'Player1234')).id;

test.describe('rebate setup and agent rebate income', () => {
  // Two screens, a form, a dialog and two languages: more than one screen's worth of time.
  test.slow();

  test('agent01 raises a direct member rebate after the confirm, and reads its income', async ({
    page,
    request,
  }) => {
    const memberId = await player12Id(request);
    await useLanguage(page, 'EN');
    await asAgent01(page, request, SETUP);
    await expect(page.getByTestId('rates-own-group')).toHaveText('1960');
    await expect(page.getByTestId('rates-form')).toBeVisible();
    await expectAccessible(page);
    await settledShot(page, 'agent-rates-own-en');

    await page.goto(`${SETUP}?member=${memberId}`);
    await expect(page.getByTestId('rates-member')).toHaveText('Rates of player12');
    const rng = page.getByTestId('rates-input-RNG');
    const raised = (Number(await rng.inputValue()) + 0.01).toFixed(2);
    await rng.fill(raised);
    await settledShot(page, 'agent-rates-member-en');
    await page.getByTestId('rates-save').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Raise the rate?');
    await dialog.getByRole('button', { name: 'Raise' }).click();
    await expect(page.getByText('Saved')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('rates-input-RNG')).toHaveValue(raised);

    await page.goto(INCOME);
    await expect(page.getByTestId('income-total')).toHaveText(/^K [\d,]+\.\d{2}$/);
    await expect(page.getByTestId('income-total')).not.toHaveText('K 0.00');
    await expect(page.getByTestId('income-members')).toBeVisible();
    await expect(page.getByTestId('income-categories')).toContainText('Slots');
    await expectAccessible(page);
    await settledShot(page, 'agent-income-en');
    await page.getByTestId('income-preset-yesterday').click();
    await expect(page.getByTestId('income-preset-yesterday')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('in Burmese, both screens speak Burmese', async ({ page, request }) => {
    await useLanguage(page, 'MY');
    await asAgent01(page, request, SETUP);
    await expect(page.getByText('သင့်နှုန်းများ')).toBeVisible();
    await expectAccessible(page);
    await settledShot(page, 'agent-rates-own-my');
    await page.goto(INCOME);
    await expect(page.getByText('ရရှိသော ကော်မရှင်')).toBeVisible();
    await expectAccessible(page);
    await settledShot(page, 'agent-income-my');
  });
});
