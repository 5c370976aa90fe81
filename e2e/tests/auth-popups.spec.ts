import { apiLogin, registerMember, sessionInfoOf, uniqueName } from '../support/api';
import { E2E_PORT, POPUP_HOST } from '../support/data-dir';
import { addPopup, removeAnnouncement } from '../support/db';
import { expect, test, useLanguage } from '../support/fixtures';
import { HomePage } from '../support/pages/home-page';
import { RegisterPage } from '../support/pages/register-page';
import { shot } from '../support/shots';
import { watchAttribute, watchedTimes } from '../support/watch';

/** Popups are tested on their own site, whose home keeps the demo's announcements. */
const ORIGIN = `http://${POPUP_HOST}:${E2E_PORT}`;
const SITE = 'popups';
const PASSWORD = 'Pass1234';

/** Runs one after another: a test here adds a popup the next ones see. */
test.describe.configure({ mode: 'serial' });

const withSession = async (page: HomePage['page'], info: object) => {
  // Not home: a visitor's popup there would take this visit's one popup.
  await page.goto(`${ORIGIN}/m/help`);
  await page.evaluate((value) => {
    sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(value));
    sessionStorage.setItem('NOTICE_POP', '1'); // the latest news is another test's subject
  }, info);
};

test('a visitor sees variant B after 500 ms, pages within bounds; the latest news waits for another visit', async ({
  page,
  context,
}) => {
  // Two visits, a reload and two settled waits: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await useLanguage(page, 'EN');
  const home = new HomePage(page);
  await home.goto(ORIGIN);
  await expect(home.popup).toBeVisible();
  await expect(home.popup.getByTestId('popup-previous')).toBeDisabled();
  await expect(home.popup.getByTestId('popup-page')).toHaveText('1 / 2');
  await shot(page, 'popup-b-en');
  expect(await home.popupTitles()).toEqual(['Join ShweLucky', 'Play on your home screen']);
  await expect(home.popup.getByTestId('popup-next')).toBeDisabled();
  await expect(home.popup.getByTestId('popup-page')).toHaveText('2 / 2');
  // An external link opens outside the app, without access to it.
  const external = home.popup.locator('a[href^="https://"]');
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', /noopener/);

  // The closing animation (200 ms) is seen by an observer in the page, whatever the load.
  await watchAttribute(
    page,
    'closing',
    '[data-testid="announcement-popup"]',
    'data-closing',
    'true',
  );
  await home.popup.getByTestId('announcement-popup-close').click();
  await expect(home.popup).toHaveCount(0);
  expect(await watchedTimes(page, 'closing')).toHaveLength(1);
  // One popup a visit: the latest news does not follow the announcements, nor come on a reload.
  await page.waitForTimeout(1200);
  await expect(home.news).toHaveCount(0);
  await page.reload();
  await expect(home.screen).toBeVisible();
  await page.waitForTimeout(1200);
  await expect(home.popup).toHaveCount(0);
  await expect(home.news).toHaveCount(0);

  // Another visit (a new tab: its own session storage) gets the latest news, once.
  const later = await context.newPage();
  const laterHome = new HomePage(later);
  await laterHome.goto(ORIGIN);
  await expect(laterHome.news).toBeVisible();
  await expect(laterHome.news).toContainText('New: in-house lottery');
  await expect(laterHome.popup).toHaveCount(0);
  await shot(later, 'latest-news-en');
  await laterHome.news.getByTestId('latest-news-popup-close').click();
  await expect(laterHome.news).toHaveCount(0);
  expect(await later.evaluate(() => sessionStorage.getItem('NOTICE_POP'))).toBe('1');
});

test('after registering at the bottom of the form, home opens at its top with no further popup', async ({
  page,
}) => {
  await useLanguage(page, 'EN');
  const home = new HomePage(page);
  await home.goto(ORIGIN);
  await home.closePopup();
  const register = new RegisterPage(page);
  await register.goto('', ORIGIN);
  await register.input('username').fill(uniqueName('top'));
  await register.input('password').fill(PASSWORD);
  await register.input('confirmPassword').fill(PASSWORD);
  await register.solveCaptcha();
  await register.confirmAge();
  await page.getByTestId('register-submit').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await register.submit();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(home.member).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The visitor's announcements were this visit's popup: the member's wait for the next visit.
  await page.waitForTimeout(1200);
  await expect(home.popup).toHaveCount(0);
  await expect(home.news).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await shot(page, 'home-after-register-en');
});

test('the popup shows again only when something new appears', async ({ page, context }) => {
  test.setTimeout(90_000); // four visits of home
  await useLanguage(page, 'EN');
  const home = new HomePage(page);
  await home.goto(ORIGIN);
  await home.closePopup();
  // A visit is a tab's session: another tab of the same browser is the next visit, with the
  // same record of what was seen.
  const nextVisit = async () => {
    const tab = await context.newPage();
    const tabHome = new HomePage(tab);
    await tabHome.goto(ORIGIN);
    await expect(tabHome.screen).toBeVisible();
    return tabHome;
  };
  const second = await nextVisit();
  await second.page.waitForTimeout(1200);
  await expect(second.popup).toHaveCount(0); // nothing new: not shown

  const title = `Flash promo ${Date.now()}`;
  const added = await addPopup(SITE, { execution: 'B', title, content: '<p>Today only.</p>' });
  // Gone again however this ends: a retry of the file starts from the two popups it expects.
  try {
    // The server keeps a painted home 2 s (any edit shows within 2 s, DESIGN.md "Caches"):
    // a visit right after the last one's paint would get the list without the new popup.
    await page.waitForTimeout(2_100);
    const third = await nextVisit();
    expect(await third.popupTitles()).toContain(title);
    await third.closePopup();
    const fourth = await nextVisit();
    await fourth.page.waitForTimeout(1200);
    await expect(fourth.popup).toHaveCount(0);
  } finally {
    await removeAnnouncement(added);
  }
});

test('a member on a first login sees variants A and F; later logins A only', async ({
  page,
  request,
  browser,
}) => {
  const username = uniqueName('pop');
  const first = await registerMember(request, { username, password: PASSWORD, merchant: SITE });
  expect(first.firstTimeLogin).toBe(true);
  await useLanguage(page, 'EN');
  await withSession(page, sessionInfoOf(first));
  const home = new HomePage(page);
  await home.goto(ORIGIN);
  await expect(home.member).toHaveText(username);
  await expect(home.popup).toBeVisible();
  await shot(page, 'popup-a-first-login-en');
  expect(await home.popupTitles()).toEqual([
    'Weekly cashback',
    'Keep your account safe',
    'Welcome aboard!',
  ]);
  // An app link navigates inside the app and closes the popup.
  await home.popup.getByRole('link', { name: 'Claim more bonuses' }).click();
  await expect(page).toHaveURL(/\/m\/activity$/);
  await expect(home.popup).toHaveCount(0);

  const later = await apiLogin(request, username, PASSWORD, SITE);
  expect(later.firstTimeLogin).toBe(false);
  const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.253.2.2' } });
  const otherPage = await other.newPage();
  await useLanguage(otherPage, 'EN');
  await withSession(otherPage, sessionInfoOf(later));
  const otherHome = new HomePage(otherPage);
  await otherHome.goto(ORIGIN);
  expect(await otherHome.popupTitles()).toEqual(['Weekly cashback', 'Keep your account safe']);
  await other.close();
});

test('popups and the ticker in Burmese', async ({ page }) => {
  await useLanguage(page, 'MY');
  const home = new HomePage(page);
  await home.goto(ORIGIN);
  await expect(home.popup).toContainText('ကြေညာချက်');
  await expect(page.getByTestId('notice-ticker')).toContainText('ShweLucky မှ ကြိုဆိုပါသည်');
  await shot(page, 'popup-b-my');
  await home.closePopup();
  const later = await page.context().newPage();
  await new HomePage(later).goto(ORIGIN);
  await expect(new HomePage(later).news).toContainText('နောက်ဆုံးရ သတင်းများ');
  await shot(later, 'latest-news-my');
});

test('switching language does not reopen a popup already closed (A.14)', async ({ page }) => {
  await useLanguage(page, 'EN');
  const home = new HomePage(page);
  await home.goto(ORIGIN);
  await home.closePopup();
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-MY').click();
  await expect(page.getByTestId('footer-menu')).toContainText('ပင်မ');
  await page.waitForTimeout(1200);
  await expect(home.popup).toHaveCount(0);
  await page.reload();
  await expect(home.screen).toBeVisible();
  await page.waitForTimeout(1200);
  await expect(home.popup).toHaveCount(0); // what was seen in English counts in Burmese too
});

test('the ticker scrolls player titles and opens the announcements on a tap', async ({ page }) => {
  await useLanguage(page, 'EN');
  const home = new HomePage(page);
  await home.goto(); // the demo site: ticker without popups
  const ticker = page.getByTestId('notice-ticker');
  await expect(ticker).toContainText('Welcome to ShweLucky! Over 600 games');
  await expect(ticker.locator('.ticker__track')).toHaveCSS('animation-name', 'ticker-scroll');
  await ticker.click();
  await expect(page).toHaveURL(/\/m\/notice$/);
});
