import { expect, test } from '@playwright/test';

test.describe('routes', () => {
  for (const address of ['/', '/m', '/m/index.html', '/m/home', '/m/index']) {
    test(`${address} shows home with its header and footer`, async ({ page }) => {
      await page.goto(address);
      await expect(page.getByTestId('home-screen')).toBeVisible();
      await expect(page.getByTestId('header-home')).toBeVisible();
      await expect(page.getByTestId('footer-menu')).toBeVisible();
    });
  }

  test('register aliases open the registration screen without frame header or footer', async ({
    page,
  }) => {
    for (const address of ['/register.html', '/m/register.html', '/m/register']) {
      await page.goto(address);
      await expect(page.getByTestId('register-screen')).toBeVisible();
      await expect(page.getByTestId('footer-menu')).toHaveCount(0);
      await expect(page.getByTestId('header-page')).toHaveCount(0);
    }
  });

  test('the footer hides on /m/login and back leads home', async ({ page }) => {
    await page.goto('/m/home');
    await page.goto('/m/login');
    await expect(page.getByTestId('login-screen')).toBeVisible();
    await expect(page.getByTestId('footer-menu')).toHaveCount(0);
    await expect(page.getByTestId('header-home')).toHaveCount(0);
    await page.getByRole('button', { name: /back|နောက်/i }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('an unknown address shows not found with a way home', async ({ page }) => {
    await page.goto('/m/no-such-screen');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.getByTestId('not-found').getByRole('link').click();
    await expect(page.getByTestId('home-screen')).toBeVisible();
  });

  test('page changes fade, except after a back swipe of more than 100 px', async ({ page }) => {
    await page.goto('/m/home');
    await page.getByTestId('footer-menu').getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect(page.locator('.page')).toHaveAttribute('data-transition', 'fade');
    await page.evaluate(() => {
      const touch = (x: number) =>
        new Touch({ identifier: 1, target: document.body, clientX: x, clientY: 400 });
      window.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(4)] }));
      window.dispatchEvent(new TouchEvent('touchend', { changedTouches: [touch(180)] }));
      history.back();
    });
    await expect(page.getByTestId('home-screen')).toBeVisible();
    await expect(page.locator('.page')).toHaveAttribute('data-transition', 'none');
  });
});
