import { afterEach, beforeEach } from 'vitest';
import { siteNoonToday, testClock } from './accounts.js';
import { createTestApps, type TestApp } from './test-app.js';

/**
 * Two apps with their own connections on one fresh database per test, as two server processes
 * share one (jobs with leases, cross-process caches), on one movable clock. Call it at the top
 * of a test file: it registers the hooks that make and close them.
 */
export const twoAppsPerTest = () => {
  let apps: TestApp[] = [];
  let current = testClock(siteNoonToday());
  const clock = {
    now: () => current.now(),
    advance: (ms: number) => current.advance(ms),
  };
  beforeEach(async () => {
    current = testClock(siteNoonToday());
    apps = await createTestApps(2, { config: { now: clock.now } });
  });
  afterEach(async () => {
    for (const t of apps) await t.close();
  });
  const both = () => {
    const [a, b] = apps;
    if (!a || !b) throw new Error('two apps needed');
    return [a, b] as const;
  };
  return { clock, both };
};
