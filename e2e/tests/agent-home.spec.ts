import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, sessionInfoOf } from '../support/api';
import { expectAccessible } from '../support/axe';
import { enterSession, expect, test, useLanguage } from '../support/fixtures';
import { settledShot } from '../support/shots';

const asAgent01 = async (page: Page, request: APIRequestContext) => {
  const agent = await apiLogin(request, 'agent01', 'Agent1234');
  await enterSession(page, sessionInfoOf(agent), '/m/agent');
};

test.describe('the agent home', () => {
  test('agent01 is greeted, sees its balance, its team today, the menu and the agent footer', async ({
    page,
    request,
  }) => {
    await useLanguage(page, 'EN');
    await asAgent01(page, request);
    const home = page.getByTestId('agent-home');
    await expect(home).toBeVisible();
    await expect(page.getByTestId('agent-greeting')).toHaveText(
      /^Good (morning|afternoon|evening)$/,
    );
    await expect(page.getByTestId('agent-name')).toHaveText('agent01');
    await expect(page.getByTestId('agent-balance')).toHaveText(/^K [\d,]+\.\d{2}$/);
    // The counters come from the team KPI over agent01's own team (the seed's demo02 is in it).
    for (const counter of ['loggedIn', 'betting', 'registered', 'online']) {
      await expect(page.getByTestId(`agent-kpi-${counter}`)).toHaveText(/^\d+$/);
    }
    await expect(page.getByTestId('agent-menu-teamOverview')).toBeVisible();
    await expect(page.getByTestId('agent-menu-onlineService')).toBeVisible();
    await expect(page.getByTestId('agent-footer-open')).toBeVisible();
    await expectAccessible(page);
    await settledShot(page, 'agent-home-en');

    await page.getByTestId('agent-menu-teamManagement').click();
    await expect(page).toHaveURL(/\/m\/member\/team$/);
    await page.goBack();
    await expect(home).toBeVisible();
    await page.getByTestId('agent-footer-home').click();
    await expect(page.getByTestId('home-screen')).toBeVisible();
  });

  test('in Burmese, every text of the screen is Burmese', async ({ page, request }) => {
    await useLanguage(page, 'MY');
    await asAgent01(page, request);
    await expect(page.getByTestId('agent-greeting')).toHaveText(/^မင်္ဂလာ/);
    await expect(page.getByTestId('agent-menu-teamOverview')).toContainText('အဖွဲ့');
    await expectAccessible(page);
    await settledShot(page, 'agent-home-my');
  });
  test('agent01 walks every agent screen from its menu and footer, each opening without an error', async ({
    page,
    request,
  }) => {
    test.slow(); // fifteen screens, each loading its own chunk on a shared 2-core machine
    await useLanguage(page, 'EN');
    await asAgent01(page, request);
    const fromMenu: [string, string][] = [
      ['teamOverview', 'team-overview'],
      ['transactionRecord', 'ledger-records'],
      ['teamManagement', 'team-screen'],
      ['redEnvelopeRain', 'red-rain'],
      ['teamProfitLoss', 'team-pnl'],
      ['teamBetting', 'team-betting'],
      ['rebateSetup', 'agent-rates'],
      ['agentRebateIncome', 'team-rebate'],
    ];
    for (const [item, screen] of fromMenu) {
      await page.getByTestId(`agent-menu-${item}`).click();
      await expect(page.getByTestId(screen)).toBeVisible();
      await expect(page.getByTestId('route-error')).toHaveCount(0);
      await page.goto('/m/agent');
    }
    // The footer's open account, then the contract pages the dividends screen leads to.
    await page.getByTestId('agent-footer-open').click();
    await expect(page.getByTestId('open-account')).toBeVisible();
    for (const path of [
      '/m/member/agent/agentDivident',
      '/m/member/agent/getSalaryContract',
      '/m/member/agent/getDevidendContract',
      '/m/member/agent/getHourContract',
      '/m/member/agent/offerContract',
    ]) {
      await page.goto(path);
      await expect(
        page.getByTestId(/^(dividends-screen|contract-screen|contract-offer)$/).first(),
      ).toBeVisible();
      await expect(page.getByTestId('route-error')).toHaveCount(0);
      await expect(page.getByTestId('not-found')).toHaveCount(0);
    }
  });
});
