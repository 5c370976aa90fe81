import { API, pathWith, promotionDetailAnswer, rewardsAnswer } from '@lotto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf, getOk } from '../../../test/http.js';
import { sessionFor } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { REFERRAL_PROMOTION } from '../../seed/demo-referrals.js';

/** Who may call what, and what a bad id answers; then demo01's seeded part in the promotions. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedHistory: true });
});
afterAll(() => t.close());

const sessionEndpoints = [
  { method: 'POST', path: API.promotions.join },
  { method: 'POST', path: API.promotions.claim },
  { method: 'POST', path: API.promotions.claimReward },
  { method: 'GET', path: API.promotions.rewards },
  { method: 'GET', path: API.promotions.unclaimed },
] as const;

const entriesCount = async () =>
  (await t.db.selectFrom('promotion_entries').select('id').execute()).length;

describe.each(sessionEndpoints)('$method $path', ({ method, path }) => {
  it('answers 401 without a session and changes nothing', async () => {
    const before = await entriesCount();
    const url = path.includes(':id') ? pathWith(path, { id: 1 }) : path;
    expect(await failureOf(t.app, { method, url })).toEqual({
      status: 401,
      code: 'user.or.token.invalid',
    });
    expect(await entriesCount()).toBe(before);
  });
});

describe.each(sessionEndpoints.filter((e) => e.path.includes(':id')))(
  '$method $path',
  ({ method, path }) => {
    it('refuses an id that is not a positive number, naming the field', async () => {
      const { token } = await sessionFor(t.app, 'demo02');
      const before = await entriesCount();
      for (const id of ['abc', '0', '-3', '99999999999']) {
        const res = await t.app.inject({
          method,
          url: path.replace(':id', id),
          headers: { authorization: token },
        });
        expect([res.statusCode, res.json().errorCode]).toEqual([400, 'request_param_err']);
        expect(JSON.stringify(res.json().value)).toContain('id');
      }
      expect(await entriesCount()).toBe(before);
    });
  },
);

describe("demo01's seeded promotions", () => {
  it('has a claimed check-in bonus, a mission to claim, one in progress and an application waiting', async () => {
    const { token } = await sessionFor(t.app, 'demo01');
    const headers = { authorization: token, language: 'EN' };
    const rewards = await getOk(t.app, rewardsAnswer, API.promotions.rewards, headers);
    expect(rewards.history.map((r) => [r.title, r.amount])).toEqual([
      ['Daily Check-in Bonus K 500', '500.00'],
    ]);
    const ids = await t.db
      .selectFrom('promotion_entries')
      .select(['promotion_id', 'status'])
      .orderBy('id')
      .execute();
    const [, mission, welcome, application] = ids;
    const detailOf = (id: number) =>
      getOk(t.app, promotionDetailAnswer, pathWith(API.promotions.detail, { id }), headers);
    expect(await detailOf(mission?.promotion_id ?? 0)).toMatchObject({
      status: 'joined',
      progress: { validStake: '100.00', target: '200.00' },
    });
    expect(await detailOf(welcome?.promotion_id ?? 0)).toMatchObject({
      status: 'claim',
      progress: { validStake: '100.00', target: '100.00' },
    });
    // Beside the mission's reward: demo01's VIP1 upgrade bonus (seed step demo-vip) and the
    // bonus its invited friend01 earned it (seed step demo-referrals).
    expect(rewards.claimable.map((r) => [r.title, r.amount]).sort()).toEqual(
      [
        [REFERRAL_PROMOTION.EN.title, '1000.00'],
        ['VIP1 upgrade bonus', '18.00'],
        ['Welcome Mission: Spin K 100, Get K 300', '300.00'],
      ].sort(),
    );
    expect(await detailOf(application?.promotion_id ?? 0)).toMatchObject({
      status: 'process',
      progress: { applicationImages: 1 },
    });
  });
});
