import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { paths } from '../../apps/web/src/shared/config/paths';
import { animationsSettled } from '../support/animations';
import { apiLogin, sessionInfoOf } from '../support/api';
import { enterSession, expect, navigateInApp, test, useLanguage } from '../support/fixtures';

/**
 * No serious or critical accessibility violation on any route of the app, as a visitor and as
 * demo01: every address the router knows (its one `paths` object; the aliases of home and
 * register open those same screens when loaded, as routes.spec.ts checks), whatever
 * screen it ends on (a visitor is sent to login from member screens, a member home from guest
 * ones). The app is loaded once per viewer and moved through as its links do, and a screen
 * reached twice (the login screen behind every member route) is judged once: a page load and
 * a test per route cost fourteen minutes of a 2-core run.
 */
const ROUTES = Object.values(paths);

/** Halves, so that the two workers share each viewer's routes. */
const HALVES = [ROUTES.slice(0, ROUTES.length / 2), ROUTES.slice(ROUTES.length / 2)];

/** Resolves once nothing in the app's main area has changed for `quietMs` (at most 5 s). */
const domQuiet = (page: Page, quietMs = 400) =>
  page.evaluate(
    (quiet) =>
      new Promise<void>((resolve) => {
        const main = document.querySelector('.app-main') ?? document.body;
        let timer = setTimeout(done, quiet);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quiet);
        });
        const giveUp = setTimeout(done, 5_000);
        function done() {
          observer.disconnect();
          clearTimeout(giveUp);
          resolve();
        }
        observer.observe(main, { subtree: true, childList: true, attributes: true });
      }),
    quietMs,
  );

/**
 * Judged once the route's own screen stands: a lazy screen (or the one a redirect leads to)
 * mounts after the old one has gone, and fades in; axe judging it half-faded saw its colours
 * washed out.
 */
const settle = async (page: Page) => {
  await expect(page.locator('.app-main .page, [data-testid="not-found"]').first()).toBeVisible();
  // Each screen's data sections load on their own: judged once they have arrived.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await domQuiet(page);
  await expect(page.locator('.adm-spin-loading, [role="status"][aria-busy="true"]')).toHaveCount(0);
  await animationsSettled(page);
};

/** What axe finds serious or critical on the page as it stands, as "rule: targets". */
const graveViolations = async (page: Page) => {
  // Toasts live 1.5 s and fade by script: their colours would be judged half gone.
  const { violations } = await new AxeBuilder({ page }).exclude('.adm-toast-mask').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

test.describe.configure({ mode: 'parallel' });

for (const viewer of ['visitor', 'demo01'] as const) {
  HALVES.forEach((routes, half) => {
    test(`every route as ${viewer} (part ${half + 1} of 2) has no serious or critical violation`, async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      await useLanguage(page, 'EN');
      if (viewer === 'demo01') {
        const answer = await apiLogin(request, 'demo01', 'Demo1234');
        await enterSession(page, sessionInfoOf(answer), '/m/home');
      } else {
        await page.goto('/m/home');
      }
      const judged = new Set<string>();
      const found: Record<string, string[]> = {};
      for (const route of routes) {
        await navigateInApp(page, route);
        await settle(page);
        const landed = new URL(page.url()).pathname;
        if (judged.has(landed)) continue;
        judged.add(landed);
        const grave = await graveViolations(page);
        if (grave.length > 0) found[`${route} -> ${landed}`] = grave;
      }
      expect(judged.size).toBeGreaterThan(0);
      expect(found).toEqual({});
    });
  });
}
