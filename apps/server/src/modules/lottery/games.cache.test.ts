import { adminLotteryEndpoints as ep, lotteryEndpoints, pathWith } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../../test/members.js';
import { createTestApps, type TestApp } from '../../../test/test-app.js';
import { asOperator, signIn } from '../backoffice/backoffice.test-support.js';

/** A game edit made through one process is seen by another within 2 seconds (DESIGN "Caches"). */
let apps: TestApp[] = [];
let clock = manualClock();
beforeEach(async () => {
  clock = manualClock(Date.now());
  // A TTL far longer than the test: only the version row can make b drop its copy.
  apps = await createTestApps(2, { config: { now: clock.now, merchantCacheMs: 60 * 60_000 } });
});
afterEach(async () => {
  for (const t of apps) await t.close();
});
const both = () => {
  const [a, b] = apps;
  if (!a || !b) throw new Error('two apps needed');
  return [a, b] as const;
};

const publicCodes = async (app: TestApp['app']) => {
  const res = await app.inject({ method: 'GET', url: lotteryEndpoints.games.path });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().value.list as { code: string }[]).map((g) => g.code);
};

describe('the lottery games cache across processes', () => {
  it('shows an edit made through one process in the other within 2 seconds', async () => {
    const [a, b] = both();
    const content = await signIn(a.app, clock, 'demo_content');
    const games = (await asOperator(a.app, content, 'GET', ep.games.path)).json().value.list;
    const game = games.find((g: { code: string }) => g.code === '5D1');
    expect(game).toBeDefined();
    expect(await publicCodes(b.app)).toContain('5D1');

    const off = await asOperator(
      a.app,
      content,
      'PUT',
      pathWith(ep.editGame.path, { id: game.id }),
      {
        enabled: false,
        schedule: game.schedule,
        limits: game.limits,
      },
    );
    expect(off.statusCode, off.body).toBe(200);
    // The process that made the edit shows it at once, the other by its next version check.
    expect(await publicCodes(a.app)).not.toContain('5D1');
    // b read the version row this very second: it still answers its copy (a cache, not a read).
    expect(await publicCodes(b.app)).toContain('5D1');
    clock.advance(1_100);
    expect(await publicCodes(b.app)).not.toContain('5D1');
  });
});
