import { registerMember, sessionInfoOf, uniqueName } from '../support/api';
import { enterSession, expect, test, useLanguage } from '../support/fixtures';
import { GamesPage } from '../support/pages/games-page';
import { balanceOf, LaunchPage, recentIds } from '../support/pages/play-page';
import { shot } from '../support/shots';

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * The whole journey in one go, as a player makes it: find a game in the lobby, keep and
 * drop a favourite, open the game from its tile, play, come back to the new balance and find
 * the game among the recent ones. The separate lobby and play specs test each part in depth.
 */
test('a member finds a slot, plays three rounds and comes back to the new balance', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'EN');
  const answer = await registerMember(request, {
    username: uniqueName('jrn'),
    password: 'Pass1234',
  });
  await enterSession(page, sessionInfoOf(answer), '/m/gameList?gameType=RNG');
  const before = await balanceOf(request, answer.token);
  const lobby = new GamesPage(page);
  await lobby.loaded();

  // Search, then narrow to one vendor and scroll through more than one page.
  await lobby.searchFor('dragon');
  await expect(page).toHaveURL(/[?&]q=dragon/);
  for (const name of await lobby.tileTexts('name')) expect(name.toLowerCase()).toContain('dragon');
  await page.getByTestId('game-search-clear').click();
  await lobby.vendor('PG').click();
  await expect(page).toHaveURL(/[?&]vendor=PG/);
  await lobby.loaded();
  for (const vendor of await lobby.tileTexts('vendor')) expect(vendor).toBe('PG Soft');
  await lobby.scrollToBottom();
  await expect.poll(async () => (await lobby.progress()).pages).toBeGreaterThan(1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // A favourite comes and goes. The tile is held by its game, not by its place: the virtual
  // list may still be re-rendering its first rows after the scroll.
  const nodeId = (await lobby.tiles.first().getAttribute('data-node-id')) ?? '';
  const tile = lobby.tiles.and(page.locator(`[data-node-id="${nodeId}"]`));
  await lobby.heartOf(tile).click();
  await expect(lobby.heartOf(tile)).toHaveAttribute('aria-pressed', 'true');
  await lobby.heartOf(tile).click();
  await expect(lobby.heartOf(tile)).toHaveAttribute('aria-pressed', 'false');

  // The tile opens the game; three rounds, then back.
  await tile.locator('.game-tile__open').click();
  const launch = new LaunchPage(page);
  await launch.opened();
  for (let round = 0; round < 3; round++) await launch.game.playRound();
  // Three rounds may happen to net zero (a line that pays the stake back): play on until not.
  for (let more = 0; digits(await balanceOf(request, answer.token)) === digits(before); more++) {
    if (more === 10) throw new Error('the balance never moved');
    await launch.game.playRound();
  }
  const after = await balanceOf(request, answer.token);
  await shot(page, 'journey-played-en');
  await launch.back.click();
  await expect(lobby.screen).toBeVisible();

  await page.goto('/m/home');
  await expect
    .poll(async () => digits((await page.getByTestId('header-balance').textContent()) ?? ''))
    .toBe(digits(after));
  expect((await recentIds(request, answer.token))[0]).toBe(nodeId);
  await page.goto('/m/gameList?gameType=RNG&tab=recent');
  await expect(lobby.tiles.first()).toHaveAttribute('data-node-id', nodeId);
});
