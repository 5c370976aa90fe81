import { diceRoll, fairDraw, type LoginAnswer } from '@lotto/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { registerMember, sessionInfoOf, uniqueName } from '../support/api';
import { enterSession, expect, navigateInApp, test, useLanguage } from '../support/fixtures';
import { balanceOf, firstGame, gamesOf, LaunchPage, recentIds } from '../support/pages/play-page';
import { shot } from '../support/shots';

const PASSWORD = 'Pass1234';
const digits = (text: string) => text.replace(/\D/g, '');

/** A new member, signed in on home with the header showing the welcome balance. */
const member = async (page: Page, request: APIRequestContext): Promise<LoginAnswer> => {
  const answer = await registerMember(request, { username: uniqueName('ply'), password: PASSWORD });
  await enterSession(page, sessionInfoOf(answer), '/m/home');
  await expect(page.getByTestId('header-balance')).toContainText(/\d/);
  return answer;
};

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'EN');
});

test('a member plays a slot in the frame and comes back to the new balance and recent game', async ({
  page,
  request,
}) => {
  const { token } = await member(page, request);
  const before = (await page.getByTestId('header-balance').textContent()) ?? '';
  const slot = await firstGame(request, 'gameType=RNG&vassalage=PG&pageSize=1');
  const launch = new LaunchPage(page);

  await navigateInApp(page, `${LaunchPage.path(slot.nodeId)}&gameType=RNG&vassalage=PG`);
  await launch.opened();
  await expect(page.getByTestId('game-frame').getByRole('heading')).toHaveText(slot.gameName);
  await expect(launch.game.get('pay-table')).toBeVisible();
  await shot(page, 'play-slot-en');

  await launch.game.get('stake-chip').nth(1).click();
  for (let round = 0; round < 3; round++) await launch.game.playRound();
  // Three rounds may happen to net zero; play on until the balance has moved.
  for (
    let more = 0;
    digits(await balanceOf(request, token)) === digits(before) && more < 10;
    more++
  ) {
    await launch.game.playRound();
  }
  const after = await balanceOf(request, token);
  await expect
    .poll(async () => digits((await launch.game.balance.textContent()) ?? ''))
    .toBe(digits(after));
  await shot(page, 'play-slot-rounds-en');

  await launch.back.click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('header-balance')).toHaveText(/\d/);
  await expect
    .poll(async () => digits((await page.getByTestId('header-balance').textContent()) ?? ''))
    .toBe(digits(after));
  expect(digits(after)).not.toBe(digits(before));
  expect((await recentIds(request, token))[0]).toBe(slot.nodeId);
  await navigateInApp(page, '/m/gameList?gameType=RNG&tab=recent');
  await expect(page.getByTestId('game-tile').first()).toHaveAttribute('data-node-id', slot.nodeId);
});

test('an open table round is offered for resuming when another game of the vendor launches', async ({
  page,
  request,
}) => {
  await member(page, request);
  const [first, second] = await gamesOf(request, 'gameType=LIVE&vassalage=EVO&pageSize=2');
  if (!first || !second) throw new Error('two EVO live tables expected');
  const launch = new LaunchPage(page);

  await navigateInApp(page, LaunchPage.path(first.nodeId));
  await launch.opened();
  // More than the welcome credit: the server's localized refusal shows in the page.
  await launch.game.get('stake-input').fill('2000');
  await launch.game.action.click();
  await expect(launch.game.error).toHaveText(/Insufficient balance\./);
  await launch.game.get('stake-chip').first().click();
  await launch.game.get('pick-banker').click();
  await launch.game.action.click();
  await expect(launch.game.roundOpen).toBeVisible();
  await expect(launch.game.action).toHaveText('Deal');
  await launch.back.click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('home-screen')).toBeVisible();

  await navigateInApp(page, LaunchPage.path(second.nodeId));
  const dialog = page.locator('.adm-dialog');
  await expect(dialog).toContainText(
    `You have an unfinished round in ${first.gameName}. Resume it?`,
  );
  await shot(page, 'play-resume-dialog-en');
  await dialog.getByRole('button', { name: 'Resume' }).click();
  await expect(page).toHaveURL(new RegExp(`nodeId=${first.nodeId}`));
  await launch.opened();
  await expect(launch.game.roundOpen).toContainText('Round in progress');
  await expect(launch.game.roundOpen).toContainText('Banker');
  await expect(launch.game.get('pick-banker')).toHaveAttribute('aria-pressed', 'true');
  await shot(page, 'play-table-open-en');
  await launch.game.action.click();
  await expect(launch.game.rows).toHaveCount(1);
  await expect(launch.game.result).toBeVisible();
  await expect(launch.game.get('card-player')).toHaveClass(/card--up/);
  await shot(page, 'play-table-dealt-en');
});

test('a round whose answer is lost is asked again with the same requestId and pays once', async ({
  page,
  request,
}) => {
  const { token } = await member(page, request);
  const before = await balanceOf(request, token);
  const slot = await firstGame(request, 'gameType=RNG&vassalage=PP&pageSize=1');
  const launch = new LaunchPage(page);
  const sent: string[] = [];
  let lost = false;
  await page.route('**/wps/vendor/play/round', async (route) => {
    sent.push((route.request().postDataJSON() as { requestId: string }).requestId);
    if (lost) return route.continue();
    lost = true;
    await route.fetch(); // the server plays the round, the answer never reaches the page
    await route.abort('connectionreset');
  });

  await navigateInApp(page, LaunchPage.path(slot.nodeId));
  await launch.opened();
  await launch.game.playRound();
  expect(sent).toHaveLength(2);
  expect(sent[1]).toBe(sent[0]);
  expect(sent[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  const net = (await launch.game.rows.first().locator('.history__net').textContent()) ?? '';
  const expected = (Math.round(Number(before) * 100) + Math.round(Number(net) * 100)) / 100;
  expect(Number(await balanceOf(request, token))).toBeCloseTo(expected, 2);
});

test('a game that does not exist shows the message with retry and back', async ({
  page,
  request,
}) => {
  await member(page, request);
  await navigateInApp(page, LaunchPage.path('987654321'));
  const launch = new LaunchPage(page);
  await expect(launch.failure).toContainText('This game does not exist.');
  await expect(page.getByTestId('launch-retry')).toBeVisible();
  await shot(page, 'play-launch-failure-en');
  await launch.failure.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a dice round reveals its seed and verifies in the browser', async ({ page, request }) => {
  await member(page, request);
  const dice = (await gamesOf(request, 'gameType=INHOUSE')).find((g) => g.gameName === 'Dice');
  if (!dice) throw new Error('the in-house dice game expected');
  const launch = new LaunchPage(page);
  const game = launch.game;

  await navigateInApp(page, LaunchPage.path(dice.nodeId));
  await launch.opened();
  const committed = (await game.get('fair-seed-hash').textContent()) ?? '';
  expect(committed).toMatch(/^[0-9a-f]{64}$/);
  await game.get('client-seed').fill('e2e-lucky-seed');
  await game.playRound();

  const last = game.get('fair-last');
  await expect(last).toContainText(committed);
  await expect(last).toContainText('e2e-lucky-seed');
  await expect(game.get('fair-seed-hash')).not.toHaveText(committed); // the next commitment
  await game.get('fair-verify').click();
  await expect(game.get('fair-verdict')).toHaveText('Verified: the result matches the seeds.');

  // The same check outside the page: the revealed seed gives the roll that was shown.
  const seed = (await game.get('fair-seed').textContent()) ?? '';
  const nonce = Number(await last.locator('dd').nth(3).textContent());
  const roll = diceRoll(await fairDraw(seed, 'e2e-lucky-seed', nonce));
  await expect(game.get('dice-roll')).toHaveText((roll / 100).toFixed(2));
  await game.frame.locator('body').evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await shot(page, 'play-dice-verified-en');
});

test('a guest opening a game lands on login', async ({ page, request }) => {
  const slot = await firstGame(request, 'gameType=RNG&pageSize=1');
  await page.goto(LaunchPage.path(slot.nodeId));
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByTestId('login-screen')).toBeVisible();
});

test('a lottery game opens its betting page, and back leads home', async ({ page, request }) => {
  await member(page, request);
  const lottery = await firstGame(request, 'gameType=LOTT&vassalage=TCG_LOTTO_VN&pageSize=1');

  await navigateInApp(page, LaunchPage.path(lottery.nodeId));
  await expect(page).toHaveURL(/\/m\/startLottery\?code=VN[NS]$/);
  await expect(page.getByTestId('start-lottery')).toBeVisible();
  await shot(page, 'play-lottery-launch-en');
  await page.getByTestId('header-page').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('home-screen')).toBeVisible();

  await navigateInApp(page, '/m/launchGame?playType=lobby&vendor=TCG_SEA');
  await expect(page).toHaveURL(/\/m\/gameLobby\?vendor=TCG_SEA$/);
  await expect(page.getByTestId('lottery-games')).toBeVisible();
  await page.getByTestId('header-page').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the game page in Burmese', async ({ page, request }) => {
  await useLanguage(page, 'MY');
  await member(page, request);
  const slot = await firstGame(request, 'gameType=RNG&vassalage=JL&pageSize=1');
  const launch = new LaunchPage(page);

  await navigateInApp(page, LaunchPage.path(slot.nodeId));
  await launch.opened();
  await expect(page.getByTestId('game-iframe')).toHaveAttribute('src', /lang=MY/);
  await expect(launch.game.action).toHaveText('လှည့်မည်');
  await launch.game.playRound();
  await expect(launch.game.get('history')).toBeVisible();
  await shot(page, 'play-slot-my');
});
