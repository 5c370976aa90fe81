import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { PUBLIC_PAGE_SCRIPT_BUDGETS } from '@lotto/contract';
import { expect, test } from '../support/fixtures';

const WEB_DIST = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

/** What a file of the build weighs on the wire: gzip at its highest level, as the server sends it. */
const gzippedSize = (urlPath: string) =>
  gzipSync(readFileSync(path.join(WEB_DIST, urlPath)), { level: 9 }).length;

/**
 * Every script a public page requests for a guest's first visit, until the network is quiet,
 * from the page's own resource timings: what the phone downloads before the page is usable.
 * No service worker, so its precache (fetched in the background, from its own context) is
 * not counted and nothing comes from a cache.
 */
test.use({ serviceWorkers: 'block' });

/** Longer than any delayed start work (popups open 500 ms after the page, spec/01). */
const LATE_LOADS_MS = 2_000;

for (const { path: pagePath, gzipBytes: budget } of PUBLIC_PAGE_SCRIPT_BUDGETS) {
  test(`${pagePath} loads at most ${budget} gzipped bytes of script at start`, async ({ page }) => {
    await page.goto(pagePath);
    await page.waitForLoadState('networkidle');
    // What a first visit loads a moment later (its popups, after their delay) counts too.
    await page.waitForTimeout(LATE_LOADS_MS);
    await page.waitForLoadState('networkidle');
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js'))
        .map((url) => url.pathname),
    );
    const files = [...new Set(scripts)].map((file) => ({
      file,
      bytes: gzippedSize(file.replace(/^\/m\//, '')),
    }));
    const total = files.reduce((sum, f) => sum + f.bytes, 0);
    test.info().annotations.push({ type: 'script bytes', description: `${pagePath}: ${total}` });
    console.log(`${pagePath}: ${files.length} scripts, ${total} gzipped bytes (budget ${budget})`);
    expect(files.length).toBeGreaterThan(0);
    expect(total, files.map((f) => `${f.file} ${f.bytes}`).join('\n')).toBeLessThanOrEqual(budget);
  });
}
