import { expect, type Locator, type Page } from '@playwright/test';

/** /m/webEmail and /m/message: the member's inbox and one message. */
export class InboxPage {
  readonly list: Locator;
  readonly items: Locator;
  readonly message: Locator;
  readonly unreadCount: Locator;
  constructor(readonly page: Page) {
    this.list = page.getByTestId('inbox-list');
    this.items = page.getByTestId('inbox-item');
    this.message = page.getByTestId('inbox-message');
    this.unreadCount = page.getByTestId('inbox-unread-count');
  }

  item(title: string) {
    return this.items.filter({ hasText: title });
  }

  /** The unread count and the number of messages, as the list shows them now. */
  async figures() {
    await expect(this.list).toBeVisible();
    return {
      unread: Number(await this.unreadCount.getAttribute('data-count')),
      total: Number(await this.list.getAttribute('data-total')),
    };
  }

  async open(title: string) {
    await this.item(title).first().click();
    await expect(this.message).toBeVisible();
    await expect(this.page.getByTestId('inbox-message-title')).toHaveText(title);
  }

  async backToList() {
    await this.page.getByTestId('inbox-back').click();
    await expect(this.list).toBeVisible();
  }

  /** Deletes a message from the list, confirming in the dialog. */
  async delete(title: string) {
    await this.item(title).locator('xpath=..').getByTestId('inbox-delete').click();
    await this.page.getByTestId('inbox-delete-confirm').click();
    await expect(this.item(title)).toHaveCount(0);
  }
}
