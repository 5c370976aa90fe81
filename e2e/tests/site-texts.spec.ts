import { TEXTS_HOST } from '../support/data-dir';
import { expect, navigateInApp, test, useLanguage } from '../support/fixtures';
import { LoginPage } from '../support/pages/login-page';
import { shot } from '../support/shots';

const BURMESE_PROMPT = 'တစ်မိနစ်အတွင်း အကောင့်ဖွင့်ပြီး';
const ENGLISH_PROMPT = 'Register in one minute';

test("the site's login prompt and app description follow the language (A.16)", async ({ page }) => {
  const login = new LoginPage(page);
  await useLanguage(page, 'MY');
  await login.goto();
  await expect(page.getByTestId('login-prompt')).toContainText(BURMESE_PROMPT);
  await shot(page, 'login-prompt-my');

  await page.goto('/m/home');
  const bar = page.getByTestId('download-bar');
  await expect(bar).toContainText('ShweLucky အက်ပ်ကို ထည့်သွင်းပါ');
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-EN').click();
  await expect(bar).toContainText('Install the ShweLucky app');
  await navigateInApp(page, '/m/login');
  await expect(page.getByTestId('login-prompt')).toContainText(ENGLISH_PROMPT);
  await expect(page.getByTestId('login-prompt')).not.toContainText(BURMESE_PROMPT);
});

test("a first visit shows the texts of the site's default language, sanitized in each", async ({
  page,
}) => {
  const port = new URL(test.info().project.use.baseURL ?? '').port;
  const login = new LoginPage(page);
  await page.goto(`http://${TEXTS_HOST}:${port}/m/login`);
  await expect(login.screen).toContainText('Account login');
  await expect(page.getByTestId('login-prompt')).toHaveText('English prompt of this site.');

  await useLanguage(page, 'MY');
  await page.reload();
  const prompt = page.getByTestId('login-prompt');
  await expect(prompt).toHaveText('ဤဆိုက်၏ မြန်မာ စာသား။');
  await expect(prompt.locator('img[onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => 'promptScript' in window)).toBe(false);
  await shot(page, 'login-prompt-sanitized-my');
});
