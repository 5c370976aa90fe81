import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** /m/notice: the announcement list and one announcement in full. */
export class NoticePage {
  readonly list: Locator;
  readonly items: Locator;
  readonly detail: Locator;
  readonly unreadCount: Locator;
  constructor(readonly page: Page) {
    this.list = page.getByTestId('notice-list');
    this.items = page.getByTestId('notice-item');
    this.detail = page.getByTestId('notice-detail');
    this.unreadCount = page.getByTestId('notice-unread-count');
  }

  async goto(origin = '') {
    await this.page.goto(`${origin}/m/notice`);
    await expect(this.list).toBeVisible();
  }

  item(title: string) {
    return this.items.filter({ hasText: title });
  }

  titles() {
    return this.items.locator('.notice-card__title').allTextContents();
  }

  async open(title: string) {
    await this.item(title).click();
    await expect(this.detail).toBeVisible();
    await expect(this.page.getByTestId('notice-title')).toHaveText(title);
  }

  async backToList() {
    await this.page.getByTestId('notice-back').click();
    await expect(this.list).toBeVisible();
  }

  /** Serious and critical accessibility violations on the page as it is now (none expected). */
  async seriousViolations() {
    const { violations } = await new AxeBuilder({ page: this.page }).analyze();
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }
}
