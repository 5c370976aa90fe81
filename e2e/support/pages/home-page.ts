import { expect, type Locator, type Page } from '@playwright/test';

/** /m/home with its header, ticker and popups. */
export class HomePage {
  readonly screen: Locator;
  readonly popup: Locator;
  readonly news: Locator;
  constructor(readonly page: Page) {
    this.screen = page.getByTestId('home-screen');
    this.popup = page.getByTestId('announcement-popup');
    this.news = page.getByTestId('latest-news-popup');
  }

  async goto(origin = '') {
    await this.page.goto(`${origin}/m/home`);
    await expect(this.screen).toBeVisible();
  }

  get member() {
    return this.page.getByTestId('header-member');
  }

  /** The popup's entries, by title, paging through with next. */
  async popupTitles(): Promise<string[]> {
    await expect(this.popup).toBeVisible();
    const titles: string[] = [];
    for (;;) {
      titles.push((await this.popup.locator('.notice-entry__title').textContent()) ?? '');
      const next = this.popup.getByTestId('popup-next');
      if ((await next.count()) === 0 || (await next.isDisabled())) return titles;
      await next.click();
    }
  }

  async closePopup() {
    await this.popup.getByTestId('announcement-popup-close').click();
    await expect(this.popup).toHaveCount(0);
  }
}
