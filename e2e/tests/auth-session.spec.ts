import { API } from '@lotto/contract';
import { apiLogin, registerMember, uniqueName } from '../support/api';
import { memberType } from '../support/db';
import { expect, navigateInApp, test, useLanguage } from '../support/fixtures';
import { HomePage } from '../support/pages/home-page';
import { LoginPage } from '../support/pages/login-page';
import { shot } from '../support/shots';

const PASSWORD = 'Pass1234';

test('sign-out ends the session and clears every key it names', async ({ page, request }) => {
  const username = uniqueName('out');
  await registerMember(request, { username, password: PASSWORD });
  await useLanguage(page, 'EN');
  const login = new LoginPage(page);
  await login.goto();
  await login.fill(username, PASSWORD);
  await login.remember.check();
  await login.submit();
  await expect(page).toHaveURL(/\/m\/home$/);
  const token = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string,
  );
  await page.evaluate(() => {
    localStorage.setItem('bankList', '[]');
    sessionStorage.setItem('NOTICE_POP', '1');
  });

  await navigateInApp(page, '/m/set');
  await expect(page.getByTestId('settings-account')).toHaveText(username);
  await shot(page, 'settings-en');
  await page.getByTestId('settings-sign-out').click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('header-home').getByRole('link', { name: 'Login' })).toBeVisible();

  const left = await page.evaluate(() => ({
    session: sessionStorage.length,
    autoLogin: localStorage.getItem('autoLogin'),
    autoSass: localStorage.getItem('autoSass'),
    autoRemPass: localStorage.getItem('autoRemPass'),
    bankList: localStorage.getItem('bankList'),
  }));
  expect(left).toEqual({
    session: 0,
    autoLogin: '0',
    autoSass: null,
    autoRemPass: null,
    bankList: null,
  });
  // The server forgot the token too.
  const after = await request.get(API.member.info, { headers: { authorization: token } });
  expect(after.status()).toBe(401);
  expect((await after.json()).errorCode).toBe('login.not.session');
});

test('settings send a visitor home', async ({ page }) => {
  await page.goto('/m/set');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('test play from login starts a free-trial session; the member area refuses it', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'EN');
  const login = new LoginPage(page);
  await login.goto();
  await page.getByTestId('test-play').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const home = new HomePage(page);
  const trialName = (await home.member.textContent()) ?? '';
  expect(trialName).not.toBe('');
  const stored = await page.evaluate(() => ({
    info: JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}'),
    trialUser: sessionStorage.getItem('trialUser'),
  }));
  expect(stored.info.type).toBe(4);
  expect(stored.trialUser).toBe(trialName);
  expect(await memberType(trialName)).toBe(4);
  // The server refuses the member centre's data to it as well.
  const info = await request.get(API.member.info, {
    headers: { authorization: stored.info.token },
  });
  expect((await info.json()).errorCode).toBe('free_reject');

  // Type 4 is refused from the member area: free_reject for 2 s, then home.
  await page.getByTestId('footer-menu').getByRole('link', { name: 'Me', exact: true }).click();
  await expect(
    page.getByText('Free trial accounts cannot use this area. Please login an actual account.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/member/benefits');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the free-trial screen creates an account, names it and starts test play', async ({
  page,
}) => {
  await useLanguage(page, 'EN');
  await page.goto('/m/trail');
  await expect(page.getByTestId('trial-screen')).toBeVisible();
  await shot(page, 'trial-en');
  await page.getByTestId('trial-create').click();
  const name = page.getByTestId('trial-name');
  await expect(name).toHaveText(/\S+/);
  const trialName = (await name.textContent()) ?? '';
  await shot(page, 'trial-created-en');
  await page.getByTestId('trial-start').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(new HomePage(page).member).toHaveText(trialName);
});

test('settings and free trial in Burmese', async ({ page, request }) => {
  const username = uniqueName('mys');
  await registerMember(request, { username, password: PASSWORD });
  await useLanguage(page, 'MY');
  await page.goto('/m/trail');
  await expect(page.getByTestId('trial-screen')).toContainText('စမ်းသုံးအကောင့် ဖွင့်ရန်');
  await shot(page, 'trial-my');
  const login = new LoginPage(page);
  await login.goto();
  await login.login(username, PASSWORD);
  await navigateInApp(page, '/m/set');
  await expect(page.getByTestId('settings-screen')).toContainText('စကားဝှက် ပြောင်းရန်');
  await shot(page, 'settings-my');
});

test('an app shell opens the app with ?token= and the member is signed in', async ({
  page,
  request,
}) => {
  const username = uniqueName('tok');
  await registerMember(request, { username, password: PASSWORD });
  const { token } = await apiLogin(request, username, PASSWORD);
  await useLanguage(page, 'EN');
  await page.goto(`/m/home?token=${token}`);
  const home = new HomePage(page);
  await expect(home.member).toHaveText(username);
  await expect(page).toHaveURL(/\/m\/home$/); // the token left the address at once
  expect(
    await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token),
  ).toBe(token);
  // The header shows the total balance (the demo site's welcome credit), or asterisks.
  await expect(page.getByTestId('header-balance')).toHaveText('K 1,000.00');
  await shot(page, 'home-member-en');
  await page.getByTestId('header-menu').click();
  await page.getByRole('menuitem', { name: 'Hide balance' }).click();
  await expect(page.getByTestId('header-balance')).toHaveText('K ****');
});

test('an unknown ?token= restores nothing', async ({ page }) => {
  await page.goto('/m/home?token=not-a-real-token');
  await expect(page.getByTestId('header-home')).toBeVisible();
  await expect(page.getByTestId('header-member')).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/home$/);
});
