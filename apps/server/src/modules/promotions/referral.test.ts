import { API, claimAnswer, loginAnswer, referralAnswer, rewardsAnswer } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failureOf, getOk } from '../../../test/http.js';
import { auditLedger } from '../../../test/ledger-audit.js';
import { manualClock, memberWithSession, sessionFor } from '../../../test/members.js';
import { registerVia } from '../../../test/registration.js';
import { changeSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { firstGame, launch, roundOk } from '../play/play.test-support.js';
import { addPromotion, DAY, post, promotionUrl } from './promotions.test-support.js';

/**
 * Invite friends: a friend who registers through a member's link names the member as
 * recommender (never as upline); the referral promotion pays the member once per friend whose
 * valid stake reaches the target within the rule's days. Runs on SQLite and PostgreSQL.
 */

let clock = manualClock(Date.now());
let t: TestApp;
beforeEach(async () => {
  // Sessions made by memberWithSession start at the real time: so does each test's clock.
  clock = manualClock(Date.now());
  t = await createTestApp({ config: { now: () => clock.now() } });
  // The demo's own referral promotion is closed: each test sets up the rule it reads.
  await t.db
    .updateTable('promotions')
    .set({ ends_at: clock.now() - 1 })
    .where('kind', '=', 'referral')
    .execute();
});
afterEach(() => t.close());

/** K 20.00 per friend who stakes K 10.00 on slots within 7 days; budget for `friends`. */
const referralPromotion = (friends = 10) =>
  addPromotion(
    t,
    clock.now(),
    {
      kind: 'referral',
      frequency: 'once',
      reward_minor: 2000,
      mission_category: 'RNG',
      mission_target_minor: 1000,
      referral_days: 7,
      budget_minor: friends * 2000,
      turnover_multiplier: 1,
    },
    'Invite friends',
  );

let names = 0;
/** Registers a friend through the inviter's link; answers the friend's session. */
const registerFriend = async (recommenderId: string) => {
  const username = `friend${++names}x${Date.now() % 1000}`;
  const res = await registerVia(t.app, { username, recommenderId });
  expect(res.statusCode, res.body).toBe(200);
  const answer = loginAnswer.parse(res.json().value);
  return { id: answer.id, username, headers: { authorization: answer.token, merchant: 'demo' } };
};

type Headers = Record<string, string>;
const referralOf = (headers: Headers) =>
  getOk(t.app, referralAnswer, API.promotions.referral, headers);
const rewardsOf = (headers: Headers) =>
  getOk(t.app, rewardsAnswer, API.promotions.rewards, headers);

/** Spins a slot for the friend with this stake (settled at once: valid stake at 100%). */
const play = async (
  friend: { headers: { authorization: string; merchant: string } },
  stake: string,
) => {
  const game = await firstGame(t.db, { category: 'RNG' });
  const { ticket } = await launch(t.app, { id: 0, siteId: 0, headers: friend.headers }, game);
  await roundOk(t.app, ticket, { stake, choice: { kind: 'slot' } });
};

const memberRow = (id: number) =>
  t.db
    .selectFrom('members')
    .select(['recommender_id', 'upline_id', 'referred_by_code'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('registering through an invite link', () => {
  it('records the inviter as recommender, never as upline, and counts the sign-up', async () => {
    await referralPromotion();
    const inviter = await memberWithSession(t.db);
    const mine = await referralOf(inviter.headers);
    expect(mine).toMatchObject({ recommenderId: String(inviter.id), invited: 0, qualified: 0 });
    expect(mine.offer).toMatchObject({ reward: '20.00', targetStake: '10.00', days: 7 });
    const friend = await registerFriend(mine.recommenderId);
    expect(await memberRow(friend.id)).toEqual({
      recommender_id: String(inviter.id),
      upline_id: null,
      referred_by_code: null,
    });
    expect(await referralOf(inviter.headers)).toMatchObject({ invited: 1, qualified: 0 });
    // Somebody else's figures are their own: the friend invited nobody.
    expect(await referralOf(friend.headers)).toMatchObject({
      recommenderId: String(friend.id),
      invited: 0,
    });
  });

  it('refuses a link naming nobody, a trial account or another site, and makes no member', async () => {
    const trial = await memberWithSession(t.db, 'demo', undefined, 4);
    const count = async () => (await t.db.selectFrom('members').select('id').execute()).length;
    const before = await count();
    for (const recommenderId of ['abc', '0', '99999999', String(trial.id), '12345678901']) {
      const res = await registerVia(t.app, { username: `nobody${++names}`, recommenderId });
      expect([res.statusCode, res.json().errorCode], recommenderId).toEqual([
        400,
        'referrer.link.error',
      ]);
    }
    expect(await count()).toBe(before);
  });

  it('with invite friends off, ignores the link (the field is off) and pays nothing', async () => {
    await referralPromotion();
    const inviter = await memberWithSession(t.db);
    await changeSite(t.app, { whitelabel: { REFERRAL: false } });
    const friend = await registerFriend(String(inviter.id));
    expect((await memberRow(friend.id)).recommender_id).toBeNull();
    const entries = await t.db.selectFrom('promotion_entries').select('id').execute();
    expect(entries).toEqual([]);
  });
});

describe('the referral bonus', () => {
  it("is earned by the friend's valid stake, claimed once however often it is tapped", async () => {
    await referralPromotion();
    const inviter = await memberWithSession(t.db);
    const friend = await registerFriend(String(inviter.id));
    await play(friend, '6.00');
    expect((await rewardsOf(inviter.headers)).claimable).toEqual([]);
    expect(await referralOf(inviter.headers)).toMatchObject({ qualified: 0, waiting: '0.00' });
    await play(friend, '4.00');
    const [reward] = (await rewardsOf(inviter.headers)).claimable;
    expect(reward).toMatchObject({ status: 'claim', amount: '20.00' });
    expect(await referralOf(inviter.headers)).toMatchObject({
      invited: 1,
      qualified: 1,
      waiting: '20.00',
      earned: '0.00',
    });
    const url = promotionUrl(API.promotions.claimReward, reward?.id ?? 0);
    // The friend cannot claim the inviter's reward (not theirs).
    expect((await post(t.app, url, friend.headers)).json().errorCode).toBe('promotion.not.found');
    const taps = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url,
          headers: inviter.headers,
          remoteAddress: `198.18.1.${i}`,
        }),
      ),
    );
    for (const res of taps) expect(res.statusCode, res.body).toBe(200);
    expect(new Set(taps.map((r) => claimAnswer.parse(r.json().value).balance))).toEqual(
      new Set(['1020.00']),
    );
    const bonuses = await t.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('type', '=', 'bonus')
      .execute();
    expect(bonuses).toHaveLength(1);
    expect(await referralOf(inviter.headers)).toMatchObject({
      qualified: 1,
      earned: '20.00',
      waiting: '0.00',
    });
    expect(await auditLedger(t.db)).toMatchObject({ driftedAccounts: [], sumOfBalances: 0 });
  });

  it('counts only stakes within the days after sign-up, and only within budget', async () => {
    await referralPromotion(1);
    const { id: inviterId } = await memberWithSession(t.db, 'demo', 'inviter01');
    const late = await registerFriend(String(inviterId));
    clock.advance(8 * DAY);
    // Sessions idle out over 8 days: both sign in again.
    const headersOf = async (name: string) => ({
      authorization: (await sessionFor(t.app, name)).token,
      merchant: 'demo',
    });
    const inviter = { id: inviterId, headers: await headersOf('inviter01') };
    await play({ headers: await headersOf(late.username) }, '50.00');
    expect((await rewardsOf(inviter.headers)).claimable).toEqual([]);
    const early = await registerFriend(String(inviter.id));
    const other = await registerFriend(String(inviter.id));
    await play(early, '10.00');
    await play(other, '10.00');
    const { claimable } = await rewardsOf(inviter.headers);
    expect(claimable).toHaveLength(2);
    const paid = await post(
      t.app,
      promotionUrl(API.promotions.claimReward, claimable[0]?.id ?? 0),
      inviter.headers,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    // The budget held one bonus: the second friend's now shows closed.
    expect((await rewardsOf(inviter.headers)).claimable).toEqual([]);
    const refused = await post(
      t.app,
      promotionUrl(API.promotions.claimReward, claimable[1]?.id ?? 0),
      inviter.headers,
    );
    expect(refused.json().errorCode).toBe('promotion.budget.exhausted');
    expect(await referralOf(inviter.headers)).toMatchObject({ invited: 3, qualified: 1 });
  });
});

describe('GET /wps/relay/referral', () => {
  it('needs a session of a real account, and invite friends on', async () => {
    const url = API.promotions.referral;
    expect(await failureOf(t.app, { method: 'GET', url })).toEqual({
      status: 401,
      code: 'user.or.token.invalid',
    });
    const trial = await memberWithSession(t.db, 'demo', undefined, 4);
    const refused = await failureOf(t.app, { method: 'GET', url, headers: trial.headers });
    expect(refused.code).toBe('trial.not.allowed');
    const m = await memberWithSession(t.db);
    await changeSite(t.app, { whitelabel: { REFERRAL: false } });
    const off = await failureOf(t.app, { method: 'GET', url, headers: m.headers });
    expect(off.code).toBe('function.not.available');
  });

  it('answers no offer when no referral promotion is open', async () => {
    const m = await memberWithSession(t.db);
    expect(await referralOf(m.headers)).toEqual({
      recommenderId: String(m.id),
      invited: 0,
      qualified: 0,
      earned: '0.00',
      waiting: '0.00',
      offer: null,
    });
  });
});
