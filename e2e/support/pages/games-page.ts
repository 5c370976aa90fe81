import { expect, type Locator, type Page } from '@playwright/test';

/** /m/gameList: the lobby's search, tabs, vendor strip, filter panel and virtualized grid. */
export class GamesPage {
  readonly screen: Locator;
  readonly grid: Locator;
  readonly tiles: Locator;
  readonly footer: Locator;
  readonly search: Locator;
  readonly panel: Locator;
  constructor(readonly page: Page) {
    this.screen = page.getByTestId('game-list');
    this.grid = page.getByTestId('game-grid');
    this.tiles = page.getByTestId('game-tile');
    this.footer = page.getByTestId('lobby-footer');
    this.search = page.getByTestId('game-search');
    this.panel = page.getByTestId('filter-panel');
  }

  async goto(query: string) {
    await this.page.goto(`/m/gameList?${query}`);
    await expect(this.screen).toBeVisible();
  }

  /** Waits for the first page of the list. */
  async loaded() {
    await expect(this.tiles.first()).toBeVisible();
  }

  tab(name: 'recent' | 'fav' | 'hot') {
    return this.page.getByTestId(`tab-${name}`);
  }
  vendor(code: string) {
    return this.page.getByTestId(`vendor-${code}`);
  }
  tileNamed(name: string) {
    return this.tiles.filter({ hasText: name });
  }
  heartOf(tile: Locator) {
    return tile.getByTestId('game-fav');
  }

  async searchFor(text: string) {
    await this.search.fill(text);
    await this.search.press('Enter');
  }

  /** Texts of the tiles in the DOM (the virtualized rows near the screen). */
  async tileTexts(part: 'name' | 'vendor') {
    return this.tiles.locator(`.game-tile__${part}`).allTextContents();
  }

  async openFilter() {
    await this.page.getByTestId('open-filter').click();
    await expect(this.panel).toBeVisible();
  }
  /** A chip of a filter group: vendor, classify or minBet ('all' for All). */
  chip(group: 'vendor' | 'classify' | 'minBet', value: string) {
    return this.panel.getByTestId(`filter-${group}`).locator(`[data-value="${value}"]`);
  }
  async submitFilter() {
    await this.panel.getByTestId('filter-submit').click();
    await expect(this.panel).toHaveCount(0);
  }

  /** Pages loaded so far and games in the list. */
  async progress() {
    const pages = Number(await this.footer.getAttribute('data-pages'));
    const games = Number(await this.grid.getAttribute('data-count'));
    return { pages, games };
  }
  domNodes() {
    return this.page.evaluate(() => document.getElementsByTagName('*').length);
  }
  scrollToBottom() {
    return this.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  }
}
