import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, sessionInfoOf } from '../support/api';
import { expectAccessible } from '../support/axe';
import { enterSession, expect, test, useLanguage } from '../support/fixtures';
import { settledShot } from '../support/shots';

const asAgent01 = async (page: Page, request: APIRequestContext) => {
  const agent = await apiLogin(request, 'agent01', 'Agent1234');
  await enterSession(page, sessionInfoOf(agent), '/m/agent');
};

const back = { EN: 'Back', MY: 'နောက်သို့' } as const;

/** The footer badge's count: 0 when it is not shown. */
const badgeCount = async (page: Page) => {
  const badge = page.getByTestId('agent-notice-unread');
  return (await badge.count()) === 0 ? 0 : Number(await badge.getAttribute('data-count'));
};

/**
 * agent01 (seeded with one of the three agent announcements read) opens one it has not read;
 * the footer badge counts one fewer. Each language opens its own, so the order does not matter.
 */
const opensOne = async (page: Page, language: 'EN' | 'MY') => {
  const lower = language.toLowerCase();
  // The count comes with its own call after the screen: room on a busy machine.
  await expect(page.getByTestId('agent-notice-unread')).toBeVisible({ timeout: 30_000 });
  const before = await badgeCount(page);
  await page.getByTestId('agent-footer-announcements').click();
  await expect(page).toHaveURL(/\/m\/member\/notice\?types=A$/);
  await expect(page.getByTestId('notice-item')).toHaveCount(3);
  await expect(page.getByTestId('notice-unread-count')).toHaveAttribute('data-count', `${before}`);
  await expectAccessible(page);
  await settledShot(page, `agent-notices-list-${lower}`);

  await page.locator('[data-testid="notice-item"][data-read="false"]').first().click();
  await expect(page).toHaveURL(/\/m\/member\/notice\?types=A&id=\d+$/);
  await expect(page.getByTestId('notice-content')).toBeVisible();
  await expectAccessible(page);
  await settledShot(page, `agent-notices-detail-${lower}`);

  await page.getByTestId('notice-back').click();
  await expect(page.getByTestId('notice-unread-count')).toHaveAttribute(
    'data-count',
    `${before - 1}`,
  );
  await page.getByTestId('header-page').getByRole('button', { name: back[language] }).click();
  await expect(page).toHaveURL(/\/m\/agent$/);
  if (before > 1) {
    await expect(page.getByTestId('agent-notice-unread')).toHaveAttribute(
      'data-count',
      `${before - 1}`,
    );
  } else {
    await expect(page.getByTestId('agent-notice-unread')).toHaveCount(0);
  }
};

test.describe("the agents' announcements", () => {
  // Two screens, a detail and four axe passes each: more than the default on two busy cores.
  test.slow();
  test('agent01 sees the badge, reads one and the badge drops (EN)', async ({ page, request }) => {
    await useLanguage(page, 'EN');
    await asAgent01(page, request);
    await opensOne(page, 'EN');
    await expect(page.getByTestId('agent-footer-announcements')).toContainText('Announcements');
  });

  test('in Burmese', async ({ page, request }) => {
    await useLanguage(page, 'MY');
    await asAgent01(page, request);
    await opensOne(page, 'MY');
    await expect(page.getByTestId('agent-footer-announcements')).toContainText('ကြေညာချက်');
  });
});
