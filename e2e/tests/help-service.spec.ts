import { expectAccessible } from '../support/axe';
import { textsUnder } from '../support/covered';
import { TEXTS_HOST } from '../support/data-dir';
import { expect, test, useLanguage } from '../support/fixtures';
import { RegisterPage } from '../support/pages/register-page';
import { shot } from '../support/shots';

const MAIN_CHAT = 'https://tawk.to/chat/shwelucky/default';

test.describe('help centre', () => {
  test('lists the titled entries and opens one by ?i=, with the next and the way back', async ({
    page,
  }) => {
    await useLanguage(page, 'EN');
    await page.goto('/m/help');
    const list = page.getByTestId('help-list');
    await expect(list.getByRole('link')).toHaveCount(7);
    await expect(list.getByRole('link').first()).toContainText('How do I deposit?');
    await expect(page.getByTestId('footer-menu')).toBeVisible();
    await expect(page.getByTestId('header-page')).toHaveCount(0); // it draws its own
    await expectAccessible(page);
    await shot(page, 'help-list-en');

    await list.getByRole('link', { name: /How do I play\?/ }).click();
    await expect(page).toHaveURL(/\/m\/helpDetail\?i=2$/);
    const detail = page.getByTestId('help-detail');
    await expect(detail.locator('article').getByRole('heading', { level: 2 })).toHaveText(
      'How do I play?',
    );
    await expect(detail).toContainText('Article 3 of 7');
    await expect(
      page.getByTestId('help-content').getByRole('link', { name: 'Free trial' }),
    ).toHaveAttribute('href', '/m/trail');
    await expectAccessible(page);
    await shot(page, 'help-detail-en');

    await page.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/m\/helpDetail\?i=3$/);
    await expect(detail.locator('article').getByRole('heading', { level: 2 })).toHaveText(
      'How do I claim a promotion?',
    );
    await page.getByRole('link', { name: 'All help topics' }).first().click();
    await expect(page).toHaveURL(/\/m\/help$/);
  });

  test('opens an entry straight from its address, in Burmese, and sends app links inside', async ({
    page,
  }) => {
    await useLanguage(page, 'MY');
    await page.goto('/m/help');
    await expect(page.getByTestId('help-list').getByRole('link').first()).toContainText('ငွေသွင်းနည်း');
    await shot(page, 'help-list-my');
    await page.goto('/m/helpDetail?i=4');
    const detail = page.getByTestId('help-detail');
    await expect(detail.locator('article').getByRole('heading', { level: 2 })).toHaveText(
      'အကောင့်ကို လုံခြုံအောင် ထိန်းသိမ်းနည်း',
    );
    await expectAccessible(page);
    await shot(page, 'help-detail-my');
    await page.getByTestId('help-content').getByRole('link', { name: 'စကားဝှက် မေ့နေပါသလား' }).click();
    await expect(page).toHaveURL(/\/m\/forget$/);
  });

  test('says clearly when ?i= names no entry, and leads back to the help centre', async ({
    page,
  }) => {
    await useLanguage(page, 'EN');
    for (const i of ['99', 'abc', '-1']) {
      await page.goto(`/m/helpDetail?i=${i}`);
      const missing = page.getByTestId('help-not-found');
      await expect(missing, i).toContainText('Article not found');
    }
    await expectAccessible(page);
    await shot(page, 'help-not-found-en');
    await page.getByTestId('help-not-found').getByRole('link', { name: 'All help topics' }).click();
    await expect(page.getByTestId('help-list')).toBeVisible();
  });
});

test.describe('help centre states', () => {
  const port = () => new URL(test.info().project.use.baseURL ?? 'http://localhost:8181').port;

  test('a site without help articles or terms says so, with a way to customer service', async ({
    page,
  }) => {
    await useLanguage(page, 'EN');
    await page.goto(`http://${TEXTS_HOST}:${port()}/m/help`);
    await expect(page.getByTestId('help-empty')).toContainText('No help articles yet');
    await expect(page.getByTestId('help-contact').getByRole('link')).toHaveAttribute(
      'href',
      '/m/service',
    );
    await expectAccessible(page);
    await shot(page, 'help-empty-en');
    await page.goto(`http://${TEXTS_HOST}:${port()}/m/useragreement`);
    await expect(page.getByTestId('agreement-missing')).toContainText('No user agreement yet');
  });

  test('a failed load offers a retry that then shows the list', async ({ page }) => {
    await useLanguage(page, 'EN');
    let failing = true;
    await page.route('**/wps/system/helpCenter?**', (route) =>
      failing ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue(),
    );
    await page.goto('/m/help');
    const retry = page.getByRole('button', { name: 'Loading failed, click to retry' });
    await expect(retry).toBeVisible();
    await shot(page, 'help-error-en');
    failing = false;
    await retry.click();
    await expect(page.getByTestId('help-list').getByRole('link')).toHaveCount(7);
  });
});

test.describe('user agreement', () => {
  for (const language of ['EN', 'MY'] as const) {
    test(`opens from "User Agreement" on register, in ${language}`, async ({ page }) => {
      await useLanguage(page, language);
      const register = new RegisterPage(page);
      await register.goto();
      const name = language === 'EN' ? 'User Agreement' : 'အသုံးပြုသူ သဘောတူညီချက်';
      await page.getByRole('link', { name }).click();
      await expect(page).toHaveURL(/\/m\/useragreement$/);
      const terms = page.getByTestId('agreement-screen');
      await expect(terms.getByRole('heading', { level: 2 })).toHaveText(
        language === 'EN' ? 'ShweLucky user agreement' : 'ShweLucky အသုံးပြုသူ သဘောတူညီချက်',
      );
      await expect(terms).toContainText('2026/01/01');
      await expect(page.getByTestId('agreement-content').locator('h3')).toHaveCount(11);
      await expect(page.getByTestId('footer-menu')).toHaveCount(0);
      await expectAccessible(page);
      await shot(page, `agreement-${language.toLowerCase()}`);
    });
  }
});

test.describe('customer service', () => {
  test('"Customer service" on login opens the list: main, other and more channels', async ({
    page,
  }) => {
    await useLanguage(page, 'EN');
    await page.goto('/m/login');
    await page.getByTestId('link-service').click();
    await expect(page).toHaveURL(/\/m\/service$/);
    const main = page.getByTestId('service-link-0');
    await expect(main).toContainText('Main customer serviceLive chat');
    await expect(main).toHaveAttribute('href', MAIN_CHAT);
    await expect(main).toHaveAttribute('target', '_blank');
    await expect(main).toHaveAttribute('rel', 'noopener noreferrer');
    const other = page.getByTestId('service-link-1');
    await expect(other).toContainText('Other customer service');
    await expect(other).toHaveAttribute('href', 'https://t.me/shwelucky_support');
    // A messenger's own scheme hands over to its app, without a new tab.
    const viber = page.getByTestId('service-link-2');
    await expect(viber).toHaveAttribute('href', 'viber://chat?number=%2B959000000000');
    await expect(viber).not.toHaveAttribute('target', /.*/);
    await expect(page.getByTestId('service-screen').locator('a')).toHaveCount(6);
    await expectAccessible(page);
    await shot(page, 'service-en');
  });

  test('the side widget on home opens live chat and the messenger buttons', async ({ page }) => {
    await useLanguage(page, 'EN');
    await page.goto('/m/home');
    const toggle = page.getByTestId('service-widget-toggle');
    await expect(page.getByTestId('service-widget-panel')).toHaveCount(0);
    await shot(page, 'service-widget-closed-en');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByTestId('service-widget-panel');
    await expect(panel.getByRole('link')).toHaveCount(6);
    const expected: [string, string][] = [
      ['LIVECHAT', MAIN_CHAT],
      ['FACEBOOK', 'https://m.me/shwelucky'],
      ['TELEGRAM', 'https://t.me/shwelucky_support'],
      ['TELEGRAM2', 'https://t.me/shwelucky_payments'],
      ['VIBER', 'viber://chat?number=%2B959000000000'],
      ['WHATSAPP', 'https://wa.me/959000000000'],
    ];
    for (const [type, href] of expected) {
      await expect(page.getByTestId(`widget-${type}`), type).toHaveAttribute('href', href);
    }
    await expect(page.getByTestId('widget-TELEGRAM3')).toHaveCount(0); // not configured
    await expect(page.getByTestId('widget-LIVECHAT')).toContainText('Live chat');
    await expectAccessible(page);
    await shot(page, 'service-widget-en');
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await toggle.click();
    await page.mouse.click(40, 420); // outside the channels
    await expect(panel).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 360, height: 640 },
  ]) {
    test(`the side tab covers no text of home, top to bottom, at ${viewport.width}x${viewport.height}`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      await useLanguage(page, 'EN');
      await page.goto('/m/home');
      await expect(page.getByTestId('service-widget-toggle')).toBeVisible();
      // The winner board loads as it nears the screen: at the end of the page, with its amounts.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const winners = page.getByTestId('winners-board');
      await expect(winners.getByTestId('winner-amount').first()).toBeVisible({ timeout: 15_000 });
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const covered: string[] = [];
      for (let y = 0; y <= height; y += 40) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        for (const text of await textsUnder(page, '.service-widget__toggle', '.home')) {
          covered.push(`${text} at ${y}`);
        }
      }
      await shot(page, `service-tab-home-end-${viewport.width}`);
      expect(covered).toEqual([]);
    });
  }

  test('in Burmese, the widget and the service screen', async ({ page }) => {
    await useLanguage(page, 'MY');
    await page.goto('/m/home');
    await page.getByTestId('service-widget-toggle').click();
    await expect(page.getByTestId('widget-LIVECHAT')).toContainText('တိုက်ရိုက် စကားပြော');
    await shot(page, 'service-widget-my');
    await page.goto('/m/service');
    await expect(page.getByTestId('service-link-0')).toContainText(
      'အဓိက ဖောက်သည်ဝန်ဆောင်မှုတိုက်ရိုက် စကားပြော',
    );
    await expectAccessible(page);
    await shot(page, 'service-my');
  });
});
