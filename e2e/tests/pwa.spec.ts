import { expect, test } from '@playwright/test';

test('the site serves its own web app manifest with installable icons', async ({ request }) => {
  const answer = await request.get('/m/manifest.webmanifest');
  expect(answer.ok()).toBe(true);
  const manifest = await answer.json();
  expect(manifest.name).toBe('ShweLucky');
  expect(manifest.start_url).toBe('/m/home');
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toContain('512x512');
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);
});

test('the service worker caches the shell but never an API answer', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.getByTestId('home-screen')).toBeVisible();
  await page
    .waitForFunction(() => navigator.serviceWorker?.controller !== null || null, null, {
      timeout: 15_000,
    })
    .catch(() => page.reload());
  await page.waitForFunction(async () => (await caches.keys()).length > 0, null, {
    timeout: 15_000,
  });
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
  expect(cached.some((u) => u.includes('/m/index.html'))).toBe(true);
  expect(cached.filter((u) => u.includes('/wps/') || u.includes('/lgw/'))).toEqual([]);
});
