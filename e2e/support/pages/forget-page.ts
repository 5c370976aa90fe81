import { expect, type Locator, type Page } from '@playwright/test';

/** /m/forget: recovery by phone or e-mail, and the reset link's form. */
export class ForgetPage {
  readonly screen: Locator;
  constructor(readonly page: Page) {
    this.screen = page.getByTestId('forget-screen');
  }

  input(field: string) {
    return this.page.getByTestId(`field-${field}`).locator('input');
  }

  async goto(query = '') {
    await this.page.goto(`/m/forget${query}`);
    await expect(this.screen).toBeVisible();
  }

  async method(method: 'phone' | 'email') {
    await this.page.getByTestId(`tab-${method}`).click();
    await expect(this.page.getByTestId(`forget-${method}-form`)).toBeVisible();
  }
}

/** /m/changePsw */
export class ChangePasswordPage {
  readonly screen: Locator;
  constructor(readonly page: Page) {
    this.screen = page.getByTestId('change-password-screen');
  }

  input(field: string) {
    return this.page.getByTestId(`field-${field}`).locator('input');
  }

  async fill(newPassword: string, confirm = newPassword) {
    await this.input('newPassword').fill(newPassword);
    await this.input('confirmNewPassword').fill(confirm);
  }

  async submit() {
    await this.page.getByTestId('change-password-submit').click();
  }
}
