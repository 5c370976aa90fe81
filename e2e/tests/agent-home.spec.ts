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
});
