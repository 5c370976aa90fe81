import { lotteryEndpoints } from '@lotto/contract';
import type { APIRequestContext, Browser } from '@playwright/test';
import { registerMember, sessionInfoOf, uniqueName } from '../support/api';
import { expectAccessible } from '../support/axe';
import { openScreen, signInOperator } from '../support/back-office';
import { E2E_OWNERS } from '../support/data-dir';
import { enterSession, expect, test, useLanguage } from '../support/fixtures';
import { minorOf } from '../support/pages/lottery-page';
import { balanceOf } from '../support/pages/play-page';
import { shot } from '../support/shots';

/**
 * The lottery's back office on the real server and its draws job: a member bets on the draw
 * of the 5-minute 5D game on sale, one operator asks to cancel that draw, a second approves,
 * and the member has the stake back with the order shown refunded.
 */
test.describe.configure({ timeout: 300_000 });

const GAME = '5D5';

const officeOf = async (browser: Browser, username: string) => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1366, height: 768 },
  });
  const page = await context.newPage();
  await signInOperator(page, username);
  return { context, page };
};

interface CurrentDraw {
  drawNo: string;
  prizeGroup?: number;
  closesAt: number;
  drawAt: number;
}
/** The game's draw on sale with at least `seconds` of sales left (waits for the next one). */
const drawOnSale = async (request: APIRequestContext, seconds: number): Promise<CurrentDraw> => {
  let found: CurrentDraw | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(lotteryEndpoints.game.path.replace(':code', GAME), {
          headers: { module: lotteryEndpoints.game.module },
        });
        const value = (
          (await response.json()) as {
            value: {
              currentDraw: (CurrentDraw & { status: string }) | null;
              serverNow: number;
              prizeGroup: { min: number };
            };
          }
        ).value;
        const draw = value.currentDraw;
        if (draw?.status !== 'open') return -1;
        found = { ...draw, prizeGroup: value.prizeGroup.min };
        return (draw.closesAt - value.serverNow) / 1000;
      },
      { timeout: 240_000, intervals: [2_000] },
    )
    .toBeGreaterThanOrEqual(seconds);
  if (!found) throw new Error('no draw on sale');
  return found;
};

test('cancel a lottery draw with two operators and see the refunds', async ({
  browser,
  page,
  request,
}) => {
  // The member, at the phone viewport: a fresh account no other spec uses.
  await useLanguage(page, 'EN');
  const answer = await registerMember(request, {
    username: uniqueName('lotc'),
    password: 'Pass1234',
  });
  const token = answer.token;
  await enterSession(page, sessionInfoOf(answer), '/m/home');
  await expect(page.getByTestId('header-balance')).toContainText(/\d/);
  const before = minorOf(await balanceOf(request, token));

  // Both operators signed in first: a sign-in may wait for the next authenticator step.
  const a = await officeOf(browser, E2E_OWNERS.lottery.username);
  const b = await officeOf(browser, 'demo_finance2');

  // The member's 2.00 bet on the draw on sale, with time left to ask for its cancel.
  const draw = await drawOnSale(request, 25);
  const placed = await request.fetch(lotteryEndpoints.placeOrders.path, {
    method: 'POST',
    headers: { authorization: token, module: lotteryEndpoints.placeOrders.module },
    data: {
      code: GAME,
      drawNo: draw.drawNo,
      requestId: `e2e-cancel-${Date.now()}`,
      items: [
        {
          betType: '5D_FIXED',
          selection: { positions: [[7], [], [], [], []] },
          unit: '1',
          multiple: 1,
          prizeGroup: draw.prizeGroup ?? 1700,
        },
      ],
    },
  });
  expect(((await placed.json()) as { success: boolean }).success).toBe(true);
  expect(minorOf(await balanceOf(request, token))).toBe(before - 200);

  // Operator A asks to cancel that draw from the monitor, with a reason.
  await openScreen(a.page, 'Draw monitor');
  const row = a.page.locator(`tr[data-game="${GAME}"][data-draw-no="${draw.drawNo}"]`);
  await row.getByRole('button', { name: 'Request cancel' }).click();
  const dialog = a.page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Request cancel' }).click();
  await expect(dialog.getByText('Required.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The draw machine reported a fault during the e2e check');
  await dialog.getByRole('button', { name: 'Request cancel' }).click();
  await expect(a.page.getByText(`Cancel of draw ${draw.drawNo} requested`)).toBeVisible();
  await expect(row).toContainText('Cancel requested');
  const mine = a.page
    .locator('.ant-card')
    .filter({ hasText: 'Draw cancel requests' })
    .locator('tbody tr.ant-table-row')
    .filter({ hasText: draw.drawNo })
    .filter({ hasText: GAME });
  await expect(mine).toContainText('Needs a second operator');
  await expect(mine.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await expectAccessible(a.page);
  await shot(a.page, 'admin-lottery-monitor-requested');

  // Operator B, in a second browser, approves it: the draw is cancelled and refunded.
  await openScreen(b.page, 'Draw monitor');
  const theirs = b.page
    .locator('.ant-card')
    .filter({ hasText: 'Draw cancel requests' })
    .locator('tbody tr.ant-table-row')
    .filter({ hasText: draw.drawNo })
    .filter({ hasText: GAME });
  await expect(theirs).toContainText(E2E_OWNERS.lottery.username);
  await theirs.getByRole('button', { name: 'Approve' }).click();
  await b.page.getByRole('tooltip').getByRole('button', { name: 'Approve' }).click();
  // Other members' bets on the same draw are refunded with it: at least this one.
  await expect(b.page.getByTestId('cancel-refunds')).toHaveText(
    new RegExp(`^Draw ${draw.drawNo} cancelled: [\\d,.]+ refunded to [1-9]\\d* order\\(s\\)\\.$`),
  );
  await b.page.getByText('Approved', { exact: true }).click();
  const approved = b.page
    .locator('tbody tr.ant-table-row')
    .filter({ hasText: draw.drawNo })
    .filter({ hasText: GAME });
  await expect(approved).toContainText(/[\d,.]+ to [1-9]\d* order\(s\)/);
  await expect(approved).toContainText('demo_finance2');
  await shot(b.page, 'admin-lottery-cancel-approved');

  // The member has the stake back, and the order says so.
  expect(minorOf(await balanceOf(request, token))).toBe(before);
  await page.goto(`/m/startLottery?code=${GAME}`);
  await page.getByTestId('view-orders').click();
  const order = page.getByTestId('order-row');
  await expect(order.getByTestId('order-status')).toHaveText('Refunded');
  await shot(page, 'admin-lottery-player-refunded');

  // Operator A's other pages: the games, the odds, the results of the game.
  await openScreen(a.page, 'Lottery games');
  // The monitor's rows name the game too: read the games table only once the monitor is gone.
  await expect(a.page).toHaveURL(/\/lottery\/games$/);
  await expect(a.page.locator('.ant-card-head-title', { hasText: 'Draw monitor' })).toHaveCount(0);
  const game = a.page.locator('tbody tr.ant-table-row').filter({ hasText: GAME });
  await expect(game).toContainText('every 5 min, 00:05–23:55, sales close 30 s before');
  await shot(a.page, 'admin-lottery-games');
  await game.getByRole('button', { name: 'Edit' }).click();
  const drawer = a.page.locator('.ant-drawer');
  await drawer.getByLabel('Sales close before the draw (seconds)').fill('400');
  await drawer.getByLabel('Smallest bet').fill('1.234');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(
    drawer.getByText('Sales must close less than a cycle before the draw.'),
  ).toBeVisible();
  await expect(drawer.getByText('An amount with at most 2 decimals.')).toBeVisible();
  await shot(a.page, 'admin-lottery-game-edit');
  await drawer.getByRole('button', { name: 'Cancel' }).click();

  await openScreen(a.page, 'Odds and RTP');
  await expect(a.page.getByText(/RTP at \d+/).first()).toBeVisible();
  await expect(a.page.locator('tbody')).toContainText('%');
  await shot(a.page, 'admin-lottery-odds');

  await openScreen(a.page, 'Lottery results');
  await expect(a.page.getByText('Verified').first()).toBeVisible({ timeout: 20_000 });
  await shot(a.page, 'admin-lottery-results');

  // The same pages in Burmese.
  await a.page.evaluate(() => localStorage.setItem('admin.language', 'MY'));
  await a.page.reload();
  await expect(a.page.getByText('ထီ ရလဒ်များ').first()).toBeVisible();
  await shot(a.page, 'admin-lottery-results-my');
  await openScreen(a.page, 'ထီ ဂိမ်းများ');
  await expect(a.page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await shot(a.page, 'admin-lottery-games-my');
  await openScreen(a.page, 'ထီဖွင့်ပွဲ စောင့်ကြည့်');
  await expect(a.page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await shot(a.page, 'admin-lottery-monitor-my');
  await a.context.close();
  await b.context.close();
});
