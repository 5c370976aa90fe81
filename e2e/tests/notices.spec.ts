import { apiLogin, registerMember, sessionInfoOf, uniqueName } from '../support/api';
import { E2E_PORT, POPUP_HOST } from '../support/data-dir';
import { enterSession, expect, test, useLanguage } from '../support/fixtures';
import { NoticePage } from '../support/pages/notice-page';
import { shot } from '../support/shots';

/** The demo site keeps its four ticker lines in the e2e run (sites.ts quiets its popups). */
const TICKER = [
  'Welcome to ShweLucky! Over 600 games are waiting for you.',
  'Deposits and withdrawals are processed 24 hours a day.',
  'Scheduled maintenance: Sunday 02:00-03:00 (Yangon time).',
  'Invite friends and earn a bonus for every friend who plays.',
];
const POPUP_ORIGIN = `http://${POPUP_HOST}:${E2E_PORT}`;

test('the ticker opens the list; a visitor reads without unread marks', async ({ page }) => {
  await useLanguage(page, 'EN');
  await page.goto('/m/home');
  await page.getByTestId('notice-ticker').click();
  await expect(page).toHaveURL(/\/m\/notice$/);
  const notices = new NoticePage(page);
  await expect(notices.list).toBeVisible();
  expect(await notices.titles()).toEqual(TICKER);
  await expect(page.getByTestId('notice-guest-hint')).toBeVisible();
  await expect(page.getByTestId('unread-mark')).toHaveCount(0);
  await expect(page.getByTestId('footer-menu')).toHaveCount(0);
  expect(await notices.seriousViolations()).toEqual([]);

  await notices.open(TICKER[1] ?? '');
  await expect(page).toHaveURL(/\/m\/notice\?id=\d+$/);
  await expect(page.getByTestId('notice-content')).toContainText('24 hours a day');
  expect(await notices.seriousViolations()).toEqual([]);
  await notices.backToList();
  // The header's back leads home (spec/01: back from notice goes to home).
  await page.getByTestId('header-page').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the list shows what a member has not opened; opening clears the mark for good', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'EN');
  const answer = await registerMember(request, {
    username: uniqueName('ntc'),
    password: 'Pass1234',
  });
  await enterSession(page, sessionInfoOf(answer), '/m/notice');
  const notices = new NoticePage(page);
  await expect(notices.unreadCount).toHaveText('4 unread');
  await expect(page.getByTestId('unread-mark')).toHaveCount(4);
  await shot(page, 'notices-member-list-en');
  expect(await notices.seriousViolations()).toEqual([]);

  const title = TICKER[2] ?? '';
  await notices.open(title);
  await shot(page, 'notices-detail-en');
  await notices.backToList();
  await expect(notices.item(title)).toHaveAttribute('data-read', 'true');
  await expect(notices.unreadCount).toHaveText('3 unread');
  await page.reload();
  await expect(notices.item(title)).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('unread-mark')).toHaveCount(3);
  await expect(notices.item(TICKER[0] ?? '')).toHaveAttribute('data-read', 'false');
  await shot(page, 'notices-member-read-en');
});

test('demo01 finds some announcements read and some not', async ({ page, request }) => {
  await useLanguage(page, 'EN');
  const answer = await apiLogin(request, 'demo01', 'Demo1234');
  await enterSession(page, sessionInfoOf(answer), '/m/notice');
  const notices = new NoticePage(page);
  await expect(notices.item(TICKER[0] ?? '')).toHaveAttribute('data-read', 'true');
  await expect(notices.item(TICKER[3] ?? '')).toHaveAttribute('data-read', 'false');
  await expect(notices.unreadCount).toHaveText('3 unread');
  await useLanguage(page, 'MY');
  await page.reload();
  await expect(notices.unreadCount).toHaveText('မဖတ်ရသေးသော 3 ခု');
  await shot(page, 'notices-member-list-my');
  expect(await notices.seriousViolations()).toEqual([]);
});

test('the list holds the popups and news the home screen shows, in Burmese too', async ({
  page,
}) => {
  await useLanguage(page, 'EN');
  await page.goto(`${POPUP_ORIGIN}/m/notice`);
  const notices = new NoticePage(page);
  // The list's frame shows while its entries load: read the titles once they are there.
  await expect(notices.item('Join ShweLucky')).toBeVisible();
  const titles = await notices.titles();
  for (const title of ['Join ShweLucky', 'Play on your home screen', 'New: in-house lottery']) {
    expect(titles).toContain(title);
  }
  expect(titles).not.toContain('Weekly cashback'); // a popup of members only
  await shot(page, 'notices-list-en');

  await useLanguage(page, 'MY');
  await page.goto(`${POPUP_ORIGIN}/m/notice`);
  await expect(notices.item('အသစ်- ကိုယ်ပိုင် ထီ')).toBeVisible();
  await expect(page.getByTestId('header-page')).toContainText('ကြေညာချက်');
  await shot(page, 'notices-list-my');
  expect(await notices.seriousViolations()).toEqual([]);
  await notices.open('ShweLucky တွင် ပါဝင်ပါ');
  await expect(page.getByTestId('notice-content').locator('a[href="/m/register"]')).toBeVisible();
  await shot(page, 'notices-detail-my');
  expect(await notices.seriousViolations()).toEqual([]);
});

test('an announcement that is gone says so, with the way back to the list', async ({ page }) => {
  await useLanguage(page, 'EN');
  await page.goto('/m/notice?id=999999');
  await expect(page.getByTestId('notice-gone')).toContainText('no longer available');
  await page.getByTestId('notice-back').click();
  await expect(new NoticePage(page).list).toBeVisible();
});

test('a language switch brings the list in the other language', async ({ page }) => {
  await useLanguage(page, 'EN');
  const notices = new NoticePage(page);
  await notices.goto();
  await expect(notices.item(TICKER[0] ?? '')).toBeVisible();
  // Languages are switched on home (the page header has no switcher); the list follows.
  await page.getByTestId('header-page').getByRole('button', { name: 'Back' }).click();
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-MY').click();
  await page.getByTestId('notice-ticker').click();
  await expect(notices.item('ShweLucky မှ ကြိုဆိုပါသည်။ ဂိမ်း ၆၀၀ ကျော် စောင့်နေပါသည်။')).toBeVisible();
  await expect(notices.item(TICKER[0] ?? '')).toHaveCount(0);
});
