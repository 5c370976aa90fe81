import { API } from '@lotto/contract';
import { apiLogin, registerMember, sessionInfoOf, uniqueMobile, uniqueName } from '../support/api';
import { enterSession, expect, test, useLanguage } from '../support/fixtures';
import { smsCode } from '../support/outbox';
import { HomePage } from '../support/pages/home-page';
import { LoginPage } from '../support/pages/login-page';
import { shot } from '../support/shots';

const PASSWORD = 'Pass1234';

test('the login screen in English and Burmese', async ({ page }) => {
  const login = new LoginPage(page);
  await useLanguage(page, 'EN');
  await login.goto();
  await expect(login.screen).toContainText('Account login');
  await expect(page.getByTestId('login-links')).toContainText('Register now');
  await expect(page.getByTestId('login-prompt')).toContainText('Register in one minute');
  await expect(login.input('username')).toHaveAttribute('autocomplete', 'username');
  await expect(login.input('password')).toHaveAttribute('autocomplete', 'current-password');
  await shot(page, 'login-en');
  await login.tab('sms');
  await shot(page, 'login-mobile-en');

  await useLanguage(page, 'MY');
  await login.goto();
  await expect(login.screen).toContainText('အကောင့်ဖြင့် ဝင်ရန်');
  await shot(page, 'login-my');
  await login.tab('sms');
  // Country names in Burmese, though this Chromium has no Burmese region names (A.16).
  await expect(page.getByTestId('dialing-code').locator('option[value="95"]')).toHaveText(
    'မြန်မာ (+95)',
  );
  await shot(page, 'login-mobile-my');
});

test('an empty form focuses the first invalid field and shows its message', async ({ page }) => {
  const login = new LoginPage(page);
  await useLanguage(page, 'EN');
  await login.goto();
  await login.submit();
  await expect(login.fieldError('username')).toHaveText('Please enter your username');
  await expect(login.fieldError('password')).toHaveText('Enter password');
  await expect(login.input('username')).toBeFocused();
  await login.input('username').fill('bad name!');
  await expect(login.fieldError('username')).toHaveText('Account format is incorrect');
});

test('a failed login brings the captcha and a right captcha lets the member in', async ({
  page,
  request,
}) => {
  const user = { username: uniqueName('cap'), password: PASSWORD };
  await registerMember(request, user);
  const login = new LoginPage(page);
  await useLanguage(page, 'EN');
  await login.goto();
  await expect(login.captchaField).toHaveCount(0);

  await login.fill(user.username, 'Wrong9999');
  await login.submit();
  await expect(login.captchaField).toBeVisible();
  await expect(page.getByTestId('captcha-image').locator('img')).toBeVisible();
  await shot(page, 'login-captcha-en');

  await login.input('password').fill(user.password);
  await login.input('captcha').fill('0000');
  await login.solveCaptcha(); // a tap loads a new image and clears the input first
  await login.submit();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(new HomePage(page).member).toHaveText(user.username);
});

test('a member logs in with the mobile number and the SMS code from the outbox', async ({
  page,
  request,
}) => {
  const mobile = uniqueMobile();
  const user = { username: uniqueName('sms'), password: PASSWORD, mobileNum: mobile };
  await registerMember(request, user);
  const login = new LoginPage(page);
  await useLanguage(page, 'EN');
  await login.goto();
  await login.tab('sms');
  await login.input('mobileNum').fill(mobile);
  const since = Date.now();
  const sent = page.waitForResponse((r) => r.url().includes('/wps/verification/sms/noLogin'));
  await page.getByTestId('sms-button').click();
  await sent; // the toast lasts 1.5 s
  await expect(page.getByText('SMS sent')).toBeVisible();
  // The countdown is expiredMinutes x 60 s (2 minutes on the e2e server), in 1 s ticks.
  await expect(page.getByTestId('sms-button')).toBeDisabled();
  await expect(page.getByTestId('sms-button')).toHaveText(/^1[12]\d s$/);
  await login.input('messageCode').fill(await smsCode(request, mobile, since));
  await login.submit();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(new HomePage(page).member).toHaveText(user.username);
});

test('remember password fills the form again after a reload, sealed in storage', async ({
  page,
  request,
}) => {
  const user = { username: uniqueName('rem'), password: PASSWORD };
  await registerMember(request, user);
  const login = new LoginPage(page);
  await useLanguage(page, 'EN');
  await login.goto();
  await login.fill(user.username, user.password);
  await login.remember.check();
  await login.submit();
  await expect(page).toHaveURL(/\/m\/home$/);

  // The login is sealed (Web Crypto, asynchronous) and stored once the member is home.
  const remembered = () => page.evaluate(() => localStorage.getItem('remPass') ?? '');
  await expect.poll(remembered).toContain(user.username);
  const stored = await page.evaluate(() => ({
    remPass: localStorage.getItem('remPass') ?? '',
    autoLogin: localStorage.getItem('autoLogin'),
  }));
  expect(stored.remPass).toContain(user.username);
  expect(stored.remPass).not.toContain(user.password);
  expect(stored.remPass).not.toContain(Buffer.from(user.password).toString('base64'));
  expect(stored.autoLogin).toBe('1');

  // Signed in, login sends the member home; the remembered login is for the next time.
  await page.evaluate(() => sessionStorage.clear());
  await login.goto();
  await page.reload();
  await expect(login.input('username')).toHaveValue(user.username);
  await expect(login.input('password')).toHaveValue(user.password);
  await expect(login.remember).toBeChecked();
});

test('an ended session sends the member to login with its message', async ({ page, request }) => {
  const user = { username: uniqueName('end'), password: PASSWORD };
  await registerMember(request, user);
  const answer = await apiLogin(request, user.username, user.password);
  await useLanguage(page, 'EN');
  await enterSession(page, sessionInfoOf(answer));
  const home = new HomePage(page);
  await expect(home.member).toHaveText(user.username);

  // Another device ends this session (logout with its token).
  const ended = await request.delete(API.session.logout, {
    headers: { authorization: answer.token },
  });
  expect(ended.ok()).toBe(true);

  await page.reload(); // home renews the session on mount: the server answers 401
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByTestId('session-ended')).toHaveText(
    'The account has been logged out, please log in again',
  );
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  await shot(page, 'login-session-ended-en');
});
