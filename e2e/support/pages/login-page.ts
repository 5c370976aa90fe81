import { expect, type Locator, type Page } from '@playwright/test';
import { solveCaptcha } from '../db.js';

/** /m/login */
export class LoginPage {
  readonly screen: Locator;
  constructor(readonly page: Page) {
    this.screen = page.getByTestId('login-screen');
  }

  input(field: string) {
    return this.page.getByTestId(`field-${field}`).locator('input');
  }
  fieldError(field: string) {
    return this.page.getByTestId(`field-${field}`).getByRole('alert');
  }
  get captchaField() {
    return this.page.getByTestId('field-captcha');
  }
  get remember() {
    return this.page.getByTestId('remember-password');
  }

  async goto(query = '') {
    await this.page.goto(`/m/login${query}`);
    await expect(this.screen).toBeVisible();
  }

  async tab(method: 'username' | 'sms') {
    await this.page.getByTestId(`tab-${method}`).click();
    await expect(this.page.getByTestId(`login-form-${method}`)).toBeVisible();
  }

  async fill(username: string, password: string) {
    await this.input('username').fill(username);
    await this.input('password').fill(password);
  }

  async submit() {
    await this.page.getByTestId('login-submit').click();
  }

  /** Loads a fresh captcha image and types its code. */
  async solveCaptcha() {
    const loaded = this.page.waitForResponse((r) => r.url().includes('/wps/captcha') && r.ok());
    await this.page.getByTestId('captcha-image').click();
    await loaded;
    const code = await solveCaptcha(await this.page.context().cookies());
    await this.input('captcha').fill(code);
  }

  async login(username: string, password: string) {
    await this.fill(username, password);
    await this.submit();
    await expect(this.page).toHaveURL(/\/m\/home$/);
  }
}
