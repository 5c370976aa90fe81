import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { openScreen, signInOperator } from '../support/back-office';
import { CONTENT_HOST, E2E_OWNERS, E2E_PORT } from '../support/data-dir';
import { expect, test, useLanguage } from '../support/fixtures';
import { HomePage } from '../support/pages/home-page';
import { shot } from '../support/shots';

/**
 * The content site is the spec's own: its popups and banners show on no other spec's home, and
 * the back office opened on its host writes to it.
 */
const ORIGIN = `http://${CONTENT_HOST}:${E2E_PORT}`;

// A sign-in with TOTP, two drawers and two phones: slow on a busy 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const backOffice = async (browser: Browser) => {
  const office = await browser.newContext({
    baseURL: ORIGIN,
    viewport: { width: 1366, height: 768 },
  });
  const admin = await office.newPage();
  await signInOperator(admin, E2E_OWNERS.content.username);
  return { office, admin };
};

/** A phone on the content site's home in one language (a new tab: a new visit). */
const phoneHome = async (browser: Browser, language: 'EN' | 'MY') => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await useLanguage(page, language);
  const home = new HomePage(page);
  await home.goto(ORIGIN);
  return { context, page, home };
};

/** The same screen in Burmese (the back office remembers its language here), then English again. */
const shotInBurmese = async (admin: Page, name: string) => {
  await admin.evaluate(() => localStorage.setItem('admin.language', 'MY'));
  await admin.reload();
  await expect(admin.getByRole('button', { name: /ထွက်ရန်|Sign out/ })).toBeVisible();
  await expect(admin.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await shot(admin, name);
  await admin.evaluate(() => localStorage.setItem('admin.language', 'EN'));
  await admin.reload();
  await expect(admin.getByRole('button', { name: 'Sign out' })).toBeVisible();
};

/** A picture from the player app's own icons, uploaded as a banner's: kept as WebP. */
const UPLOADED_PICTURE = fileURLToPath(
  new URL('../../apps/web/public/icons/icon-192.png', import.meta.url),
);
const UPLOADED_ADDRESS = /^\/wps\/relay\/images\/[0-9a-f]{32}\.webp$/;

const typeRich = async (admin: Page, label: string, text: string) => {
  const area = admin.getByRole('textbox', { name: label, exact: true });
  await area.click();
  await admin.keyboard.type(text);
};

test('an operator publishes a popup in EN and MY; visitors see it in their language', async ({
  browser,
}) => {
  const { office, admin } = await backOffice(browser);
  await openScreen(admin, 'Announcements');
  await expect(admin.getByText('No announcements.')).toBeVisible();
  await admin.getByRole('button', { name: 'New announcement' }).click();
  const drawer = admin.getByRole('dialog');
  await expect(drawer.getByText('New announcement')).toBeVisible();

  // A popup for visitors, from now: the defaults of a new announcement.
  await drawer.getByLabel('Title (EN)').fill('Festival week');
  await typeRich(admin, 'Text (EN)', 'Double points on every deposit.');
  await drawer.getByRole('button', { name: 'Bold' }).first().click();
  await admin.keyboard.type(' Today only!');
  await drawer.getByLabel('Title (MY)').fill('ပွဲတော်ရက်သတ္တပတ်');
  await typeRich(admin, 'Text (MY)', 'ငွေသွင်းတိုင်း အမှတ်နှစ်ဆ။');
  const previews = drawer.getByLabel('Preview on a phone');
  await expect(previews.nth(0)).toContainText('Festival week');
  await expect(previews.nth(0).locator('b, strong')).toContainText('Today only!');
  await expect(previews.nth(1)).toContainText('ငွေသွင်းတိုင်း အမှတ်နှစ်ဆ။');
  await shot(admin, 'admin-content-announcement-drawer');
  // The source of the English text, as the server will get it.
  await drawer.getByRole('button', { name: 'HTML' }).first().click();
  await expect(drawer.getByLabel('Text (EN) HTML')).toHaveValue(/Today only!/);
  await shot(admin, 'admin-content-announcement-html');
  await drawer.getByRole('button', { name: 'HTML' }).first().click();

  await drawer.getByRole('button', { name: 'Publish' }).click();
  await expect(drawer).toHaveCount(0);
  const row = admin.locator('tbody tr.ant-table-row').filter({ hasText: 'Festival week' });
  await expect(row).toContainText('Popup');
  await expect(row).toContainText('Visitors (not signed in)');
  await expect(row).toContainText('Live');
  await expectAccessible(admin);
  await shot(admin, 'admin-content-announcements');
  await shotInBurmese(admin, 'admin-content-announcements-my');

  try {
    // A visitor's phone in English, then another visit in Burmese.
    const en = await phoneHome(browser, 'EN');
    await expect(en.home.popup).toBeVisible();
    await expect(en.home.popup).toContainText('Festival week');
    await expect(en.home.popup).toContainText('Double points on every deposit.');
    await shot(en.page, 'admin-content-popup-en');
    const my = await phoneHome(browser, 'MY');
    await expect(my.home.popup).toBeVisible();
    await expect(my.home.popup).toContainText('ပွဲတော်ရက်သတ္တပတ်');
    await expect(my.home.popup).toContainText('ငွေသွင်းတိုင်း အမှတ်နှစ်ဆ။');
    await shot(my.page, 'admin-content-popup-my');
    await en.context.close();
    await my.context.close();
  } finally {
    // Removed in the same test: the next visit sees nothing.
    await row.getByRole('button', { name: 'Delete' }).click();
    await admin.getByRole('button', { name: 'OK' }).click();
    await expect(row).toHaveCount(0);
  }
  const later = await phoneHome(browser, 'EN');
  await later.page.waitForTimeout(1200);
  await expect(later.home.popup).toHaveCount(0);
  await later.context.close();
  await office.close();
});

test('an operator adds a banner, changes it and sees it in the home carousel', async ({
  browser,
}) => {
  const { office, admin } = await backOffice(browser);
  await openScreen(admin, 'Banners');
  await expect(admin.getByText('No banners in this group.')).toBeVisible();
  await admin.getByRole('button', { name: 'New banner' }).click();
  const drawer = admin.getByRole('dialog');
  await drawer.getByLabel('Title (EN)').fill('Dragon festival');
  // The English picture is uploaded: the server keeps a WebP of it and answers its address.
  await drawer.locator('input[type=file]').first().setInputFiles(UPLOADED_PICTURE);
  await expect(drawer.getByLabel('Picture address (EN)')).toHaveValue(UPLOADED_ADDRESS);
  await drawer.getByLabel('Title (MY)').fill('နဂါးပွဲတော်');
  await drawer.getByLabel('Picture address (MY)').fill('/m/banners/dragon-my.svg');
  await drawer.getByLabel('On tap').click();
  await admin.getByTitle('Open an app page').click();
  await drawer.getByLabel('App page').fill('/m/promotions');
  await expect(drawer.getByLabel('Preview on a phone').first().locator('img')).toHaveAttribute(
    'src',
    UPLOADED_ADDRESS,
  );
  await shot(admin, 'admin-content-banner-drawer');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toHaveCount(0);
  const row = admin.locator('tbody tr.ant-table-row').filter({ hasText: 'Dragon festival' });
  await expect(row).toContainText('Open an app page: /m/promotions');
  await expectAccessible(admin);
  await shot(admin, 'admin-content-banners');
  await shotInBurmese(admin, 'admin-content-banners-my');

  try {
    const phone = await phoneHome(browser, 'EN');
    const banners = phone.page.getByTestId('banner');
    await expect(banners).toHaveCount(1);
    await expect(banners.first()).toHaveAccessibleName(/Dragon festival/);
    const picture = banners.first().locator('img');
    await expect(picture).toHaveAttribute('src', UPLOADED_ADDRESS);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await shot(phone.page, 'admin-content-banner-home-en');

    // Renamed in the back office: the next visit shows the new title.
    await row.getByRole('button', { name: 'Edit' }).click();
    await drawer.getByLabel('Title (EN)').fill('Dragon boat festival');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer).toHaveCount(0);
    await expect(
      admin.locator('tbody tr.ant-table-row').filter({ hasText: 'Dragon boat festival' }),
    ).toHaveCount(1);
    await phone.page.reload();
    await expect(phone.page.getByTestId('banner').first()).toHaveAccessibleName(
      /Dragon boat festival/,
    );
    await phone.context.close();
  } finally {
    const renamed = admin.locator('tbody tr.ant-table-row').filter({ hasText: 'Dragon' });
    await renamed.getByRole('button', { name: 'Delete' }).click();
    await admin.getByRole('button', { name: 'OK' }).click();
    await expect(renamed).toHaveCount(0);
  }
  await office.close();
});

test('an operator sends a message to one member after a confirmation in words', async ({
  browser,
}) => {
  const { office, admin } = await backOffice(browser);
  await openScreen(admin, 'Member messages');
  await admin.getByLabel('Member (username or id)').fill('nobody_here_01');
  await admin.getByLabel('Title (EN)').fill('Your bonus');
  await typeRich(admin, 'Text (EN)', 'It is in your wallet.');
  await admin.getByLabel('Title (MY)').fill('သင့်ဆုကြေး');
  await typeRich(admin, 'Text (MY)', 'သင့်ပိုက်ဆံအိတ်ထဲတွင် ရှိပါသည်။');
  await shot(admin, 'admin-content-messages');
  await admin.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toContainText('It goes to the inbox of member nobody_here_01.');
  await shot(admin, 'admin-content-message-confirm');
  // No such member on this site: the server says so and nothing is sent.
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(admin.locator('.ant-alert-error')).toBeVisible();
  await expect(admin.getByText('No messages sent yet.')).toBeVisible();
  await office.close();
});

test('an operator publishes the user agreement in EN and MY', async ({ browser }) => {
  const { office, admin } = await backOffice(browser);
  await openScreen(admin, 'User agreement');
  await admin.getByLabel('Title (EN)').fill('Terms of use');
  await typeRich(admin, 'Text (EN)', 'Members must be 18 or older.');
  await admin.getByLabel('Title (MY)').fill('အသုံးပြုမှု စည်းမျဉ်းများ');
  await typeRich(admin, 'Text (MY)', 'အဖွဲ့ဝင်များသည် အသက် ၁၈ နှစ်နှင့်အထက် ဖြစ်ရမည်။');
  await admin.getByRole('button', { name: 'Publish the agreement' }).click();
  await admin.getByRole('button', { name: 'OK' }).click();
  await expect(admin.getByText('User agreement published.')).toBeVisible();
  await expect(admin.getByText(/^Last changed /)).toBeVisible();
  await shot(admin, 'admin-content-agreement');
  await office.close();
});

test('an operator pins a later match to the front of home’s hot-match strip', async ({
  browser,
}) => {
  const { office, admin } = await backOffice(browser);
  await openScreen(admin, 'Hot matches');
  const rows = admin.locator('tbody tr.ant-table-row');
  const later = rows.nth(4);
  await expect(later).toContainText('No. 5');
  const matchId = await later.getAttribute('data-row-key');
  await later.getByRole('button', { name: 'Pin' }).click();
  await expect(rows.first()).toHaveAttribute('data-row-key', matchId ?? '');
  await expect(rows.first()).toContainText('Pinned 1');
  await admin.getByRole('button', { name: 'Save the choice' }).click();
  await expect(admin.getByText('Home’s hot matches saved.')).toBeVisible();
  await shot(admin, 'admin-content-hot-matches');
  try {
    // The server that saved the choice shows it at once (another process within 2 seconds).
    const phone = await phoneHome(browser, 'EN');
    await expect(phone.page.getByTestId('hot-match').first()).toHaveAttribute(
      'data-match',
      matchId ?? '',
      { timeout: 30_000 },
    );
    await phone.context.close();
  } finally {
    await admin.getByRole('button', { name: 'Back to automatic' }).click();
    await admin.getByRole('button', { name: 'OK' }).click();
    await expect(rows.first()).toContainText('No. 1');
  }
  await office.close();
});

test('an operator creates a promotion, pauses it, and members are no longer offered it', async ({
  browser,
}) => {
  // A retry finds the first try's promotion: each try writes its own.
  const title = `Monsoon check-in ${Date.now() % 100_000}`;
  const { office, admin } = await backOffice(browser);
  await openScreen(admin, 'Promotions');
  await admin.getByRole('button', { name: 'New promotion' }).click();
  const drawer = admin.getByRole('dialog');
  await drawer.getByLabel('Budget (all rewards together)').fill('1000');
  await drawer.getByLabel('Reward', { exact: true }).fill('5');
  await drawer.getByLabel('Title (EN)').fill(title);
  await typeRich(admin, 'Text (EN)', 'Check in every day of the rains.');
  await drawer.getByLabel('Title (MY)').fill('မိုးရာသီ ဝင်ရောက်ဆု');
  await typeRich(admin, 'Text (MY)', 'မိုးရာသီတွင် နေ့တိုင်း ဝင်ရောက်ပါ။');
  const previews = drawer.getByLabel('Preview on a phone');
  await expect(previews.nth(0)).toContainText('Check in every day of the rains.');
  await expect(previews.nth(1)).toContainText('ရယူမည်');
  await drawer.getByRole('button', { name: 'Save' }).click();
  // Saved, it stays open for its picture.
  await expect(drawer.getByText(/^Promotion \d+$/)).toBeVisible();
  await previews.nth(0).scrollIntoViewIfNeeded();
  await shot(admin, 'admin-promotions-editor');
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  const row = admin.locator('tbody tr.ant-table-row').filter({ hasText: title });
  await expect(row).toContainText('Running');

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const member = await phone.newPage();
  await useLanguage(member, 'EN');
  await member.goto(`${ORIGIN}/m/activity`);
  await expect(member.locator('.promo-card').filter({ hasText: title })).toBeVisible();

  await row.getByRole('button', { name: 'Pause' }).click();
  await admin.getByLabel('Reason (kept in the audit log)').fill('Rains are late this year.');
  await admin.getByRole('dialog').getByRole('button', { name: 'Pause' }).click();
  await expect(row).toContainText('Paused');
  await shot(admin, 'admin-promotions');
  await member.reload();
  await expect(member.getByTestId('activity')).toBeVisible();
  await expect(member.locator('.promo-card').filter({ hasText: title })).toHaveCount(0);
  await phone.close();

  await admin.evaluate(() => localStorage.setItem('admin.language', 'MY'));
  await admin.reload();
  // The list names each promotion in the operator's language.
  const rowMy = admin.locator('tbody tr.ant-table-row').filter({ hasText: 'မိုးရာသီ ဝင်ရောက်ဆု' });
  await expect(rowMy.first()).toContainText('ခေတ္တရပ်ထားသည်');
  await shot(admin, 'admin-promotions-my');
  await rowMy.first().getByRole('button', { name: 'ပြင်ဆင်' }).click();
  await drawer.getByLabel('ဖုန်းပေါ်တွင် အစမ်းကြည့်ရန်').nth(1).scrollIntoViewIfNeeded();
  await expect(drawer.getByLabel('ဖုန်းပေါ်တွင် အစမ်းကြည့်ရန်').nth(1)).toContainText('မိုးရာသီ');
  await shot(admin, 'admin-promotions-editor-my');
  await admin.evaluate(() => localStorage.setItem('admin.language', 'EN'));
  await office.close();
});
