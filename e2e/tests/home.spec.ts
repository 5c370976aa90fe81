import type { Page } from '@playwright/test';
import { registerMember, sessionInfoOf, uniqueName } from '../support/api';
import { expectAccessible } from '../support/axe';
import { enterSession, expect, navigateInApp, test, useLanguage } from '../support/fixtures';
import { firstGame, LaunchPage } from '../support/pages/play-page';
import { shot } from '../support/shots';
import { watchAttribute, watchedTimes } from '../support/watch';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const banners = (page: Page) => page.getByTestId('banner');
const currentDot = (page: Page) =>
  page.getByTestId('banner-dot').and(page.locator('[aria-current="true"]'));

/** The index of the dot marked current (the banner shown). */
const shownIndex = async (page: Page) =>
  page
    .getByTestId('banner-dot')
    .evaluateAll((dots) => dots.findIndex((d) => d.getAttribute('aria-current') === 'true'));

test.describe('home in English', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'EN');
  });

  test('the banners autoplay every 5 s and loop, and each tap performs its action', async ({
    page,
  }) => {
    // Three autoplay waits of 5 s each (two moves measured, then the loop) before the taps.
    test.setTimeout(60_000);
    await page.goto('/m/home');
    await expect(banners(page)).toHaveCount(6);
    await expect(banners(page).first()).toHaveAccessibleName(/Welcome bonus/);
    await expect(currentDot(page)).toHaveCount(1);
    expect(await shownIndex(page)).toBe(0);
    // The page's own clock times each move: the timer starts when the carousel mounts, before
    // the test can look, so the interval measured is the one between two autoplay moves.
    await watchAttribute(page, 'moves', '[data-testid="banner-dot"]', 'aria-current', 'true');
    await expect.poll(() => shownIndex(page), { timeout: 9000 }).toBe(1);
    await expect.poll(() => shownIndex(page), { timeout: 9000 }).toBe(2);
    const [first, second] = await watchedTimes(page, 'moves');
    // Not before the 5000 ms (a little early for timer jitter), not long after.
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThan(4500);
    expect((second ?? 0) - (first ?? 0)).toBeLessThan(6500);
    await shot(page, 'home-banners-en');

    // The last dot, then the loop comes back to the first.
    await page.getByTestId('banner-dot').nth(5).click();
    await expect.poll(() => shownIndex(page)).toBe(5);
    await expect.poll(() => shownIndex(page), { timeout: 9000 }).toBe(0);

    // A promotion banner opens its promotion.
    await page.getByTestId('banner-dot').nth(5).click();
    await expect.poll(() => shownIndex(page)).toBe(5);
    await banners(page).nth(5).click();
    await expect(page).toHaveURL(/\/m\/activityDetail\?id=\d+$/);
    await expect(page.getByRole('heading', { name: /Daily Check-in Bonus/ })).toBeVisible();
    await page.goBack();

    // A category banner lists its games.
    await page.getByTestId('banner-dot').nth(2).click();
    await expect.poll(() => shownIndex(page)).toBe(2);
    await banners(page).nth(2).click();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=LIVE$/);

    // A game banner sends a visitor to login.
    await page.goBack();
    await page.getByTestId('banner-dot').nth(1).click();
    await expect.poll(() => shownIndex(page)).toBe(1);
    await banners(page).nth(1).click();
    await expect(page).toHaveURL(/\/m\/login/);
  });

  test('a swipe moves the banners, and the dots follow', async ({ page }) => {
    await page.goto('/m/home');
    await expect(banners(page)).toHaveCount(6);
    // The first autoplay move: the app's carousel runs (a dot tapped before is the painted page's).
    await expect.poll(() => shownIndex(page), { timeout: 9000 }).toBe(1);
    await page.getByTestId('banner-dot').nth(3).click();
    await expect.poll(() => shownIndex(page)).toBe(3);
    // A finger moves the viewport's scroll (playwright has no touch drag): a bit more than half
    // a banner back, a way autoplay never goes from the fourth; the browser snaps the rest.
    const viewport = page.locator('.banners__viewport');
    await viewport.evaluate((v) => v.scrollBy({ left: -0.6 * v.clientWidth }));
    await expect.poll(() => shownIndex(page)).toBe(2);
    await expect.poll(() => viewport.evaluate((v) => v.scrollLeft / v.clientWidth)).toBe(2);
  });

  test('an external banner opens outside the app; a member launches the banner game', async ({
    page,
    context,
    request,
  }) => {
    await context.route('https://t.me/**', (route) => route.fulfill({ body: 'telegram' }));
    await page.goto('/m/home');
    await page.getByTestId('banner-dot').nth(4).click();
    await expect.poll(() => shownIndex(page)).toBe(4);
    const [popup] = await Promise.all([context.waitForEvent('page'), banners(page).nth(4).click()]);
    await expect.poll(() => popup.url()).toBe('https://t.me/shwelucky_support');
    await popup.close();
    await expect(page).toHaveURL(/\/m\/home$/);

    const answer = await registerMember(request, {
      username: uniqueName('ban'),
      password: 'Pass1234',
    });
    await enterSession(page, sessionInfoOf(answer), '/m/home');
    // The welcome credit's banner invites visitors to register: a member is not shown it.
    await expect(banners(page)).toHaveCount(5);
    await expect(banners(page).first()).toHaveAccessibleName(/Golden Dragon/);
    await shot(page, 'home-banners-member-en');
    await banners(page).first().click();
    await expect(page).toHaveURL(/\/m\/launchGame\?nodeId=\d+$/);
    await expect(page.getByTestId('game-frame')).toBeVisible();
  });

  test('the download popup offers the links of this device and the install guide', async ({
    page,
  }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('app-download')).toBeVisible();
    await page.getByTestId('app-download-open').click();
    const popup = page.getByTestId('download-popup');
    await expect(popup).toBeVisible();
    // Neither iOS nor Android: every link the site has (the demo has no profile).
    await expect(popup.getByTestId('download-Android')).toBeVisible();
    await expect(popup.getByTestId('download-IOS')).toBeVisible();
    await expect(popup.getByTestId('download-MOBILECONFIG')).toHaveCount(0);
    await shot(page, 'home-download-popup-en');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
  });

  test('the sticky header switches past 100 px of scroll', async ({ page }) => {
    await page.goto('/m/home');
    const header = page.getByTestId('header-home');
    await expect(page.getByTestId('popular-games')).toBeVisible();
    await expect(header).toHaveAttribute('data-stuck', 'false');
    await page.evaluate(() => window.scrollTo(0, 90));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute('data-stuck', 'false');
    await page.evaluate(() => window.scrollTo(0, 160));
    await expect(header).toHaveAttribute('data-stuck', 'true');
    await expect(header).toBeInViewport();
    await shot(page, 'home-scrolled-en');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-stuck', 'false');
  });

  test('popular games load each panel only while it is active; HOT reloads on a language change', async ({
    page,
  }) => {
    const hotAsked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/relay/games/hot')) {
        const url = new URL(r.url());
        hotAsked.push(`${url.searchParams.get('gameType')}:${url.searchParams.get('language')}`);
      }
    });
    await page.goto('/m/home');
    const popular = page.getByTestId('popular-games');
    await expect(popular.getByTestId('popular-panel-HOT').getByTestId('game-tile')).toHaveCount(9);
    await expect(popular.getByTestId('popular-tab-HOT')).toHaveAttribute('aria-selected', 'true');
    expect(hotAsked.filter((a) => !a.startsWith('HOT'))).toEqual([]);

    await popular.getByTestId('popular-tab-FISH').click();
    await expect(
      popular.getByTestId('popular-panel-FISH').getByTestId('game-tile').first(),
    ).toBeVisible();
    await expect(popular.getByTestId('popular-panel-HOT')).toHaveCount(0);
    expect(hotAsked).toContain('FISH:EN');
    expect(hotAsked.some((a) => a.startsWith('LIVE'))).toBe(false);
    await popular.getByTestId('popular-more').click();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=FISH$/);

    await page.goBack();
    await popular.getByTestId('popular-tab-HOT').click();
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-MY').click();
    await expect.poll(() => hotAsked.includes('HOT:MY')).toBe(true);
    await expect(popular.getByTestId('popular-tab-HOT')).not.toHaveText('Hot');
  });

  test('the winner board lists real-money wins, highest first', async ({ page }) => {
    await page.goto('/m/home');
    const board = page.getByTestId('winners-board');
    // The server paints the board in Burmese (no language cookie); the app, in English, may
    // replace it while the scroll waits for it: scroll the board the app shows.
    await expect(board.getByRole('heading')).toHaveText('Big winners');
    await board.scrollIntoViewIfNeeded();
    await expect(
      board
        .getByTestId('winner')
        .first()
        .or(board.getByText(/No big wins/)),
    ).toBeVisible();
    const amounts = await board
      .getByTestId('winner-amount')
      .evaluateAll((cells) =>
        cells.map((c) => Number((c.textContent ?? '').replace(/[^\d.]/g, ''))),
      );
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    for (const name of await board.locator('.winners__user').allTextContents()) {
      expect(name).toContain('***');
    }
    await shot(page, 'home-winners-en');
  });

  test("the winner board refreshes after the member's own play, not on every visit", async ({
    page,
    request,
  }) => {
    let asked = 0;
    page.on('request', (r) => {
      if (r.url().includes('/wps/relay/winners')) asked++;
    });
    const answer = await registerMember(request, {
      username: uniqueName('win'),
      password: 'Pass1234',
    });
    await enterSession(page, sessionInfoOf(answer), '/m/home');
    await expect(page.getByTestId('winners-board').getByRole('heading')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The server painted the board into the page: the first visit may not ask for it at all.
    const loaded = asked;

    await navigateInApp(page, '/m/gameCenter');
    await navigateInApp(page, '/m/home');
    await expect(page.getByTestId('winners-board').getByRole('heading')).toBeVisible();
    await page.waitForTimeout(500);
    expect(asked).toBe(loaded);

    const slot = await firstGame(request, 'gameType=RNG&vassalage=PG&pageSize=1');
    const launch = new LaunchPage(page);
    await navigateInApp(page, LaunchPage.path(slot.nodeId));
    await launch.opened();
    await launch.game.playRound();
    await launch.back.click();
    await expect(page.getByTestId('winners-board').getByRole('heading')).toBeVisible();
    await expect.poll(() => asked).toBe(loaded + 1);
  });

  test('home has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/m/home');
    await expect(banners(page)).toHaveCount(6);
    await expect(page.getByTestId('popular-panel-HOT').getByTestId('game-tile')).toHaveCount(9);
    await expect(page.getByTestId('winners-board')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'home-en');
  });
});

test('an iPhone is offered the iOS app and the iOS install guide', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: IPHONE_UA,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await useLanguage(page, 'EN');
  await page.goto('/m/home');
  await page.getByTestId('app-download-open').click();
  const popup = page.getByTestId('download-popup');
  await expect(popup.getByTestId('download-IOS')).toBeVisible();
  await expect(popup.getByTestId('download-Android')).toHaveCount(0);
  await popup.getByTestId('download-guide').click();
  await expect(page).toHaveURL(/\/m\/install\?os=ios$/);
  await expect(page.getByTestId('install-guide')).toContainText('Safari');
  await context.close();
});

test('the app-download image hides in an installed app (web clip)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('WEBCLIP', '1'));
  await page.goto('/m/home');
  await expect(page.getByTestId('popular-games')).toBeVisible();
  await expect(page.getByTestId('app-download')).toHaveCount(0);
});

test('home in Burmese: banners, popular games and the board in Burmese', async ({ page }) => {
  await useLanguage(page, 'MY');
  await page.goto('/m/home');
  await expect(banners(page).first()).toHaveAccessibleName(/ကြိုဆို/);
  await expect(page.getByTestId('banner').first().locator('img')).toHaveAttribute(
    'src',
    '/m/banners/welcome-my.svg',
  );
  await expect(page.getByTestId('popular-panel-HOT').getByTestId('game-tile')).toHaveCount(9);
  await expectAccessible(page);
  await shot(page, 'home-my');
  await page.getByTestId('popular-games').scrollIntoViewIfNeeded();
  await shot(page, 'home-popular-my');
  await page.getByTestId('winners-board').scrollIntoViewIfNeeded();
  await shot(page, 'home-winners-my');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('app-download-open').click();
  await expect(page.getByTestId('download-popup')).toBeVisible();
  await shot(page, 'home-download-popup-my');
});
