import { APP_ALIASES } from '@lotto/contract';
import { paths } from '../../apps/web/src/shared/config/paths';
import { apiLogin, sessionInfoOf } from '../support/api';
import { expectAccessible } from '../support/axe';
import { enterSession, expect, test, useLanguage } from '../support/fixtures';

/**
 * No serious or critical accessibility violation on any route of the app, as a visitor and as
 * demo01: every address the router knows (its one `paths` object and the aliases), whatever
 * screen it ends on (a visitor is sent to login from member screens, a member onward from
 * guest ones). Screens that need a query show their empty or not-found state, judged too.
 */
const ROUTES = [
  ...new Set([...Object.values(paths), ...APP_ALIASES.home, ...APP_ALIASES.register]),
];

const settle = async (page: import('@playwright/test').Page) => {
  await expect(page.locator('.app-main .page, [data-testid="not-found"]').first()).toBeVisible();
  // Each screen's data sections load on their own: judged once they have arrived.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.locator('.adm-spin-loading, [role="status"][aria-busy="true"]')).toHaveCount(0);
};

// Each route on its own: the two workers share them.
test.describe.configure({ mode: 'parallel' });

for (const viewer of ['visitor', 'demo01'] as const) {
  test.describe(`every route as ${viewer}`, () => {
    for (const route of ROUTES) {
      test(`${route} has no serious or critical violation`, async ({ page, request }) => {
        await useLanguage(page, 'EN');
        if (viewer === 'demo01') {
          const answer = await apiLogin(request, 'demo01', 'Demo1234');
          await enterSession(page, sessionInfoOf(answer), route);
        } else {
          await page.goto(route);
        }
        await settle(page);
        await expectAccessible(page);
      });
    }
  });
}
