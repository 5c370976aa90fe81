import { API, accountEndpoints, HEADERS, type LoginAnswer } from '@lotto/contract';
import type { APIRequestContext } from '@playwright/test';
import { apiLogin, registerMember, sessionInfoOf, uniqueName } from '../support/api';
import { expectAccessible } from '../support/axe';
import { BASE_MINE_HOST, E2E_PORT } from '../support/data-dir';
import { enterSession, expect, test, useLanguage } from '../support/fixtures';
import { settledShot } from '../support/shots';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A556E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const BASE_ORIGIN = `http://${BASE_MINE_HOST}:${E2E_PORT}`;

/** An API call with a token, as the app makes it; answers the HTTP status and the envelope. */
const withToken = async (
  request: APIRequestContext,
  endpoint: { method: string; path: string; module: string },
  token: string,
  merchant?: string,
) => {
  const res = await request.fetch(endpoint.path, {
    method: endpoint.method,
    headers: {
      [HEADERS.authorization]: token,
      [HEADERS.module]: endpoint.module,
      ...(merchant ? { [HEADERS.merchant]: merchant } : {}),
    },
  });
  return {
    status: res.status(),
    body: (await res.json()) as { errorCode?: string; value?: { regDate?: number } },
  };
};

/** Calendar days since the member registered, as the phone (this machine) counts them. */
const daysOf = async (request: APIRequestContext, token: string) => {
  const { body } = await withToken(request, accountEndpoints.memberInfo, token);
  const start = new Date(body.value?.regDate ?? 0);
  const today = new Date();
  const day = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((day(today) - day(start)) / 86_400_000);
};

/** A new member signed in on two devices: a Windows desktop, and this browser as a phone. */
const memberOnTwoDevices = async (request: APIRequestContext) => {
  const username = uniqueName('sec');
  const registered = await registerMember(request, { username, password: 'Pass1234' });
  // The registration's own session is not one of the two devices.
  await withToken(request, accountEndpoints.logout, registered.token);
  const desktop = await apiLogin(request, username, 'Pass1234', undefined, {
    device: 'e2e-desktop-0001',
    userAgent: WINDOWS,
  });
  const phone = await apiLogin(request, username, 'Pass1234', undefined, {
    device: 'e2e-phone-00001',
    userAgent: ANDROID,
  });
  return { desktop, phone };
};

test.describe('in English', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'EN');
  });

  test('a visitor sees the login block, and every entry opens login', async ({ page }) => {
    await page.goto('/m/mine');
    const centre = page.getByTestId('member-centre');
    await expect(centre.getByTestId('mine-guest')).toBeVisible();
    await expect(centre.getByTestId('mine-member')).toHaveCount(0);
    await expect(centre.getByTestId('mine-item-agent')).toHaveCount(0);
    await expectAccessible(page);
    await settledShot(page, 'member-centre-guest-en');
    await centre.getByTestId('mine-item-bettingRecord').click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goto('/m/mine');
    await page.getByTestId('mine-guest').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('demo01 sees its name and days in the new template, with the tile grid first', async ({
    page,
    request,
  }) => {
    const demo = await apiLogin(request, 'demo01', 'Demo1234');
    await enterSession(page, sessionInfoOf(demo), '/m/mine');
    const centre = page.getByTestId('member-centre');
    await expect(centre).toHaveAttribute('data-template', 'new');
    await expect(centre.getByTestId('mine-name')).toHaveText('demo01');
    const days = await daysOf(request, demo.token);
    expect(days).toBeGreaterThan(1);
    await expect(centre.getByTestId('mine-days')).toHaveText(`${days} days with us`);
    // The seed's VIP job work raised demo01 to VIP1 by its stake (seed step demo-vip).
    await expect(centre.getByTestId('mine-vip')).toHaveText('VIP1');
    await expect(centre.getByTestId('mine-balance')).toContainText('K ');
    // The reward waiting in demo01's reward centre badges its entry.
    await expect(
      centre.getByTestId('mine-item-rewardCenter').getByTestId('mine-unclaimed'),
    ).toBeVisible();
    // The new layout: deposit and withdraw under the balance, the other tiles in the grid.
    await expect(centre.getByTestId('mine-quick').getByRole('link')).toHaveCount(2);
    await expect(centre.getByTestId('mine-tiles').getByRole('listitem')).toHaveCount(4);
    await expect(centre.getByTestId('mine-item-feedback')).toBeVisible();
    await expect(centre.getByTestId('mine-item-upLineTransfer')).toHaveCount(0);
    await expectAccessible(page);
    await settledShot(page, 'member-centre-new-en');
    await centre.getByTestId('mine-tile-download').click();
    await expect(page.getByTestId('download-popup')).toBeVisible();
    await page.keyboard.press('Escape');
    await centre.getByTestId('mine-tile-security').click();
    await expect(page).toHaveURL(/\/m\/securityCenter$/);
  });

  test('the base template lists the items, and a switch that is off hides its item and its endpoint', async ({
    page,
    request,
  }) => {
    const username = uniqueName('base');
    const member = await registerMember(request, {
      username,
      password: 'Pass1234',
      merchant: 'basemine',
    });
    await page.goto(`${BASE_ORIGIN}/m/home`);
    await page.evaluate(
      (value) => sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(value)),
      sessionInfoOf(member),
    );
    await page.goto(`${BASE_ORIGIN}/m/mine`);
    const centre = page.getByTestId('member-centre');
    await expect(centre).toHaveAttribute('data-template', 'base');
    await expect(centre.getByTestId('mine-name')).toHaveText(username);
    await expect(centre.getByTestId('mine-days')).toHaveText('Joined today');
    await expect(centre.getByTestId('mine-item-bettingRecord')).toBeVisible();
    await expect(centre.getByTestId('mine-item-feedback')).toHaveCount(0);
    await expect(centre.getByTestId('mine-item-rewardCenter')).toHaveCount(0);
    const rewards = await withToken(
      request,
      { method: 'GET', path: API.promotions.rewards, module: 'PROMO3' },
      member.token,
      'basemine',
    );
    expect(rewards).toMatchObject({ status: 403, body: { errorCode: 'function.not.available' } });
    await expectAccessible(page);
    await settledShot(page, 'member-centre-base-en');
  });

  test('a free-trial account is refused with free_reject for 2 s', async ({ page, request }) => {
    const res = await request.post(API.session.freePlay, {
      headers: { [HEADERS.module]: 'LOGIN3' },
      data: { loginDeviceId: 'e2e-trial-00001' },
    });
    const trial = ((await res.json()) as { value: LoginAnswer }).value;
    await enterSession(page, sessionInfoOf(trial), '/m/mine');
    await expect(
      page.getByText('Free trial accounts cannot use this area. Please login an actual account.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('the devices list shows both sessions; signing out the other ends it at once', async ({
    page,
    request,
  }) => {
    test.slow(); // a registration and two logins (scrypt) before the screen
    const { desktop, phone } = await memberOnTwoDevices(request);
    await enterSession(page, sessionInfoOf(phone), '/m/securityCenter');
    const devices = page.getByTestId('device');
    await expect(devices).toHaveCount(2);
    await expect(devices.first()).toHaveAttribute('data-current', 'true');
    await expect(devices.first().getByTestId('device-name')).toHaveText('Chrome on Android');
    await expect(devices.nth(1).getByTestId('device-name')).toHaveText('Chrome on Windows');
    await expect(devices.nth(1).getByTestId('device-place')).toContainText('10.');
    await expectAccessible(page);
    await settledShot(page, 'security-centre-en');

    expect((await withToken(request, accountEndpoints.devices, desktop.token)).status).toBe(200);
    await devices.nth(1).getByTestId('device-sign-out').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(devices).toHaveCount(1);
    const next = await withToken(request, accountEndpoints.devices, desktop.token);
    expect(next).toMatchObject({ status: 401, body: { errorCode: 'login.not.session' } });
    await expect(page.getByTestId('devices-sign-out-others')).toHaveCount(0);
    await page.getByTestId('security-password').click();
    await expect(page).toHaveURL(/\/m\/changePsw$/);
  });
});

test.describe('in Burmese', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'MY');
  });

  test('the member centre and security centre in MY', async ({ page, request }) => {
    test.slow(); // two logins of demo01's and a member's, and a registration
    const demo = await apiLogin(request, 'demo01', 'Demo1234');
    await enterSession(page, sessionInfoOf(demo), '/m/mine');
    const days = await daysOf(request, demo.token);
    await expect(page.getByTestId('mine-days')).toHaveText(`ကျွန်ုပ်တို့နှင့်အတူ ${days} ရက်`);
    await expectAccessible(page);
    await settledShot(page, 'member-centre-new-my');
    const { phone } = await memberOnTwoDevices(request);
    await enterSession(page, sessionInfoOf(phone), '/m/securityCenter');
    await expect(page.getByTestId('device')).toHaveCount(2);
    await expect(page.getByTestId('device').first().getByTestId('device-name')).toHaveText(
      'Android ပေါ်ရှိ Chrome',
    );
    await expectAccessible(page);
    await settledShot(page, 'security-centre-my');
    await page.goto('/m/mine');
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/m/mine');
    await expect(page.getByTestId('mine-guest')).toBeVisible();
    await settledShot(page, 'member-centre-guest-my');
  });
});
