import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, registerMember, sessionInfoOf, uniqueMobile, uniqueName } from '../support/api';
import { expectAccessible } from '../support/axe';
import { enterSession, expect, test, useLanguage } from '../support/fixtures';
import { confirmEmailLink, messageTo, smsCode } from '../support/outbox';
import { shot } from '../support/shots';

const PASSWORD = 'Pass1234';
const input = (page: Page, field: string) => page.getByTestId(`field-${field}`).locator('input');

/** A fresh member (by mobile when given one) in the security centre. */
const newMember = async (page: Page, request: APIRequestContext, mobileNum?: string) => {
  const username = uniqueName('sec');
  const answer = await registerMember(request, {
    username,
    password: PASSWORD,
    ...(mobileNum ? { mobileNum } : {}),
  });
  await enterSession(page, sessionInfoOf(answer), '/m/securityCenter');
  await expect(page.getByTestId('security-center')).toBeVisible();
  return username;
};

const row = (page: Page, id: string) => page.getByTestId(`security-${id}`);

test.describe('security centre in English', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'EN');
  });

  test('demo01 finds its mobile, e-mail and payment password in place', async ({
    page,
    request,
  }) => {
    const demo01 = await apiLogin(request, 'demo01', 'Demo1234');
    await enterSession(page, sessionInfoOf(demo01), '/m/securityCenter');
    await expect(row(page, 'mobile')).toContainText('95******5678');
    await expect(row(page, 'email')).toContainText('de****@example.com');
    await expect(row(page, 'payment-password')).toContainText('Set');
    await shot(page, 'security-centre-demo01-en');

    await row(page, 'payment-password').click();
    await expect(page.getByTestId('payment-status')).toContainText('Payment password set');
    await expect(page.getByTestId('payment-change-form')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'security-payment-change-en');
    await page.getByTestId('tab-reset').click();
    await expect(page.getByTestId('payment-reset-form')).toContainText('95******5678');
    await expectAccessible(page);
    await shot(page, 'security-payment-reset-en');

    await page.goto('/m/member/mobile');
    await expect(page.getByTestId('mobile-status')).toContainText('95******5678');
    await expect(input(page, 'password')).toBeVisible(); // a change asks the login password
    await expectAccessible(page);
    await shot(page, 'security-mobile-change-en');

    await page.goto('/m/member/email');
    await expect(page.getByTestId('email-status')).toContainText('de****@example.com');
    await expectAccessible(page);
    await shot(page, 'security-email-change-en');
  });

  test('a member sets, changes and resets the payment password by an SMS code', async ({
    page,
    request,
  }) => {
    test.slow(); // registration by SMS, several password hashes
    const mobile = uniqueMobile();
    await newMember(page, request, mobile);
    await expect(row(page, 'payment-password')).toContainText('Not set');
    await row(page, 'payment-password').click();
    const set = page.getByTestId('payment-set-form');
    await expect(set).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'security-payment-set-en');

    // The login password is refused as a payment password.
    await input(page, 'newPaymentPassword').fill(PASSWORD);
    await input(page, 'confirmPaymentPassword').fill(PASSWORD);
    await page.getByTestId('payment-set-submit').click();
    await expect(page.getByTestId('field-newPaymentPassword')).toContainText(
      'must differ from your login password',
    );
    await input(page, 'newPaymentPassword').fill('135790');
    await input(page, 'confirmPaymentPassword').fill('135790');
    await page.getByTestId('payment-set-submit').click();
    await expect(page).toHaveURL(/\/m\/securityCenter$/);
    await expect(row(page, 'payment-password')).toContainText('Set');

    // Change: a wrong old one shows under its field; the right one saves.
    await row(page, 'payment-password').click();
    await input(page, 'oldPaymentPassword').fill('000000');
    await input(page, 'newPaymentPassword').fill('246800');
    await input(page, 'confirmPaymentPassword').fill('246800');
    await page.getByTestId('payment-change-submit').click();
    await expect(page.getByTestId('field-oldPaymentPassword')).toContainText('incorrect');
    await input(page, 'oldPaymentPassword').fill('135790');
    await page.getByTestId('payment-change-submit').click();
    await expect(page).toHaveURL(/\/m\/securityCenter$/);

    // Reset: a code to the bound mobile and the login password.
    await row(page, 'payment-password').click();
    await page.getByTestId('tab-reset').click();
    const since = Date.now();
    await page.getByTestId('sms-button').click();
    await expect(page.getByTestId('sms-button')).toHaveText(/^\d+ s$/);
    await input(page, 'verificationCode').fill(await smsCode(request, mobile, since));
    await input(page, 'password').fill(PASSWORD);
    await input(page, 'newPaymentPassword').fill('975310');
    await input(page, 'confirmPaymentPassword').fill('975310');
    await shot(page, 'security-payment-reset-filled-en');
    await page.getByTestId('payment-reset-submit').click();
    await expect(page).toHaveURL(/\/m\/securityCenter$/);
  });

  test('a member binds a mobile by SMS code, then changes it with the password', async ({
    page,
    request,
  }) => {
    test.slow();
    await newMember(page, request);
    await expect(row(page, 'mobile')).toContainText('Not set');
    await row(page, 'mobile').click();
    await expect(page.getByTestId('bind-mobile-form')).toBeVisible();
    await expect(input(page, 'password')).toHaveCount(0); // nothing bound: no password asked
    await expectAccessible(page);
    await shot(page, 'security-mobile-bind-en');

    const first = uniqueMobile();
    await input(page, 'mobileNum').fill(first);
    let since = Date.now();
    await page.getByTestId('sms-button').click();
    await input(page, 'verificationCode').fill('000000');
    await page.getByTestId('bind-mobile-submit').click();
    await expect(page.getByTestId('field-verificationCode')).toContainText(
      'Verification code error',
    );
    await input(page, 'verificationCode').fill(await smsCode(request, first, since));
    await page.getByTestId('bind-mobile-submit').click();
    await expect(page).toHaveURL(/\/m\/securityCenter$/);
    await expect(row(page, 'mobile')).toContainText(`95******${first.slice(-4)}`);

    await row(page, 'mobile').click();
    const second = uniqueMobile();
    await input(page, 'mobileNum').fill(second);
    since = Date.now();
    await page.getByTestId('sms-button').click();
    await input(page, 'verificationCode').fill(await smsCode(request, second, since));
    await input(page, 'password').fill('Wrong999');
    await page.getByTestId('bind-mobile-submit').click();
    await expect(page.getByTestId('field-password')).toContainText('login password is incorrect');
    await input(page, 'password').fill(PASSWORD);
    await page.getByTestId('bind-mobile-submit').click();
    await expect(page).toHaveURL(/\/m\/securityCenter$/);
    await expect(row(page, 'mobile')).toContainText(`95******${second.slice(-4)}`);
    // The old number is told.
    expect(await messageTo(request, first, since)).toContain(`95******${second.slice(-4)}`);

    await page.goto('/m/webEmail');
    await expect(page.getByText('Your mobile number was changed')).toBeVisible();
  });

  test('a member binds an e-mail by a mailed link that works once', async ({ page, request }) => {
    test.slow();
    await newMember(page, request);
    await row(page, 'email').click();
    await expect(page.getByTestId('bind-email-form')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'security-email-bind-en');
    const email = `${uniqueName('mail')}@example.com`;
    await input(page, 'email').fill('not-an-address');
    await page.getByTestId('bind-email-submit').click();
    await expect(page.getByTestId('field-email')).toContainText('E-mail format is incorrect');
    await input(page, 'email').fill(email);
    const since = Date.now();
    await page.getByTestId('bind-email-submit').click();
    await expect(page.getByTestId('bind-email-sent')).toContainText(email);
    await expect(page.getByTestId('email-status')).toContainText('Waiting for confirmation');
    await expectAccessible(page);
    await shot(page, 'security-email-sent-en');

    const link = await confirmEmailLink(request, email, since);
    await page.goto(link);
    await expect(page.getByTestId('confirm-email-done')).toContainText(email.slice(0, 2));
    await expectAccessible(page);
    await shot(page, 'security-email-confirmed-en');
    await page.getByRole('link', { name: 'Go to the security centre' }).click();
    await expect(row(page, 'email')).toContainText(`${email.slice(0, 2)}****@example.com`);

    // The link works once.
    await page.goto(link);
    await expect(page.getByTestId('confirm-email-failed')).toContainText('already used');
    await shot(page, 'security-email-link-used-en');
  });
});

test.describe('security centre in Burmese', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'MY');
  });

  test('the payment password, mobile and e-mail screens read in Burmese', async ({
    page,
    request,
  }) => {
    await newMember(page, request);
    await shot(page, 'security-centre-my');
    await row(page, 'payment-password').click();
    await expect(page.getByTestId('payment-set-form')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'security-payment-set-my');
    await page.goto('/m/member/mobile');
    await expect(page.getByTestId('bind-mobile-form')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'security-mobile-bind-my');
    await page.goto('/m/member/email');
    await expect(page.getByTestId('bind-email-form')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'security-email-bind-my');
    await page.goto('/m/confirmEmail?emailToken=xxxxxxxxxxxxxxxxxxxxxxxx');
    await expect(page.getByTestId('confirm-email-failed')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'security-email-link-used-my');
  });
});
