import { expect, type Page } from '@playwright/test';
import { totpCode } from '../../apps/server/src/modules/backoffice/totp.js';
import {
  DEMO_OPERATOR_PASSWORD,
  DEMO_OPERATORS,
} from '../../apps/server/src/seed/demo-operators.js';
import { E2E_OWNERS } from './data-dir.js';

/** Signing demo operators in to the back office (README "Back office"), for several specs. */

const STEP_MS = 30_000;

export const operatorSecret = (username: string) => {
  const found = [...DEMO_OPERATORS, ...Object.values(E2E_OWNERS)].find(
    (o) => o.username === username,
  );
  if (!found) throw new Error(`no demo operator ${username}`);
  return found.totpSecret;
};

/**
 * Sends the sign-in form with the operator's current code (username and password filled). A
 * code opens one session only, so when another test (or a retry) has just signed the same
 * operator in with this step's code, the server refuses it: wait for the next step's code.
 */
export const submitOperatorCode = async (
  page: Page,
  username: string,
  secret: string = operatorSecret(username),
) => {
  for (let attempt = 1; ; attempt++) {
    await page.getByLabel('Authenticator code').fill(totpCode(secret, Date.now()));
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/admin/api/session') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Sign in' }).click();
    if ((await answered).ok()) break;
    if (attempt === 3) throw new Error(`${username} could not sign in`);
    await page.waitForTimeout(STEP_MS - (Date.now() % STEP_MS) + 500);
  }
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
};

/** Opens the back office and signs the demo operator in. */
export const signInOperator = async (page: Page, username: string) => {
  await page.goto('/admin/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_OPERATOR_PASSWORD);
  await submitOperatorCode(page, username);
};

/** A link of the back office's side menu, shown or in a closed section. */
export const menuLink = (page: Page, name: string) =>
  page.locator('.shell-sider').getByRole('link', { name, exact: true, includeHidden: true });

/** Every link of the side menu in its order, closed sections' too. */
export const menuLinks = (page: Page) =>
  page.locator('.shell-sider').getByRole('link', { includeHidden: true });

/** Opens a screen from the side menu, opening its section first (one section is open at a time). */
export const openScreen = async (page: Page, name: string) => {
  const link = menuLink(page, name);
  await link.waitFor({ state: 'attached' });
  if (!(await link.isVisible())) {
    const inside = page.getByRole('link', { name, exact: true, includeHidden: true });
    const section = page.locator('.shell-sider li.ant-menu-submenu', { has: inside });
    await section.locator('.ant-menu-submenu-title').first().click();
  }
  await link.click();
};
