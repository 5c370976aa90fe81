import { API, referralAnswer, rewardsAnswer } from '@lotto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOk } from '../../test/http.js';
import { sessionFor } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_FRIENDS, REFERRAL_PROMOTION } from './demo-referrals.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedHistory: true });
});
afterAll(() => t.close());

describe("demo01's invited friends", () => {
  it('signed up by its link, one played enough: the bonus waits and shows in the counts', async () => {
    const { token } = await sessionFor(t.app, 'demo01');
    const headers = { authorization: token, language: 'EN' };
    const mine = await getOk(t.app, referralAnswer, API.promotions.referral, headers);
    expect(mine).toMatchObject({
      invited: DEMO_FRIENDS.length,
      qualified: 1,
      earned: '0.00',
      waiting: '1000.00',
      offer: {
        title: REFERRAL_PROMOTION.EN.title,
        reward: '1000.00',
        targetStake: '500.00',
        days: 7,
      },
    });
    const friends = await t.db
      .selectFrom('members')
      .select(['username', 'recommender_id', 'upline_id'])
      .where('username', 'like', 'friend%')
      .orderBy('username')
      .execute();
    expect(friends).toEqual(
      DEMO_FRIENDS.map((f) => ({
        username: f.username,
        recommender_id: mine.recommenderId,
        upline_id: null,
      })),
    );
    const rewards = await getOk(t.app, rewardsAnswer, API.promotions.rewards, headers);
    expect(rewards.claimable.map((r) => [r.title, r.amount])).toContainEqual([
      REFERRAL_PROMOTION.EN.title,
      '1000.00',
    ]);
  });
});
