import { API } from '@lotto/contract';
import { apiLogin, registerMember, sessionInfoOf, uniqueMobile, uniqueName } from '../support/api';
import { enterSession, expect, navigateInApp, test, useLanguage } from '../support/fixtures';
import { resetLink, smsCode } from '../support/outbox';
import { ChangePasswordPage, ForgetPage } from '../support/pages/forget-page';
import { HomePage } from '../support/pages/home-page';
import { LoginPage } from '../support/pages/login-page';
import { shot } from '../support/shots';

const PASSWORD = 'Pass1234';
const NEW_PASSWORD = 'Fresh5678';

test('forgot password by e-mail: the mailed link sets a new password', async ({
  page,
  request,
}) => {
  const username = uniqueName('mail');
  const email = `${username}@example.com`;
  await registerMember(request, { username, password: PASSWORD, email });
  const forget = new ForgetPage(page);
  await useLanguage(page, 'EN');
  await page.goto('/m/home');
  await forget.goto();
  await forget.method('email');
  await shot(page, 'forget-email-en');

  await forget.input('username').fill(` ${username} `);
  await forget.input('email').fill('not-an-email');
  await page.getByTestId('forget-email-submit').click();
  await expect(page.getByTestId('field-email')).toContainText('E-mail format is incorrect');
  await forget.input('email').fill(` ${email} `); // trimmed before sending
  const since = Date.now();
  const sent = page.waitForResponse((r) => r.url().includes(API.member.forgotByEmail));
  await page.getByTestId('forget-email-submit').click();
  expect((await sent).request().headers()['content-type']).toContain('x-www-form-urlencoded');
  await expect(page.getByText('The reset link has been sent to your e-mail')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/); // then back

  await page.goto(await resetLink(request, email, since));
  await expect(page.getByTestId('reset-link-form')).toBeVisible();
  await shot(page, 'forget-reset-link-en');
  await forget.input('newPassword').fill(NEW_PASSWORD);
  await forget.input('confirmNewPassword').fill(NEW_PASSWORD);
  await page.getByTestId('reset-submit').click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await new LoginPage(page).login(username, NEW_PASSWORD);
});

test('forgot password by phone ends logged in, even where login needs the captcha', async ({
  page,
  request,
}) => {
  const username = uniqueName('phone');
  const mobile = uniqueMobile();
  await registerMember(request, { username, password: PASSWORD, mobileNum: mobile });
  const forget = new ForgetPage(page);
  await useLanguage(page, 'EN');
  // A failed login: from this address the account now needs the captcha (A.13).
  const login = new LoginPage(page);
  await login.goto();
  await login.fill(username, 'Wrong1234');
  await login.submit();
  await expect(login.captchaField).toBeVisible();
  await forget.goto();
  await expect(page.getByTestId('forget-phone-form')).toBeVisible(); // phone first
  await expect(forget.input('verificationCode')).toBeDisabled();
  await expect(page.getByTestId('forget-phone-submit')).toBeDisabled();
  await shot(page, 'forget-phone-en');

  await forget.input('mobileNum').fill(mobile);
  const since = Date.now();
  await page.getByTestId('sms-button').click();
  await expect(forget.input('verificationCode')).toBeEnabled();
  // A reload keeps the countdown, the number and a usable code field (A.13).
  await page.reload();
  await expect(page.getByTestId('sms-button')).toBeDisabled();
  await expect(page.getByTestId('sms-button')).toHaveText(/^\d+ s$/);
  await expect(forget.input('mobileNum')).toHaveValue(mobile);
  await expect(forget.input('verificationCode')).toBeEnabled();
  await forget.input('verificationCode').fill(await smsCode(request, mobile, since));
  await forget.input('newPassword').fill(NEW_PASSWORD);
  await forget.input('newPassword').blur();
  await expect(page.getByTestId('forget-phone-submit')).toBeEnabled();
  await page.getByTestId('forget-phone-submit').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(new HomePage(page).member).toHaveText(username);
  expect((await apiLogin(request, username, NEW_PASSWORD)).userName).toBe(username);
});

test('change password: same-password popup, saved, home after 1 s, other sessions ended', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // two devices, three logins (scrypt) and a 1 s redirect
  const username = uniqueName('chg');
  await registerMember(request, { username, password: PASSWORD });
  // A second device with its own session.
  const other = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': '10.254.1.1' },
  });
  const otherPage = await other.newPage();
  await useLanguage(otherPage, 'EN');
  await enterSession(otherPage, sessionInfoOf(await apiLogin(request, username, PASSWORD)));
  await expect(new HomePage(otherPage).member).toHaveText(username);

  // Logged in here with remember password: the page holds the password.
  await useLanguage(page, 'EN');
  const login = new LoginPage(page);
  await login.goto();
  await login.fill(username, PASSWORD);
  await login.remember.check();
  await login.submit();
  await expect(page).toHaveURL(/\/m\/home$/);
  // The address moves first; login must have given way to home before the next address.
  await expect(new HomePage(page).screen).toBeVisible();
  await navigateInApp(page, '/m/set'); // no reload: the page keeps the password it holds
  await page.getByTestId('settings-change-password').click();
  const change = new ChangePasswordPage(page);
  await expect(change.screen).toBeVisible();
  await expect(page.getByTestId('field-oldPassword')).toHaveCount(0);
  await shot(page, 'change-password-en');

  await change.fill(PASSWORD);
  await change.submit();
  await expect(
    page.getByText('The new password and the old password cannot be the same'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();

  await change.fill(NEW_PASSWORD);
  const saved = page.waitForResponse((r) => r.url().includes(API.member.password));
  await change.submit();
  await saved;
  const savedAt = Date.now();
  await expect(page.getByText('Change saved')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(Date.now() - savedAt).toBeGreaterThanOrEqual(900);

  // The remembered password followed the change (login is for a tab without a session).
  await page.evaluate(() => sessionStorage.clear());
  await login.goto();
  await expect(login.input('password')).toHaveValue(NEW_PASSWORD);

  // The other device's session ended with the change.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/m\/login$/);
  await expect(
    otherPage.getByText('The account has been logged out, please log in again'),
  ).toBeVisible();
  await other.close();
});

test('without a held password the old one is asked; a visitor is sent home', async ({
  page,
  request,
}) => {
  const username = uniqueName('old');
  await registerMember(request, { username, password: PASSWORD });
  await page.goto('/m/changePsw');
  await expect(page).toHaveURL(/\/m\/home$/);

  await useLanguage(page, 'MY');
  await enterSession(
    page,
    sessionInfoOf(await apiLogin(request, username, PASSWORD)),
    '/m/changePsw',
  );
  const change = new ChangePasswordPage(page);
  await expect(change.input('oldPassword')).toBeVisible();
  await shot(page, 'change-password-my');
  await change.input('oldPassword').fill('Wrong1234');
  await change.fill(NEW_PASSWORD);
  await change.submit();
  await expect(page.getByTestId('field-oldPassword')).toContainText('စကားဝှက်အဟောင်း မှားနေသည်');
});

test('five wrong old passwords end the session: the app signs out and says why', async ({
  page,
  request,
}) => {
  const username = uniqueName('guess');
  await registerMember(request, { username, password: PASSWORD });
  await useLanguage(page, 'EN');
  const session = sessionInfoOf(await apiLogin(request, username, PASSWORD));
  await enterSession(page, session, '/m/changePsw');
  const change = new ChangePasswordPage(page);
  for (let i = 1; i <= 5; i++) {
    await change.input('oldPassword').fill(`Wrong${i}x1`);
    await change.fill(NEW_PASSWORD);
    await change.submit();
    if (i < 5) {
      await expect(page.getByTestId('field-oldPassword')).toContainText(
        'old password is incorrect',
      );
    }
  }
  // Signed out, on login with the reason, though this screen sends visitors home.
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(new LoginPage(page).screen).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  await expect(page.getByText('Too many wrong old passwords')).toBeVisible();
  await expect(page.locator('.adm-toast-main')).toHaveCount(0); // the loading toast has gone
  await shot(page, 'change-password-too-many-en');
  expect((await apiLogin(request, username, PASSWORD)).userName).toBe(username);
});

test('recovery screens in Burmese', async ({ page }) => {
  const forget = new ForgetPage(page);
  await useLanguage(page, 'MY');
  await forget.goto();
  await expect(forget.screen).toContainText('ဖုန်းဖြင့်');
  await shot(page, 'forget-phone-my');
  await forget.method('email');
  await shot(page, 'forget-email-my');
  await forget.goto('?resetToken=aaaaaaaaaaaaaaaaaaaaaaaa');
  await shot(page, 'forget-reset-link-my');
});
