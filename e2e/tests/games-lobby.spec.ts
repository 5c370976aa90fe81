import { API } from '@lotto/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { registerMember, sessionInfoOf, uniqueName } from '../support/api';
import { enterSession, expect, test, useLanguage } from '../support/fixtures';
import { GamesPage } from '../support/pages/games-page';
import { shot } from '../support/shots';

const PASSWORD = 'Pass1234';
/** What the spec asks of the virtualized lobby after scrolling through a whole category. */
const DOM_LIMIT = 800;

const asMember = async (page: Page, request: APIRequestContext, path: string) => {
  const answer = await registerMember(request, { username: uniqueName('lob'), password: PASSWORD });
  await enterSession(page, sessionInfoOf(answer), path);
  return answer;
};

const totalOf = async (request: APIRequestContext, query: string) => {
  const response = await request.get(`${API.games.list}?${query}&pageSize=1`, {
    headers: { module: 'GAME3' },
  });
  return ((await response.json()) as { value: { totalCount: number } }).value.totalCount;
};

const firstPageOf = async (request: APIRequestContext, query: string) => {
  const response = await request.get(`${API.games.list}?${query}`, {
    headers: { module: 'GAME3' },
  });
  const { games } = ((await response.json()) as { value: { games: { nodeId: string }[] } }).value;
  return games.map((g) => g.nodeId);
};

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'EN');
});

test('a member searches slots by name, then clears the search', async ({ page, request }) => {
  const lobby = new GamesPage(page);
  await asMember(page, request, '/m/gameList?gameType=RNG');
  await lobby.loaded();
  await lobby.searchFor('dragon');
  await expect(page).toHaveURL(/[?&]q=dragon/);
  const found = await totalOf(request, 'gameType=RNG&gameName=dragon');
  expect(found).toBeGreaterThan(1);
  await expect.poll(async () => (await lobby.progress()).games).toBe(found);
  for (const name of await lobby.tileTexts('name')) expect(name.toLowerCase()).toContain('dragon');
  await shot(page, 'lobby-search-en');

  await page.getByTestId('game-search-clear').click();
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(lobby.search).toHaveValue('');
  // Back to the slots' default, New games: their first page again.
  const newOnes = await firstPageOf(request, 'gameType=RNG&isNew=1');
  await expect.poll(async () => (await lobby.progress()).games).toBe(newOnes.length);
  await expect(lobby.tiles.first()).toHaveAttribute('data-node-id', newOnes[0] ?? '');
});

test('the vendor carousel pages and a vendor filters the list', async ({ page, request }) => {
  const lobby = new GamesPage(page);
  await asMember(page, request, '/m/gameList?gameType=RNG');
  await lobby.loaded();
  await expect(lobby.vendor('all')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('vendor-prev')).toBeDisabled();
  await expect(lobby.vendor('JDB')).not.toBeInViewport();
  await page.getByTestId('vendor-next').click();
  await expect(lobby.vendor('JDB')).toBeInViewport();
  await expect(page.getByTestId('vendor-next')).toBeDisabled();
  await page.getByTestId('vendor-prev').click();
  await expect(lobby.vendor('JL')).toBeInViewport();

  await lobby.vendor('JL').click();
  await expect(page).toHaveURL(/[?&]vendor=JL/);
  await expect(lobby.vendor('JL')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await lobby.progress()).games).toBeGreaterThan(0);
  const vendors = new Set(await lobby.tileTexts('vendor'));
  expect([...vendors]).toEqual(['JILI']);
  await shot(page, 'lobby-vendor-en');

  // A category with few vendors shows them without the carousel.
  await lobby.goto('gameType=LIVE');
  await expect(lobby.vendor('EVO')).toBeVisible();
  await expect(page.getByTestId('vendor-next')).toHaveCount(0);
});

test('scrolling loads every slot page while the DOM stays small', async ({ page, request }) => {
  test.setTimeout(120_000);
  const lobby = new GamesPage(page);
  await asMember(page, request, '/m/gameList?gameType=RNG');
  await lobby.loaded();
  // Every slot, not only the new ones: game type All in the filter panel.
  await lobby.openFilter();
  await lobby.chip('classify', 'ALL').click();
  await lobby.submitFilter();
  await expect(page).toHaveURL(/classify=ALL/);
  const total = await totalOf(request, 'gameType=RNG');
  const pages = Math.ceil(total / 26);
  expect(pages).toBeGreaterThan(10);

  await expect.poll(async () => (await lobby.progress()).pages).toBe(1);
  let most = 0;
  let seen = 1;
  for (let i = 0; i < pages * 6 && seen < pages; i++) {
    await lobby.scrollToBottom();
    await page.waitForTimeout(400);
    const now = (await lobby.progress()).pages;
    expect(now).toBeGreaterThanOrEqual(seen);
    seen = now;
    most = Math.max(most, await lobby.domNodes());
  }
  expect(seen).toBe(pages);
  await expect.poll(async () => (await lobby.progress()).games).toBe(total);
  await lobby.scrollToBottom();
  await expect(lobby.footer).toHaveText('You have seen every game');
  most = Math.max(most, await lobby.domNodes());
  console.log(`RNG list: ${total} games in ${pages} pages, at most ${most} DOM nodes`);
  expect(most).toBeLessThan(DOM_LIMIT);
  await expect(lobby.tiles.last()).toBeInViewport();
  await shot(page, 'lobby-scrolled-end-en');

  // Another vendor and back: the list starts over at page 1 instead of the cached pages.
  await lobby.vendor('PG').click();
  await expect(page).toHaveURL(/vendor=PG/);
  await lobby.vendor('PG').click();
  await expect(page).not.toHaveURL(/vendor=/);
  await expect.poll(async () => (await lobby.progress()).pages).toBe(1);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a member adds a favourite and removes it from the fav tab', async ({ page, request }) => {
  const lobby = new GamesPage(page);
  await asMember(page, request, '/m/gameList?gameType=FISH');
  await lobby.loaded();
  const tile = lobby.tiles.first();
  const name = (await tile.locator('.game-tile__name').textContent()) ?? '';
  await lobby.heartOf(tile).click();
  await expect(lobby.heartOf(tile)).toHaveAttribute('aria-pressed', 'true');

  await lobby.tab('fav').click();
  await expect(page).toHaveURL(/tab=fav/);
  await expect(lobby.tiles).toHaveCount(1);
  await expect(lobby.tiles.first()).toContainText(name);
  await shot(page, 'lobby-fav-en');

  await lobby.heartOf(lobby.tiles.first()).click();
  await expect(lobby.tiles).toHaveCount(0);
  await expect(page.getByTestId('lobby-empty')).toContainText('No favourites yet');
  await page.reload();
  await expect(page.getByTestId('lobby-empty')).toBeVisible();

  // Tapping the open tab again returns to the full list, where the heart is empty again.
  await lobby.tab('fav').click();
  await expect(page).not.toHaveURL(/tab=/);
  await expect(lobby.heartOf(lobby.tileNamed(name).first())).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('the hot tab loads one page of hot games', async ({ page, request }) => {
  const lobby = new GamesPage(page);
  await asMember(page, request, '/m/gameList?gameType=RNG');
  await lobby.loaded();
  await lobby.tab('hot').click();
  await expect(page).toHaveURL(/tab=hot/);
  await expect(lobby.tab('hot')).toHaveAttribute('aria-pressed', 'true');
  await expect(lobby.vendor('all')).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await lobby.progress()).games).toBe(26);
  await lobby.scrollToBottom();
  await page.waitForTimeout(1500);
  expect(await lobby.progress()).toEqual({ pages: 1, games: 26 });
  await expect(lobby.footer).toHaveText('');
  await shot(page, 'lobby-hot-en');
});

test('the filter panel chooses a minimum bet, deselects a vendor and resets', async ({
  page,
  request,
}) => {
  const lobby = new GamesPage(page);
  await asMember(page, request, '/m/gameList?gameType=RNG');
  await lobby.loaded();
  await lobby.openFilter();
  await expect(lobby.chip('classify', 'NEW')).toHaveAttribute('aria-pressed', 'true');
  await expect(lobby.panel.getByTestId('other-categories')).not.toContainText('E-Lottery');
  await lobby.chip('vendor', 'PG').click();
  await expect(lobby.chip('vendor', 'PG')).toHaveAttribute('aria-pressed', 'true');
  await lobby.chip('vendor', 'PG').click();
  await expect(lobby.chip('vendor', 'all')).toHaveAttribute('aria-pressed', 'true');
  await lobby.chip('minBet', '0.05').click();
  await shot(page, 'lobby-filter-en');

  const listed = page.waitForResponse((r) => r.url().includes('minBet=0.05'));
  await lobby.submitFilter();
  await expect(page).toHaveURL(/minBet=0\.05/);
  const games = ((await (await listed).json()) as { value: { games: { minBet: string }[] } }).value
    .games;
  expect(games.length).toBeGreaterThan(0);
  for (const game of games) expect(Number(game.minBet)).toBeLessThanOrEqual(0.05);
  await expect(lobby.tiles).toHaveCount(games.length);

  await lobby.openFilter();
  await expect(lobby.chip('minBet', '0.05')).toHaveAttribute('aria-pressed', 'true');
  await lobby.panel.getByTestId('filter-reset').click();
  await expect(lobby.chip('minBet', 'all')).toHaveAttribute('aria-pressed', 'true');
  await lobby.submitFilter();
  await expect(page).not.toHaveURL(/minBet/);

  await lobby.openFilter();
  await lobby.panel.getByTestId('category-FISH').click();
  await expect(page).toHaveURL(/gameType=FISH/);
  await expect(lobby.panel).toHaveCount(0);
  await lobby.openFilter();
  await expect(lobby.panel.getByTestId('filter-minBet')).toHaveCount(0);
  await lobby.panel.getByTestId('category-LOTT').click();
  await expect(page).toHaveURL(/\/m\/lottery$/);
});

test('a member taps a tile and the launch screen is asked for that game', async ({
  page,
  request,
}) => {
  const lobby = new GamesPage(page);
  await asMember(page, request, '/m/gameList?gameType=LIVE&vendor=EVO');
  await lobby.loaded();
  const nodeId = await lobby.tiles.first().getAttribute('data-node-id');
  await lobby.tiles.first().locator('.game-tile__open').click();
  await expect(page).toHaveURL(
    new RegExp(`/m/launchGame\\?nodeId=${nodeId}&gameType=LIVE&vassalage=EVO$`),
  );
});

test('a guest tapping a tile, a heart or a member tab lands on login', async ({ page }) => {
  const lobby = new GamesPage(page);
  await lobby.goto('gameType=RNG');
  await lobby.loaded();
  await shot(page, 'lobby-guest-en');
  await lobby.tiles.first().locator('.game-tile__open').click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await lobby.goto('gameType=RNG');
  await lobby.heartOf(lobby.tiles.first()).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await lobby.goto('gameType=RNG');
  await lobby.tab('fav').click();
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('a list without a known category says so and offers a way back', async ({ page }) => {
  await page.goto('/m/gameList');
  await expect(page.getByTestId('game-list-invalid')).toContainText('needs a category');
  await page.goto('/m/gameList?gameType=POKER');
  await expect(page.getByTestId('game-list-invalid')).toContainText('"POKER"');
  await page.getByRole('link', { name: 'Open the game center' }).click();
  await expect(page.getByTestId('game-center')).toBeVisible();
});

test('home, game centre and slots centre lead into the game lists', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByTestId('home-game-strip').getByRole('link', { name: 'Game center' }).click();
  await expect(page.getByTestId('center-FISH')).toContainText('Fishing');
  await shot(page, 'game-center-en');
  await page.getByTestId('center-FISH').click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=FISH$/);

  await page.goto('/m/slotsCenter');
  await expect(page.getByTestId('slots-center').getByTestId('game-tile').first()).toBeVisible();
  await shot(page, 'slots-center-en');
  await page.getByTestId('slots-vendor-CQ9').click();
  await expect(page).toHaveURL(/gameType=RNG&vendor=CQ9$/);
  const lobby = new GamesPage(page);
  await expect(lobby.vendor('CQ9')).toHaveAttribute('aria-pressed', 'true');
  await expect(lobby.vendor('CQ9')).toBeInViewport();
  await lobby.loaded();
  expect(new Set(await lobby.tileTexts('vendor'))).toEqual(new Set(['CQ9 Gaming']));
});

test('the lobby in Burmese', async ({ page, request }) => {
  await useLanguage(page, 'MY');
  const lobby = new GamesPage(page);
  await asMember(page, request, '/m/gameList?gameType=RNG');
  await lobby.loaded();
  await expect(lobby.search).toHaveAttribute('placeholder', /ဂိမ်းများကို ရှာရန်/);
  await expect(lobby.tab('fav')).toHaveText('အကြိုက်ဆုံး');
  await shot(page, 'lobby-my');
  await lobby.openFilter();
  await expect(lobby.panel).toContainText('အနည်းဆုံး လောင်းကြေး');
  await shot(page, 'lobby-filter-my');
  await page.goto('/m/gameCenter');
  await expect(page.getByTestId('center-RNG')).toContainText('စလော့');
  await shot(page, 'game-center-my');
});

test('the list header names the category, and vendor chips keep to one line (A.18, A.19)', async ({
  page,
}) => {
  const lobby = new GamesPage(page);
  await lobby.goto('gameType=RNG');
  const title = page.getByTestId('header-page').locator('h1');
  await expect(title).toHaveText('Slots');
  const chip = lobby.vendor('PP');
  await expect(chip).toBeVisible();
  const lines = await chip.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
  await expect(chip).toHaveAttribute('title', 'Pragmatic Play');
  await shot(page, 'lobby-chips-en');
  await lobby.goto('gameType=LIVE');
  await expect(title).not.toHaveText('Slots');
  await expect(title).not.toHaveText('Games');

  await useLanguage(page, 'MY');
  await lobby.goto('gameType=RNG');
  await expect(title).toHaveText('စလော့');
  await shot(page, 'lobby-chips-my');
});
