import { expect, test } from '@playwright/test';
import { shot } from '../support/shots';

const port = () => new URL(test.info().project.use.baseURL ?? 'http://localhost:8181').port;

test('a site in maintenance shows the maintenance page with its message', async ({ page }) => {
  await page.goto(`http://maint.localhost:${port()}/m/home`);
  const maintenance = page.getByTestId('maintenance-page');
  await expect(maintenance).toBeVisible();
  await expect(maintenance).toContainText('Back at 14:00 after the upgrade.');
  await expect(page.getByTestId('home-screen')).toHaveCount(0);
  await shot(page, 'maintenance');
});

test('a caller from a blocked range sees the region page with their IP and support', async ({
  page,
}) => {
  await page.goto(`http://blocked.localhost:${port()}/m/home`);
  const region = page.getByTestId('region-page');
  await expect(region).toBeVisible();
  await expect(region).toContainText(/127\.0\.0\.1|::1/);
  // The site's main customer-service channel (index 0): the app itself is not open to them.
  await expect(region.getByRole('link')).toHaveAttribute(
    'href',
    'https://tawk.to/chat/shwelucky/default',
  );
  await expect(page.getByTestId('home-screen')).toHaveCount(0);
  await shot(page, 'region-restricted');
});

test('the status API reports mode 1 for a site in maintenance', async ({ request }) => {
  const answer = await request.get('/wps/system/status', { headers: { Merchant: 'maint' } });
  expect((await answer.json()).value.siteMode).toBe(1);
});
