import { describe, expect, it } from 'vitest';
import { siteCtxOf } from '../../../test/context.js';
import { twoAppsPerTest } from '../../../test/two-apps.js';
import { runRiskScan } from './index.js';
import { registerOn, SCAN_EVERY_MS, scanRunner, storedAlerts } from './risk.test-support.js';

/** Two apps with their own connections on one database, as two server processes share one. */
const { clock, both } = twoAppsPerTest();

const runBoth = async () => {
  const [a, b] = both();
  clock.advance(SCAN_EVERY_MS);
  await Promise.all([scanRunner(a, clock, 'a').runDue(), scanRunner(b, clock, 'b').runDue()]);
};

const marks = async () => {
  const [a] = both();
  return a.db.selectFrom('risk_scans').selectAll().execute();
};

describe('the risk scan on two processes', () => {
  it('raises an alert once, and scans on from its mark', async () => {
    const [a, b] = both();
    const first = await registerOn(a, 'twin-phone-01', '198.51.100.5');
    const second = await registerOn(b, 'twin-phone-01', '198.51.100.6');
    await runBoth();
    await runBoth();
    expect(await storedAlerts(a)).toEqual([
      {
        kind: 'shared_device',
        subject: 'twin-phone-01',
        memberIds: [first.id, second.id].sort((x, y) => x - y),
        figures: { members: '2', signIns: '2' },
      },
    ]);
    const [mark] = await marks();
    expect(Number(mark?.scanned_to)).toBeLessThanOrEqual(clock.now());
    expect(Number(mark?.scanned_to)).toBeGreaterThan(clock.now() - SCAN_EVERY_MS);
    // A third member on the device after the mark: one new alert, read from the mark on.
    await registerOn(b, 'twin-phone-01', '198.51.100.7');
    await runBoth();
    expect((await storedAlerts(b)).map((x) => x.memberIds.length)).toEqual([2, 3]);
  });

  it('catches up the activity of the slots no process ran in one run', async () => {
    const [a, b] = both();
    await registerOn(a, 'twin-phone-02', '198.51.100.8');
    clock.advance(3 * SCAN_EVERY_MS);
    await registerOn(b, 'twin-phone-02', '198.51.100.9');
    clock.advance(3 * SCAN_EVERY_MS);
    await runBoth();
    expect((await storedAlerts(a)).map((x) => x.kind)).toEqual(['shared_device']);
  });

  it('raises nothing twice when both processes read the same activity again from an old mark', async () => {
    const [a, b] = both();
    await registerOn(a, 'twin-phone-03', '198.51.100.10');
    await registerOn(b, 'twin-phone-03', '198.51.100.11');
    await runBoth();
    // As if a process had read the mark before the other's scan committed.
    await a.db.updateTable('risk_scans').set({ scanned_to: 0 }).execute();
    const scanOn = async (t: typeof a) =>
      runRiskScan(await siteCtxOf(t.db, 'demo', clock.now), clock.now());
    expect(await scanOn(a)).toBe(0);
    await a.db.updateTable('risk_scans').set({ scanned_to: 0 }).execute();
    expect(await scanOn(b)).toBe(0);
    expect(await storedAlerts(b)).toHaveLength(1);
  });
});
