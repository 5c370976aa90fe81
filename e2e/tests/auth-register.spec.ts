import { uniqueMobile, uniqueName } from '../support/api';
import { e2eDb } from '../support/db';
import { expect, test, useLanguage } from '../support/fixtures';
import { smsCode } from '../support/outbox';
import { HomePage } from '../support/pages/home-page';
import { RegisterPage } from '../support/pages/register-page';
import { shot } from '../support/shots';

const PASSWORD = 'Pass1234';

const registeredMember = (username: string) =>
  e2eDb()
    .selectFrom('members')
    .select(['username', 'mobile', 'register_method', 'upline_id', 'type'])
    .where('username', '=', username)
    .executeTakeFirst();

test('a visitor registers by username with an invitation link and lands home logged in', async ({
  page,
}) => {
  const username = uniqueName('reg');
  const register = new RegisterPage(page);
  await useLanguage(page, 'EN');
  await register.goto('?affiliateCode=AGENT01');
  await expect(register.input('affiliateCode')).toHaveValue('AGENT01');
  await expect(page.getByTestId('field-username')).toContainText('*');
  await expect(page.getByTestId('field-email')).not.toContainText('*');
  await shot(page, 'register-username-en');

  await register.input('username').fill(username);
  await register.input('password').fill(PASSWORD);
  await register.input('confirmPassword').fill('Other123');
  await register.input('confirmPassword').blur();
  await expect(register.fieldError('confirmPassword')).toHaveText(
    'Confirmation password not matched',
  );
  await register.input('confirmPassword').fill(PASSWORD);
  await expect(register.fieldError('confirmPassword')).toHaveCount(0);
  await register.solveCaptcha();

  await register.submit(); // the age is not confirmed yet
  await expect(page.getByTestId('age-confirm').locator('xpath=../..')).toContainText(
    'at least 18 years old',
  );
  await expect(page).toHaveURL(/\/m\/register/);
  await register.confirmAge();
  const answered = page.waitForResponse((r) => r.url().includes('/wps/member/register'));
  await register.submit();
  await answered; // the success toast lasts 1 s: look for it once the answer is in

  await expect(page.getByText('Registered successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(new HomePage(page).member).toHaveText(username);
  const row = await registeredMember(username);
  expect(row?.register_method).toBe('H5');
  expect(row?.upline_id).not.toBeNull(); // AGENT01 became the upline
});

test('a visitor registers by mobile number with the SMS code from the outbox', async ({
  page,
  request,
}) => {
  const mobile = uniqueMobile();
  const register = new RegisterPage(page);
  await useLanguage(page, 'EN');
  await register.goto();
  // The typed number goes with the visitor to the other tab.
  await register.input('mobileNum').fill(mobile);
  await register.tab('mobile');
  await expect(register.input('mobileNum')).toHaveValue(mobile);
  await expect(page.getByTestId('field-username')).toHaveCount(0);
  await shot(page, 'register-mobile-en');

  const since = Date.now();
  await page.getByTestId('sms-button').click();
  await expect(page.getByTestId('sms-button')).toBeDisabled();
  await register.input('verificationCode').fill(await smsCode(request, mobile, since));
  await register.input('password').fill(PASSWORD);
  await register.input('confirmPassword').fill(PASSWORD);
  await register.solveCaptcha();
  await register.confirmAge();
  await register.submit();

  // The member never typed a username: the one the server made is shown (A.13).
  const told = page.getByTestId('registered-username');
  await expect(told).toContainText(`m${mobile}`);
  await shot(page, 'register-mobile-username-en');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(new HomePage(page).member).toHaveText(`m${mobile}`);
  expect((await registeredMember(`m${mobile}`))?.mobile).toBe(mobile);
});

test('a wrong invitation code is refused before registering and gets the focus', async ({
  page,
}) => {
  const register = new RegisterPage(page);
  await useLanguage(page, 'EN');
  await register.goto('?code=NOPE999');
  await register.input('username').fill(uniqueName('inv'));
  await register.input('password').fill(PASSWORD);
  await register.input('confirmPassword').fill(PASSWORD);
  await register.solveCaptcha();
  await register.confirmAge();
  const checked = page.waitForResponse((r) => r.url().includes('/wps/agent/affiliate'));
  await register.submit();
  await checked; // the toast lasts 1 s
  await expect(page.getByText('Invalid invitation code')).toBeVisible();
  await expect(register.input('affiliateCode')).toBeFocused();
  await expect(page).toHaveURL(/\/m\/register/);
});

test('a taken username is shown under its field; no agreement, no register button', async ({
  page,
}) => {
  const register = new RegisterPage(page);
  await useLanguage(page, 'EN');
  await register.goto();
  await register.input('username').fill('demo01');
  await register.input('password').fill(PASSWORD);
  await register.input('confirmPassword').fill(PASSWORD);
  await register.solveCaptcha();
  await register.confirmAge();
  await page.getByTestId('agree').uncheck();
  await expect(page.getByTestId('register-submit')).toBeDisabled();
  await page.getByTestId('agree').check();
  await register.submit();
  await expect(register.fieldError('username')).toHaveText('Sorry, the username already exists.');
  await expect(register.input('username')).toBeFocused();
  // A refused try used the captcha up: a new image, an empty field.
  await expect(register.input('captcha')).toHaveValue('');
});

test('the registration screen in Burmese', async ({ page }) => {
  const register = new RegisterPage(page);
  await useLanguage(page, 'MY');
  await register.goto();
  await expect(register.screen).toContainText('အကောင့်ဖွင့်ရန်');
  await register.submit();
  await expect(register.fieldError('username')).toContainText('အသုံးပြုသူအမည်');
  await shot(page, 'register-username-my');
  await register.tab('mobile');
  await shot(page, 'register-mobile-my');
});
