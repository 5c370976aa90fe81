import type { LoginAnswer } from '@lotto/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { registerMember, sessionInfoOf, uniqueName } from '../support/api';
import { expectAccessible } from '../support/axe';
import { enterSession, expect, test, useLanguage } from '../support/fixtures';
import { LotteryPage, minorOf, ordersOf } from '../support/pages/lottery-page';
import { balanceOf } from '../support/pages/play-page';
import { shot } from '../support/shots';

/**
 * The lottery end to end on the real server and its draw job: a real 1-minute game is waited
 * for (the e2e server runs on the real clock; no route moves it).
 */
const member = async (page: Page, request: APIRequestContext): Promise<LoginAnswer> => {
  const answer = await registerMember(request, {
    username: uniqueName('lot'),
    password: 'Pass1234',
  });
  await enterSession(page, sessionInfoOf(answer), '/m/home');
  await expect(page.getByTestId('header-balance')).toContainText(/\d/);
  return answer;
};

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'EN');
});

test('from home to a 1-minute 5D game: a slip of two selections, the draw, the win in the balance and my orders', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { token } = await member(page, request);
  const before = minorOf(await balanceOf(request, token));

  await page.getByTestId('popular-lotteries').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('popular-lotteries')).toBeInViewport();
  await shot(page, 'lottery-home-strip-en');
  await page.getByTestId('popular-lottery-5D1').click();
  const lottery = new LotteryPage(page);
  await expect(lottery.screen).toHaveAttribute('data-game', '5D1');
  await expect(page.getByTestId('header-page')).toContainText('5D 1 Minute');
  await lottery.openDraw(20);
  await expectAccessible(page);
  await shot(page, 'lottery-bet-en');

  // One digit at the first position, all ten picked: exactly one of them comes.
  await lottery.group('fixed');
  await lottery.quick(0, 'all');
  await expect(lottery.count).toHaveText('Bets: 10');
  await expect(lottery.amount).toHaveText('20.00');
  await page.getByTestId('add-to-slip').click();
  await expect(lottery.count).toHaveText('Bets: 0');
  // Big and big on the first two positions.
  await lottery.group('bsoe');
  await lottery.pick(0, 0);
  await lottery.pick(1, 0);
  await expect(lottery.count).toHaveText('Bets: 1');
  await page.getByTestId('add-to-slip').click();
  await page.getByTestId('open-slip').click();
  const slip = page.getByTestId('slip-sheet');
  await expect(slip.getByTestId('slip-item')).toHaveCount(2);
  await expect(slip.getByTestId('slip-total')).toHaveText('22.00');
  await shot(page, 'lottery-slip-en');
  await expectAccessible(page);

  const drawNo = await lottery.openDraw(8);
  await slip.getByTestId('slip-place').click();
  await expect(page.getByText('Bet placed: 2 orders.')).toBeVisible();
  await expect(slip).toHaveCount(0);
  expect(minorOf(await balanceOf(request, token))).toBe(before - 2200);
  const placed = await ordersOf(request, token, '5D1');
  expect(placed.map((order) => [order.drawNo, order.status])).toEqual([
    [drawNo, 'pending'],
    [drawNo, 'pending'],
  ]);

  await lottery.view('orders');
  await expect(page.getByTestId('order-row')).toHaveCount(2);
  await shot(page, 'lottery-orders-pending-en');
  // The draw comes on the job's schedule; the list follows it.
  await expect(page.getByTestId('order-status').filter({ hasText: 'Pending' })).toHaveCount(0, {
    timeout: 120_000,
  });
  const settled = await ordersOf(request, token, '5D1');
  const fixed = settled.find((order) => order.betType === '5D_FIXED');
  expect(fixed?.status).toBe('won');
  const paid = settled.reduce((sum, order) => sum + minorOf(order.win) + minorOf(order.rebate), 0);
  expect(minorOf(await balanceOf(request, token))).toBe(before - 2200 + paid);
  await expect(page.getByTestId('order-status').filter({ hasText: 'Won' }).first()).toBeVisible();
  await shot(page, 'lottery-orders-settled-en');

  // The won order's detail: its draw, result and proof, verified in the browser.
  await page.locator(`[data-order-no="${fixed?.orderNo}"]`).click();
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByTestId('detail-status')).toHaveText('Won');
  await detail.getByTestId('verify-draw').click();
  await expect(detail.getByTestId('verify-verdict')).toHaveAttribute('data-verdict', 'verified');
  await shot(page, 'lottery-order-verified-en');
  await page.keyboard.press('Escape');

  // The results of the day: the draw is there with its trend and proof.
  await lottery.view('results');
  await expect(page.getByTestId('trend-chart')).toBeVisible();
  const row = page.locator(`[data-testid="draw-row"][data-draw-no="${drawNo}"]`);
  await row.getByTestId('show-proof').click();
  await row.getByTestId('verify-draw').click();
  await expect(row.getByTestId('verify-verdict')).toHaveAttribute('data-verdict', 'verified');
  await expectAccessible(page);
  await shot(page, 'lottery-results-en');

  // Home's header shows the balance the draw left.
  await page.getByTestId('footer-menu').getByRole('link').first().click();
  await expect
    .poll(async () =>
      minorOf(
        (await page.getByTestId('header-balance').textContent())?.replace(/[^\d.,]/g, '') ?? '',
      ),
    )
    .toBe(before - 2200 + paid);

  // The game records list both bets; the won one opens its order, and from there the lottery.
  await page.goto('/m/gameRecord');
  await expect(page.getByTestId('bet-row')).toHaveCount(2);
  await page.locator(`[data-testid="bet-row"][data-round-id="${fixed?.orderNo}"]`).click();
  const bet = page.getByTestId('bet-detail');
  await expect(bet.getByTestId('bet-lottery')).toContainText(drawNo);
  await expect(bet.getByTestId('bet-fairness')).toBeVisible();
  await expectAccessible(page, '[data-testid="bet-detail"]');
  await shot(page, 'lottery-record-en');
  await bet.getByTestId('open-lottery-order').click();
  await expect(page).toHaveURL(/\/m\/startLottery\?code=5D1&view=orders/);
  await expect(page.getByTestId('order-detail').getByTestId('detail-status')).toHaveText('Won');
});

test('the lobby by family and the search of every lottery', async ({ page }) => {
  await page.goto('/m/lottery');
  await expect(page.getByTestId('lottery-game-5D1')).toBeVisible();
  await page.getByTestId('family-VN').click();
  await expect(page).toHaveURL(/family=VN/);
  await expect(page.getByTestId('vn-region-north').getByTestId('lottery-game-VNN')).toBeVisible();
  await expect(page.getByTestId('vn-region-south').getByTestId('lottery-game-VNS')).toBeVisible();
  await expect(page.getByTestId('lottery-game-5D1')).toHaveCount(0);
  // The board of drawn numbers: the seed's past draws, 27 numbers in the north, the lô table.
  const board = page.getByTestId('vn-board');
  const draw = board.getByTestId('vn-draw').first();
  await expect(draw.locator('.lott-prizes__number')).toHaveCount(27);
  await expect(draw.getByTestId('loto-table').locator('tbody tr')).toHaveCount(10);
  const shown = (await board.getByTestId('vn-board-date').textContent()) ?? '';
  await board.getByTestId('vn-prev-day').click();
  await expect(board.getByTestId('vn-board-date')).not.toHaveText(shown);
  await expect(board.getByTestId('vn-draw')).toHaveCount(1);
  await board.getByTestId('vn-board-game-VNS').click();
  await expect(board.getByTestId('vn-draw').first().locator('.lott-prizes__number')).toHaveCount(
    18,
  );
  await expectAccessible(page);
  await shot(page, 'lottery-lobby-vn-en');
  await page.getByTestId('more-lotteries').click();
  await page.getByTestId('lottery-search').fill('thai');
  await expect(page.getByTestId('lottery-games').locator('li')).toHaveCount(1);
  await page.getByTestId('lottery-search').fill('zzz');
  await expect(page.getByTestId('lottery-empty')).toContainText('No lottery matches');
  await expectAccessible(page);

  // Without a code the betting page opens the most popular game.
  await page.goto('/m/startLottery');
  await expect(page).toHaveURL(/\/m\/startLottery\?code=\w+$/);
  await expect(page.getByTestId('start-lottery')).toBeVisible();
  await page.goto('/m/startLottery?code=NOPE');
  await expect(page.getByTestId('lottery-missing')).toContainText('This lottery does not exist.');
});
