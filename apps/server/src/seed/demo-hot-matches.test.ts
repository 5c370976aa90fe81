import { afterEach, describe, expect, it } from 'vitest';
import { testClock } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { hotMatchesOf } from '../modules/play/sports.test-support.js';
import { seedDemoHotMatches } from './demo-hot-matches.js';
import { DEMO_MERCHANT } from './demo-site.js';
import { seedOptionsOf } from './seed-steps.js';

let t: TestApp;
afterEach(() => t.close());

describe('seedDemoHotMatches', () => {
  it('pins two later matches to the front of home’s strip once, audited as demo_content', async () => {
    const clock = testClock(Date.now());
    t = await createTestApp({ config: { now: clock.now } });
    const options = seedOptionsOf({ history: false, now: clock.now });
    const seed = () =>
      seedDemoHotMatches(
        { db: t.db, now: clock.now, log: options.log, options },
        DEMO_MERCHANT.code,
      );
    await seed();
    const picks = await t.db.selectFrom('hot_match_picks').selectAll().orderBy('place').execute();
    expect(picks.map((p) => p.place)).toEqual([1, 2]);
    const strip = (await hotMatchesOf(t.app)).list;
    expect(strip.slice(0, 2).map((m) => m.matchId)).toEqual(picks.map((p) => p.match_id));
    // Later matches than the soonest, so the choice shows on home.
    expect(strip[0]?.kickOffAt).toBeGreaterThan(strip[2]?.kickOffAt ?? 0);
    await seed();
    expect(await t.db.selectFrom('hot_match_picks').selectAll().orderBy('place').execute()).toEqual(
      picks,
    );
    const audits = await t.db
      .selectFrom('audit_log')
      .select('operator_username')
      .where('action', '=', 'hotMatches.update')
      .execute();
    expect(audits).toEqual([{ operator_username: 'demo_content' }]);
  });
});
