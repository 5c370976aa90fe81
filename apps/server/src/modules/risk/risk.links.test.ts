import { adminRiskEndpoints } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { addPromotion, claim } from '../promotions/promotions.test-support.js';
import { alertsOfKind, loginOn, registerOn, scan } from './risk.test-support.js';

/** Linked accounts: a shared device, a shared public address, and their bonus claims. */

const { sharedAddressMaxMembers, sharedAddressWindowMs } = adminRiskEndpoints.RISK_THRESHOLDS;

let t: TestApp;
const clock = manualClock(Date.now());
beforeEach(async () => {
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

describe('shared devices', () => {
  it('links two members registered on one device, once, and a third in a new alert', async () => {
    const a = await registerOn(t, 'phone-shared-1', '203.0.113.10');
    const b = await registerOn(t, 'phone-shared-1', '198.51.100.20');
    await registerOn(t, 'phone-own-2', '198.51.100.21'); // a device of its own
    await scan(t, clock);
    const [alert] = await alertsOfKind(t, 'shared_device');
    expect(await alertsOfKind(t, 'shared_device')).toHaveLength(1);
    expect(alert).toMatchObject({
      subject: 'phone-shared-1',
      memberIds: [a.id, b.id].sort((x, y) => x - y),
      figures: { members: '2', signIns: '2' },
    });
    // Signing in again on it links nobody new: no second alert.
    await loginOn(t, a, 'phone-shared-1', '203.0.113.10');
    await scan(t, clock);
    expect(await alertsOfKind(t, 'shared_device')).toHaveLength(1);
    const c = await registerOn(t, 'phone-own-3', '198.51.100.22');
    await loginOn(t, c, 'phone-shared-1', '198.51.100.22');
    await scan(t, clock);
    const alerts = await alertsOfKind(t, 'shared_device');
    expect(alerts.map((x) => x.memberIds.length)).toEqual([2, 3]);
  });

  it("ignores the server's own sign-ins (loopback) on a device", async () => {
    await registerOn(t, 'seed-like-device', '127.0.0.1');
    await registerOn(t, 'seed-like-device', '127.0.0.1');
    await scan(t, clock);
    expect(await alertsOfKind(t, 'shared_device')).toEqual([]);
  });
});

describe('shared addresses', () => {
  it('links members signing in from one public address within the window', async () => {
    const a = await registerOn(t, 'device-a-01', '198.51.100.31');
    const b = await registerOn(t, 'device-b-01', '198.51.100.32');
    await loginOn(t, a, 'device-a-01', '203.0.113.77');
    clock.advance(sharedAddressWindowMs / 2);
    await loginOn(t, b, 'device-b-01', '203.0.113.77');
    await scan(t, clock);
    await scan(t, clock);
    expect(await alertsOfKind(t, 'shared_address')).toEqual([
      {
        kind: 'shared_address',
        subject: '203.0.113.77',
        memberIds: [a.id, b.id].sort((x, y) => x - y),
        figures: { members: '2', signIns: '2', windowHours: '24' },
      },
    ]);
  });

  it('does not link sign-ins further apart than the window, from private ranges, or a busy address', async () => {
    const a = await registerOn(t, 'device-c-01', '198.51.100.41');
    const b = await registerOn(t, 'device-d-01', '198.51.100.42');
    await loginOn(t, a, 'device-c-01', '203.0.113.88');
    clock.advance(sharedAddressWindowMs + 60_000);
    await loginOn(t, b, 'device-d-01', '203.0.113.88');
    await loginOn(t, a, 'device-c-01', '192.168.0.9');
    await loginOn(t, b, 'device-d-01', '192.168.0.9');
    const crowd = [];
    for (let i = 0; i <= sharedAddressMaxMembers; i++) {
      crowd.push(await registerOn(t, `cafe-guest-${i}`, `198.51.100.${50 + i}`));
    }
    for (const [i, m] of crowd.entries()) await loginOn(t, m, `cafe-guest-${i}`, '203.0.113.99');
    await scan(t, clock);
    expect(await alertsOfKind(t, 'shared_address')).toEqual([]);
  });
});

describe('linked bonus claims', () => {
  it('raises once when members linked by a device each claim the same promotion', async () => {
    const promotion = await addPromotion(t, clock.now(), {}, 'Daily sign-in bonus');
    const other = await addPromotion(t, clock.now(), {}, 'Another bonus');
    const a = await registerOn(t, 'family-tablet', '198.51.100.61');
    const b = await registerOn(t, 'family-tablet', '198.51.100.62');
    const stranger = await registerOn(t, 'own-phone', '198.51.100.63');
    expect((await claim(t.app, promotion, a.headers)).statusCode).toBe(200);
    expect((await claim(t.app, promotion, stranger.headers)).statusCode).toBe(200);
    expect((await claim(t.app, other, b.headers)).statusCode).toBe(200);
    await scan(t, clock);
    expect(await alertsOfKind(t, 'linked_bonus_claims')).toEqual([]); // different promotions
    expect((await claim(t.app, promotion, b.headers)).statusCode).toBe(200);
    await scan(t, clock);
    await scan(t, clock);
    expect(await alertsOfKind(t, 'linked_bonus_claims')).toEqual([
      {
        kind: 'linked_bonus_claims',
        subject: 'Daily sign-in bonus',
        memberIds: [a.id, b.id].sort((x, y) => x - y),
        figures: { claimants: '2', linkedBy: 'device family-tablet' },
      },
    ]);
  });
});
