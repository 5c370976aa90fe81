import { expect, test } from '@playwright/test';
import { shot } from '../support/shots';

// Each screen is its own chunk; these hold or drop one on its way to the browser.
const ACTIVITY_CHUNK = /\/m\/assets\/ActivityScreen-[\w-]+\.js$/;
const HELP_CHUNK = /\/m\/assets\/HelpScreen-[\w-]+\.js$/;

test.describe('loading a screen', () => {
  test('the page shown stays, frame and all, until the next screen has arrived', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(ACTIVITY_CHUNK, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/m/home');
    await expect(page.getByTestId('home-screen')).toBeVisible();
    await page.getByTestId('footer-menu').getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    // Half a second of a slow network: still home, its footer, and no loading page.
    await page.waitForTimeout(500);
    await shot(page, 'route-held-my');
    await expect(page.getByTestId('home-screen')).toBeVisible();
    await expect(page.getByTestId('footer-menu')).toBeVisible();
    await expect(page.locator('.app-main > .page > .spinner-wrap')).toHaveCount(0);

    release();
    await expect(page.getByTestId('activity')).toBeVisible();
    await expect(page.getByTestId('home-screen')).toHaveCount(0);
    // Activity declares no footer: the frame changed together with the screen.
    await expect(page.getByTestId('footer-menu')).toHaveCount(0);
  });

  test('a screen whose chunk is lost shows the error page; back shows the screens again', async ({
    page,
  }) => {
    await page.route(HELP_CHUNK, (route) => route.abort());
    await page.goto('/m/home');
    await expect(page.getByTestId('home-screen')).toBeVisible();
    // Home has no link to help: move the address in the app as a history step would.
    await page.evaluate(() => {
      history.pushState(null, '', '/m/help');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByTestId('route-error')).toBeVisible();
    await shot(page, 'route-error-my');
    await expect(page.getByTestId('route-error').getByRole('link')).toHaveAttribute(
      'href',
      '/m/home',
    );

    await page.goBack();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('home-screen')).toBeVisible();
    await expect(page.getByTestId('route-error')).toHaveCount(0);
  });
});
