import type { Page } from '@playwright/test';
import { apiLogin, sessionInfoOf } from '../support/api';
import { expectAccessible } from '../support/axe';
import { enterSession, expect, test, useLanguage } from '../support/fixtures';
import { settledShot } from '../support/shots';

const asDemo01 = async (page: Page, request: Parameters<typeof apiLogin>[0], path: string) => {
  const demo01 = await apiLogin(request, 'demo01', 'Demo1234');
  await enterSession(page, sessionInfoOf(demo01), path);
};

test.describe('VIP level benefits', () => {
  test('demo01 sees its level, progress on both thresholds and each level’s benefits', async ({
    page,
    request,
  }) => {
    await useLanguage(page, 'EN');
    await asDemo01(page, request, '/m/member/benefits');
    const card = page.getByTestId('vip-card');
    // The seed's VIP1 asks for K 50.00 of valid stake and no deposit: demo01's play reaches it.
    await expect(card.getByTestId('vip-level')).toHaveText('VIP1');
    const progress = page.getByTestId('vip-progress');
    await expect(progress).toContainText('Progress to VIP2');
    await expect(progress.getByTestId('vip-bar-stake')).toContainText('/ K 5,000.00');
    // Its seeded deposits (K 170,000.00) meet VIP2's deposit threshold; its stake does not yet.
    await expect(progress.getByTestId('vip-bar-deposit')).toContainText('Reached');
    await expect(progress.getByTestId('vip-bar-stake')).toContainText('to go');
    // The next level is chosen first, with what it needs and gives.
    await expect(page.getByTestId('vip-tab-2')).toHaveAttribute('aria-selected', 'true');
    const detail = page.getByTestId('vip-detail');
    await expect(detail).toContainText('To reach VIP2');
    await expect(detail.getByTestId('vip-benefit-rebate')).toContainText('0.50 %');
    await expect(detail.getByTestId('vip-benefit-bonus')).toContainText('K 88.00');
    await expectAccessible(page);
    await settledShot(page, 'member-benefits-en');

    await page.getByTestId('vip-tab-1').click();
    await expect(page.getByTestId('vip-tab-1')).toContainText('Current');
    await expect(detail.getByTestId('vip-benefit-withdraw-count')).toContainText('3 times');
    await detail.getByRole('link', { name: 'Open reward centre' }).scrollIntoViewIfNeeded();
    await settledShot(page, 'member-benefits-level-en');
    // Its upgrade bonus waits in the reward centre, which links back here.
    await detail.getByRole('link', { name: 'Open reward centre' }).click();
    await expect(page).toHaveURL(/\/m\/rewardCenter$/);
    const bonus = page.locator('.promo-reward', { hasText: 'VIP1 upgrade bonus' });
    await expect(bonus).toContainText('K 18.00');
    await expect(bonus.locator('[data-testid^="reward-claim-vip-"]')).toBeVisible();
    await bonus.getByRole('link', { name: 'VIP1 upgrade bonus' }).click();
    await expect(page).toHaveURL(/\/m\/member\/benefits$/);
    // The page's back arrow is the way back.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/rewardCenter$/);
  });

  test('the member centre’s VIP label opens the benefits, in Burmese', async ({
    page,
    request,
  }) => {
    await useLanguage(page, 'MY');
    await asDemo01(page, request, '/m/mine');
    const centre = page.getByTestId('member-centre');
    await expect(centre.getByTestId('mine-vip')).toHaveText('VIP1');
    await centre.getByTestId('mine-identity').click();
    await expect(page).toHaveURL(/\/m\/member\/benefits$/);
    await expect(page.getByTestId('vip-progress')).toContainText('VIP2 သို့ တိုးတက်မှု');
    await expect(page.getByTestId('vip-bar-deposit')).toContainText('ပြည့်ပြီ');
    await expect(page.getByTestId('vip-bar-stake')).toContainText('လိုသေးသည်');
    await expectAccessible(page);
    await settledShot(page, 'member-benefits-my');
  });
});
