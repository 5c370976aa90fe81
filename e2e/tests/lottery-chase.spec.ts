import type { APIRequestContext, Page } from '@playwright/test';
import { registerMember, sessionInfoOf, uniqueName } from '../support/api';
import { expectAccessible } from '../support/axe';
import { enterSession, expect, test, useLanguage } from '../support/fixtures';
import { LotteryPage, minorOf, ordersOf } from '../support/pages/lottery-page';
import { balanceOf } from '../support/pages/play-page';
import { shot } from '../support/shots';

/** A chase stopped midway and a VN bet, in Burmese (the site's default language). */
const member = async (page: Page, request: APIRequestContext, path: string) => {
  const answer = await registerMember(request, {
    username: uniqueName('lch'),
    password: 'Pass1234',
  });
  await enterSession(page, sessionInfoOf(answer), path);
  return answer;
};

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'MY');
});

test('a chase over five draws: one draw cancelled, the chase stopped after its first draw, the rest released', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { token } = await member(page, request, '/m/startLottery?code=5D1');
  const before = minorOf(await balanceOf(request, token));
  const lottery = new LotteryPage(page);
  await lottery.openDraw(20);
  await shot(page, 'lottery-bet-my');

  await lottery.group('fixed');
  await lottery.pick(0, 5);
  await page.getByTestId('open-chase').click();
  const sheet = page.getByTestId('chase-sheet');
  await sheet.getByTestId('chase-draws').fill('5');
  await sheet.getByRole('checkbox').uncheck();
  // Five draws of one 2.00 bet.
  await expect(sheet.getByTestId('chase-total')).toContainText('10.00');
  await expectAccessible(page);
  await shot(page, 'lottery-chase-my');
  await lottery.openDraw(8);
  await sheet.getByTestId('chase-place').click();
  await expect(sheet).toHaveCount(0);
  expect(minorOf(await balanceOf(request, token))).toBe(before - 1000);

  await lottery.view('orders');
  await expect(page.getByTestId('order-row')).toHaveCount(5);
  // The first draw of the chase is drawn and settled; the other four wait.
  await expect
    .poll(
      async () =>
        (await ordersOf(request, token, '5D1')).filter((o) => o.status !== 'pending').length,
      {
        timeout: 120_000,
        intervals: [3000],
      },
    )
    .toBe(1);
  const orders = await ordersOf(request, token, '5D1');
  const waiting = orders.find((order) => order.status === 'pending');
  await page.locator(`[data-order-no="${waiting?.orderNo}"]`).click();
  await page.getByTestId('open-chase-detail').click();
  const chase = page.getByTestId('chase-detail');
  await expect(chase.getByTestId('chase-draw')).toHaveCount(5);
  // One draw of the chase cancelled on its own, then the chase stopped.
  await chase.getByTestId('cancel-chase-draw').last().click();
  await expect(chase.locator('[data-status="cancelled"]')).toHaveCount(1);
  await chase.getByTestId('stop-chase').click();
  await chase.getByTestId('stop-chase-yes').click();
  await expect(chase.getByTestId('chase-status')).toHaveText('ရပ်ပြီး');
  await expect(chase.locator('[data-status="cancelled"]')).toHaveCount(4);
  await shot(page, 'lottery-chase-stopped-my');

  const after = await ordersOf(request, token, '5D1');
  const drawn = after.find((order) => order.status === 'won' || order.status === 'lost');
  const paid = drawn ? minorOf(drawn.win) + minorOf(drawn.rebate) : 0;
  expect(minorOf(await balanceOf(request, token))).toBe(before - 200 + paid);
});

test('a VN bet: lo 2 digits on two numbers of the North draw', async ({ page, request }) => {
  // Axe over the 00-99 grid takes a while on a busy machine.
  test.setTimeout(90_000);
  const { token } = await member(page, request, '/m/lottery?family=VN');
  await expect(page.getByTestId('lottery-game-VNN')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'lottery-lobby-my');
  await page.getByTestId('lottery-game-VNN').click();
  const lottery = new LotteryPage(page);
  await expect(lottery.screen).toHaveAttribute('data-game', 'VNN');
  const drawNo = await lottery.openDraw(60);
  await page.getByTestId('num-27').click();
  await page.getByTestId('num-31').click();
  await expect(page.getByTestId('typed-numbers')).toHaveValue('27 31');
  await expect(lottery.count).toContainText('2');
  await expectAccessible(page);
  await shot(page, 'lottery-vn-my');
  await page.getByTestId('place-bet').click();
  await expect(page.getByTestId('bet-count')).toContainText('0');
  await expect
    .poll(async () =>
      (await ordersOf(request, token, 'VNN')).map((o) => [o.drawNo, o.betType, o.status]),
    )
    .toEqual([[drawNo, 'VN_LO2', 'pending']]);

  await lottery.view('results');
  await expect(page.getByTestId('result-table').first()).toBeVisible();
  await shot(page, 'lottery-vn-results-my');
  await lottery.view('orders');
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await page.getByTestId('order-row').click();
  await expect(page.getByTestId('cancel-order')).toBeVisible();
  await shot(page, 'lottery-vn-order-my');
});
