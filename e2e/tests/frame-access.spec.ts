import { registerMember, sessionInfoOf, uniqueName } from '../support/api';
import { enterSession, expect, navigateInApp, test, useLanguage } from '../support/fixtures';
import { HomePage } from '../support/pages/home-page';
import { LoginPage } from '../support/pages/login-page';
import { firstGame, LaunchPage } from '../support/pages/play-page';
import { shot } from '../support/shots';

const PASSWORD = 'Pass1234';

test('a visitor opening a member screen logs in and comes back to it (A.25)', async ({
  page,
  request,
}) => {
  const user = { username: uniqueName('gate'), password: PASSWORD };
  await registerMember(request, user);
  await useLanguage(page, 'EN');
  // The member centre itself shows a visitor its login block (member-centre.spec.ts).
  for (const path of ['/m/securityCenter', '/m/voucherCenter', '/m/withdraw', '/m/gameRecord']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/m\/login$/);
  }
  await page.goto('/m/webEmail');
  const login = new LoginPage(page);
  await expect(login.screen).toBeVisible();
  await login.fill(user.username, user.password);
  await login.submit();
  await expect(page).toHaveURL(/\/m\/webEmail$/);
  await expect(page.getByTestId('inbox-list')).toBeVisible();
});

test('a signed-in member opening /m/login is sent home (A.17)', async ({ page, request }) => {
  const member = await registerMember(request, { username: uniqueName('in'), password: PASSWORD });
  await useLanguage(page, 'EN');
  await enterSession(page, sessionInfoOf(member), '/m/login');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('login-screen')).toHaveCount(0);
});

test('a signed-in member opening registration or free trial is sent home', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, { username: uniqueName('rg'), password: PASSWORD });
  await useLanguage(page, 'EN');
  await enterSession(page, sessionInfoOf(member), '/m/register');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('register-screen')).toHaveCount(0);
  for (const path of ['/m/trail', '/register.html']) {
    await navigateInApp(page, path);
    await expect(page, path).toHaveURL(/\/m\/home$/);
  }
  await expect(page.getByTestId('trial-screen')).toHaveCount(0);
});

test('a member who is no agent (type 0) opening the agent centre is sent home (spec/02 §6)', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, { username: uniqueName('ag'), password: PASSWORD });
  expect(member.customerType).toBe(0);
  await useLanguage(page, 'EN');
  await enterSession(page, sessionInfoOf(member), '/m/agent');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('coming-soon')).toHaveCount(0);
  await navigateInApp(page, '/m/agent/team/overview');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a toast is opaque and covers no field or button of the form (A.15)', async ({
  page,
  request,
}) => {
  const user = { username: uniqueName('tst'), password: PASSWORD };
  await registerMember(request, user);
  await useLanguage(page, 'MY');
  const login = new LoginPage(page);
  await login.goto();
  await login.fill(user.username, 'Wrong9999');
  await login.submit();
  // The toast lasts 1.5 s (TOASTS.default): its colour and every box are read in one call the
  // moment it shows, since a screenshot first can outlast it on a loaded machine.
  const toast = page.locator('.adm-toast-main');
  await expect(toast).toBeVisible();
  const seen = await page.evaluate(() => {
    const boxOf = (node: Element | null) => {
      if (!node) return null;
      const { x, y, width, height } = node.getBoundingClientRect();
      return { x, y, width, height };
    };
    const toastNode = document.querySelector('.adm-toast-main');
    const targets = [
      '[data-testid="field-username"] input',
      '[data-testid="field-password"] input',
      '[data-testid="login-submit"]',
      '[data-testid="captcha-image"]',
      '.nav-bar .icon-button',
    ].map((selector) => ({ selector, box: boxOf(document.querySelector(selector)) }));
    return {
      background: toastNode ? getComputedStyle(toastNode).backgroundColor : '',
      box: boxOf(toastNode),
      targets,
    };
  });
  await shot(page, 'toast-login-my');
  expect(seen.background).toMatch(/^rgb\(/); // rgba(...) would be see-through
  const box = seen.box;
  expect(box).not.toBeNull();
  for (const { selector, box: other } of seen.targets) {
    if (!box || !other) continue;
    const apart =
      box.y + box.height <= other.y ||
      other.y + other.height <= box.y ||
      box.x + box.width <= other.x ||
      other.x + other.width <= box.x;
    expect(apart, selector).toBe(true);
  }
});

test('a free-trial player sees play money in the header (A.21)', async ({ page }) => {
  for (const [language, label] of [
    ['EN', 'Play money'],
    ['MY', 'စမ်းသုံးငွေ'],
  ] as const) {
    await useLanguage(page, language);
    const login = new LoginPage(page);
    await login.goto();
    await page.getByTestId('test-play').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(new HomePage(page).page.getByTestId('play-money')).toHaveText(label);
    await shot(page, `trial-header-${language.toLowerCase()}`);
    await page.goto('/m/gameList?gameType=RNG');
    await expect(page.getByTestId('header-page').getByTestId('play-money')).toHaveText(label);
    await page.evaluate(() => sessionStorage.clear());
  }
});

test('a free-trial player sees play money in the launch frame and the game page (A.21)', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'MY');
  const login = new LoginPage(page);
  await login.goto();
  await page.getByTestId('test-play').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const slot = await firstGame(request, 'gameType=RNG&vassalage=PG&pageSize=1');
  const launch = new LaunchPage(page);
  await navigateInApp(page, `${LaunchPage.path(slot.nodeId)}&gameType=RNG&vassalage=PG`);
  await launch.opened();
  await expect(launch.frame.getByTestId('play-money')).toHaveText('စမ်းသုံးငွေ');
  await expect(launch.game.get('play-money')).toHaveText('စမ်းသုံးငွေ');
  await shot(page, 'trial-game-my');
});
