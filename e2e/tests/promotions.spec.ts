import type { LoginAnswer } from '@lotto/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoScreenshotPng } from '../../apps/server/src/seed/demo-png.js';
import { apiLogin, registerMember, sessionInfoOf, uniqueName } from '../support/api';
import { expectAccessible } from '../support/axe';
import { enterSession, expect, test, useLanguage } from '../support/fixtures';
import { balanceOf } from '../support/pages/play-page';
import { joinPromotion, playSlots, promotionId } from '../support/pages/promotions-page';
import { settledShot } from '../support/shots';

const SLOT_MISSION = 'Slot Mission';
const SHARE_WIN = 'Share Your Big Win';
const CHECK_IN = 'Daily Check-in Bonus';
const digits = (text: string) => text.replace(/\D/g, '');

const member = async (page: Page, request: APIRequestContext, path: string) => {
  const answer = await registerMember(request, {
    username: uniqueName('promo'),
    password: 'Pass1234',
  });
  await enterSession(page, sessionInfoOf(answer), path);
  return answer;
};

test.describe('in English', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'EN');
  });

  test('the activity list: tabs with the first active, cards with image 1 and list dates', async ({
    page,
  }) => {
    await page.goto('/m/activity');
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.first()).toHaveText('Hot');
    const card = page.locator('.promo-card').first();
    await expect(card).toContainText(CHECK_IN);
    await expect(card).toContainText('Long term');
    await expect(card.locator('img')).toHaveAttribute('src', /sequence=1/);
    await page.getByRole('tab', { name: 'Missions' }).click();
    await expect(page.locator('.promo-card')).toHaveCount(3);
    await expect(page.locator('.promo-card').nth(2)).toContainText(
      /2026\/01\/0[12] – 2028\/01\/01|2026\/01\/01 – 2027\/12\/31/,
    );
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Hot' }).click();
    await settledShot(page, 'promotions-list-en');
  });

  test('an id in the address opens the detail directly, with detail dates and safe content', async ({
    page,
    request,
  }) => {
    const id = await promotionId(request, 'Live Casino Challenge');
    await page.goto(`/m/activity?id=${id}`);
    await expect(page).toHaveURL(new RegExp(`/m/activityDetail\\?id=${id}$`));
    await expect(page.getByRole('heading', { level: 2 }).first()).toContainText(
      'Live Casino Challenge',
    );
    await expect(page.getByTestId('promo-dates')).toHaveText(
      /^01\/01\/2026 – 1[12]\/31\/2027$|^01\/01\/2026 – 01\/01\/2028$/,
    );
    await expect(page.getByTestId('promo-content').locator('li')).toHaveCount(3);
    await expect(page.getByTestId('promo-action')).toHaveText('Join now');
    await page.getByTestId('promo-action').click(); // a guest goes to login
    await expect(page).toHaveURL(/\/m\/login/);
    await page.goto(`/m/activityDetail?id=${await promotionId(request, CHECK_IN)}`);
    await expect(page.getByTestId('promo-dates')).toHaveText('Long term');
    await expectAccessible(page);
  });

  test('a slot mission completed by real play is claimed into the balance', async ({
    page,
    request,
  }) => {
    const id = await promotionId(request, SLOT_MISSION);
    const answer = await member(page, request, `/m/activityDetail?id=${id}`);
    const action = page.getByTestId('promo-action');
    await expect(action).toHaveText('Join now');
    await action.click();
    await expect(action).toHaveText('Joined');
    await expect(page.getByTestId('promo-progress')).toContainText('0.00 / 200.00');
    await playSlots(request, answer, 4, '50.00');
    await page.reload();
    await expect(action).toHaveText('Claim');
    await expect(page.getByTestId('promo-progress')).toContainText('200.00 / 200.00');
    await settledShot(page, 'promotions-mission-claim-en');
    const before = digits(await balanceOf(request, answer.token));
    await action.click();
    await expect(action).toHaveText('Claimed');
    const after = digits(await balanceOf(request, answer.token));
    expect(Number(after) - Number(before)).toBe(100_000); // K 1,000.00 in minor units
    await page.goto('/m/home');
    await expect
      .poll(async () => digits((await page.getByTestId('header-balance').textContent()) ?? ''))
      .toBe(after);
  });

  test('an application with two images waits for review, its images shown to its owner', async ({
    page,
    request,
  }) => {
    const id = await promotionId(request, SHARE_WIN);
    await member(page, request, `/m/activityDetail?id=${id}`);
    await expect(page.getByTestId('promo-action')).toHaveText('Apply');
    await page.getByTestId('promo-action').click();
    await page.getByLabel('Comment').fill('My 80x win on Golden Dragon');
    const png = demoScreenshotPng();
    await page.getByTestId('apply-images').setInputFiles([
      { name: 'win-1.png', mimeType: 'image/png', buffer: png },
      { name: 'win-2.png', mimeType: 'image/png', buffer: demoScreenshotPng(120, 80) },
    ]);
    await expect(page.locator('.image-picker__thumb')).toHaveCount(2);
    await expectAccessible(page);
    await settledShot(page, 'promotions-apply-en');
    await page.getByTestId('apply-submit').click();
    await expect(page.getByTestId('promo-action')).toHaveText('Under review');
    const images = page.getByTestId('application-images').locator('img');
    await expect(images).toHaveCount(2);
    await expect(images.first()).toHaveJSProperty('complete', true);
    expect(await images.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
  });

  test('the reward centre shows a completed mission, claims it and keeps it in history', async ({
    page,
    request,
  }) => {
    const answer: LoginAnswer = await registerMember(request, {
      username: uniqueName('rwd'),
      password: 'Pass1234',
    });
    await joinPromotion(request, answer.token, await promotionId(request, SLOT_MISSION));
    await playSlots(request, answer, 2, '100.00');
    await enterSession(page, sessionInfoOf(answer), '/m/rewardCenter');
    const claim = page.locator('[data-testid^="reward-claim-"]');
    await expect(claim).toHaveCount(1);
    await expect(page.locator('.promo-reward')).toContainText('K 1,000.00');
    await expectAccessible(page);
    await settledShot(page, 'promotions-rewards-en');
    await claim.click();
    await expect(page.getByText('No rewards waiting')).toBeVisible();
    await page.getByTestId('rewards-tab-history').click();
    await expect(page.locator('.promo-reward')).toHaveCount(1);
    await expect(page.locator('.promo-reward')).toContainText('Turnover required K 5,000.00');
  });
});

test('demo01 finds its seeded bonus, missions and application', async ({ page, request }) => {
  await useLanguage(page, 'EN');
  const demo01 = await apiLogin(request, 'demo01', 'Demo1234');
  await enterSession(page, sessionInfoOf(demo01), '/m/rewardCenter');
  // The welcome mission's reward, and the referral bonus demo01's invited friend earned it.
  await expect(page.locator('.promo-reward').filter({ hasText: 'Welcome Mission' })).toHaveCount(1);
  await expect(page.locator('.promo-reward').filter({ hasText: 'Invite Friends' })).toHaveCount(1);
  // And demo01's VIP1 upgrade bonus (seed step demo-vip).
  await expect(page.locator('.promo-reward').filter({ hasText: 'VIP1 upgrade bonus' })).toHaveCount(
    1,
  );
  await expect(page.locator('[data-testid^="reward-claim-"]')).toHaveCount(3);
  await settledShot(page, 'promotions-demo01-claimable-en');
  await page.getByTestId('rewards-tab-history').click();
  await expect(page.locator('.promo-reward')).toContainText(CHECK_IN);
  await settledShot(page, 'promotions-demo01-history-en');
  await page.goto(`/m/activityDetail?id=${await promotionId(request, SLOT_MISSION)}`);
  await expect(page.getByTestId('promo-progress')).toContainText('100.00 / 200.00');
  await page.goto(`/m/activityDetail?id=${await promotionId(request, SHARE_WIN)}`);
  await expect(page.getByTestId('promo-action')).toHaveText('Under review');
  await expect(page.getByTestId('application-images').locator('img')).toHaveCount(1);
  await page.getByTestId('application-images').scrollIntoViewIfNeeded();
  await settledShot(page, 'promotions-demo01-application-en');
});

test.describe('in Burmese', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'MY');
  });

  test('list, detail and reward centre read in Burmese', async ({ page, request }) => {
    await page.goto('/m/activity');
    await expect(page.getByRole('tab').first()).toHaveText('လူကြိုက်များ');
    await expect(page.locator('.promo-card').first()).toContainText('နေ့စဉ် ဝင်ရောက်ဆု');
    await settledShot(page, 'promotions-list-my');
    const id = await promotionId(request, SLOT_MISSION);
    await member(page, request, `/m/activityDetail?id=${id}`);
    await expect(page.getByTestId('promo-action')).toHaveText('ယခု ပါဝင်မည်');
    await expectAccessible(page);
    await settledShot(page, 'promotions-detail-my');
    await page.goto('/m/rewardCenter');
    await expect(page.getByTestId('rewards-tab-claimable')).toContainText('ရယူရန်');
    await expect(page.getByText('စောင့်နေသော ဆုလာဘ် မရှိပါ', { exact: false })).toBeVisible();
    await settledShot(page, 'promotions-rewards-my');
  });
});
