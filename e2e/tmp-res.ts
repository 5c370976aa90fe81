import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const port of [8396, 8397]) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`http://localhost:${port}/m/home`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3000);
  const files = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => ({ n: new URL(e.name).pathname, s: (e as PerformanceResourceTiming).encodedBodySize })).filter((f) => f.n.endsWith('.js')));
  console.log(port, files.length, files.reduce((a, f) => a + f.s, 0));
  console.log(files.map((f) => `${f.n.replace(/-[A-Za-z0-9_-]{8}\.js$/, '')}:${f.s}`).sort().join(' '));
  await context.close();
}
await browser.close();
