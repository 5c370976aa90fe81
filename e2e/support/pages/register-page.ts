import { expect, type Locator, type Page } from '@playwright/test';
import { solveCaptcha } from '../db.js';

/** /m/register */
export class RegisterPage {
  readonly screen: Locator;
  constructor(readonly page: Page) {
    this.screen = page.getByTestId('register-screen');
  }

  input(field: string) {
    return this.page.getByTestId(`field-${field}`).locator('input');
  }
  fieldError(field: string) {
    return this.page.getByTestId(`field-${field}`).getByRole('alert');
  }

  async goto(query = '', origin = '') {
    await this.page.goto(`${origin}/m/register${query}`);
    await expect(this.screen).toBeVisible();
    await expect(this.page.locator('form[data-testid^="register-form-"]')).toBeVisible();
  }

  async tab(tab: 'username' | 'mobile') {
    await this.page.getByTestId(`tab-${tab}`).click();
    await expect(this.page.getByTestId(`register-form-${tab}`)).toBeVisible();
  }

  /** Reads the captcha currently shown (waiting for its image) and types the code. */
  async solveCaptcha() {
    const loaded = this.page.waitForResponse((r) => r.url().includes('/wps/captcha') && r.ok());
    await this.page.getByTestId('captcha-image').click();
    await loaded;
    await this.input('captcha').fill(await solveCaptcha(await this.page.context().cookies()));
  }

  async confirmAge() {
    await this.page.getByTestId('age-confirm').check();
  }

  async submit() {
    await this.page.getByTestId('register-submit').click();
  }
}
