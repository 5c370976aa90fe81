import type { Page } from '@playwright/test';
import { registerMember, sessionInfoOf, uniqueName } from '../support/api';
import { expectAccessible } from '../support/axe';
import { enterSession, expect, test, useLanguage } from '../support/fixtures';
import { LaunchPage } from '../support/pages/play-page';
import { shot } from '../support/shots';

// Each test goes from home through the modal to a bet on the vendor's page: about 30 s alone,
// more on a loaded machine.
test.describe.configure({ timeout: 90_000 });

/** The slide the strip shows now (the others are hidden from the reader and the tab order). */
const currentMatch = (page: Page) => page.locator('[data-testid="hot-match"][tabindex="0"]');

/** Opens the modal of the match the strip shows; answers its id. */
const openCurrentMatch = async (page: Page): Promise<string> => {
  const matchId = (await currentMatch(page).getAttribute('data-match')) ?? '';
  // That match, not "the current one" again: bringing it into view for the tap scrolls the
  // strip, which may make another match the current one.
  await page.locator(`[data-testid="hot-match"][data-match="${matchId}"]`).click();
  await expect(page.getByTestId('hot-match-modal')).toBeVisible();
  return matchId;
};

test('the hot-match strip autoplays, its modal shows the odds, and Bet now bets on that match', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'EN');
  const answer = await registerMember(request, {
    username: uniqueName('hot'),
    password: 'Pass1234',
  });
  await enterSession(page, sessionInfoOf(answer), '/m/home');
  const strip = page.getByTestId('hot-matches');
  await expect(strip).toBeVisible();
  await expect(currentMatch(page)).toContainText(/\d\d\/\d\d \d\d:\d\d/);
  const box = await strip.boundingBox();
  // Autoplay: the next match moves up within the 5000 ms (and the box keeps its height).
  await expect(strip).toHaveAttribute('data-selected', '1', { timeout: 7_000 });
  expect((await strip.boundingBox())?.height).toBe(box?.height);
  await page.waitForTimeout(800);
  await shot(page, 'hot-match-strip-en');

  const matchId = await openCurrentMatch(page);
  const modal = page.getByTestId('hot-match-modal');
  await expect(modal.getByTestId('odds-home')).toContainText(/Home\s*\d+\.\d\d/);
  await expect(modal.getByTestId('odds-away')).toContainText(/Away\s*\d+\.\d\d/);
  await expect(modal.getByTestId('hot-match-time')).toContainText(/Kick-off \d\d\/\d\d \d\d:\d\d/);
  await expect(modal.getByTestId('team-badge')).toHaveCount(2);
  await shot(page, 'hot-match-modal-en');
  await expectAccessible(page);

  await modal.getByTestId('bet-now').click();
  await expect(page).toHaveURL(new RegExp(`/m/launchGame\\?.*matchId=${matchId}`));
  const launch = new LaunchPage(page);
  await launch.opened();
  const card = launch.game.frame.locator(`[data-testid="match-card"][data-match="${matchId}"]`);
  await expect(card.getByTestId('pick-home')).toHaveAttribute('aria-pressed', 'true');
  const slip = launch.game.get('bet-slip');
  await expect(slip).toBeVisible();
  await slip.getByTestId('stake-input').fill('10');
  await slip.getByTestId('place-bet').click();
  await expect(launch.game.get('bet-placed')).toBeVisible();
  const bet = launch.game.get('my-bet').first();
  await expect(bet).toHaveAttribute('data-status', 'open');
  await expect(bet).toContainText('Pending');
  await expect(launch.game.balance).toContainText('K 990.00');
  await shot(page, 'hot-match-vendor-en');
});

test('a visitor is sent to log in; the strip, modal and match list in Burmese', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'MY');
  await page.goto('/m/home');
  await expect(page.getByTestId('hot-matches')).toBeVisible();
  await page.waitForTimeout(800);
  await shot(page, 'hot-match-strip-my');
  await openCurrentMatch(page);
  const modal = page.getByTestId('hot-match-modal');
  await expect(modal.getByTestId('odds-home')).toContainText('အိမ်ရှင်');
  await expect(modal.getByTestId('bet-now')).toHaveText('လောင်းရန် အကောင့်ဝင်ပါ');
  await shot(page, 'hot-match-modal-my');
  await expectAccessible(page);
  await modal.getByTestId('bet-now').click();
  await expect(page).toHaveURL(/\/m\/login/);

  const answer = await registerMember(request, {
    username: uniqueName('hot'),
    password: 'Pass1234',
  });
  await enterSession(page, sessionInfoOf(answer), '/m/home');
  const matchId = await openCurrentMatch(page);
  await page.getByTestId('bet-now').click();
  const launch = new LaunchPage(page);
  await launch.opened();
  await expect(
    launch.game.frame.locator(`[data-testid="match-card"][data-match="${matchId}"]`),
  ).toBeVisible();
  await expect(launch.game.get('bet-slip')).toContainText('လောင်းမည်');
  await shot(page, 'hot-match-vendor-my');
});
