import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { asOperator, signIn } from '../modules/backoffice/backoffice.test-support.js';
import { addDays, siteDay } from '../modules/system/index.js';

/**
 * The demo's reports over the last 30 days are not empty: the seeded history and agent01's
 * team played, deposited and registered through the services, which keep the site sums.
 */

let t: TestApp;
const clock = manualClock(Date.now());
beforeAll(async () => {
  t = await createTestApp({ seedAgentTeam: true, config: { now: clock.now } });
}, 120_000);
afterAll(() => t.close());

describe("the demo's reports", () => {
  it('show the last 30 days of play, money and members', async () => {
    const owner = await signIn(t.app, clock, 'demo_owner');
    const to = siteDay('Asia/Yangon', clock.now());
    const q = `from=${addDays(to, -29)}&to=${to}`;
    const get = async (path: string) => {
      const res = await asOperator(t.app, owner, 'GET', `/admin/api/reports/${path}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value;
    };
    const daily = await get(`daily?${q}`);
    expect(daily.rows).toHaveLength(30);
    expect(daily.totals.activeMembers).toBeGreaterThanOrEqual(4);
    expect(daily.totals.newMembers).toBeGreaterThanOrEqual(4);
    expect(daily.totals.firstDeposits).toBeGreaterThanOrEqual(4);
    for (const figure of ['stake', 'validStake', 'payout', 'deposits']) {
      expect(daily.totals[figure], figure).not.toBe('0.00');
    }
    const playedDays = daily.rows.filter((r: { stake: string }) => r.stake !== '0.00');
    expect(playedDays.length).toBeGreaterThanOrEqual(5);
    expect((await get(`vendors?${q}`)).rows.length).toBeGreaterThanOrEqual(3);
    expect((await get(`categories?${q}`)).rows.length).toBeGreaterThanOrEqual(3);
    const agents = await get(`agents?${q}&pageSize=100`);
    const agent01 = agents.rows.find((r: { username: string }) => r.username === 'agent01');
    expect(agent01.stake).not.toBe('0.00');
    expect(agent01.teamSize).toBeGreaterThanOrEqual(5);
    expect((await get(`vip-levels?${q}`)).rows.length).toBeGreaterThanOrEqual(1);
  });
});
