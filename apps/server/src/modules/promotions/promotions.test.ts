import {
  API,
  claimAnswer,
  promotionDetailAnswer,
  promotionsAnswer,
  rewardsAnswer,
  unclaimedAnswer,
} from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failureOf, getOk } from '../../../test/http.js';
import { auditLedger } from '../../../test/ledger-audit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { firstGame, launch, memberWithSession, roundOk } from '../play/play.test-support.js';
import { addPromotion, claim, DAY, join, promotionUrl } from './promotions.test-support.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const detailOf = (id: number, headers: Record<string, string> = {}) =>
  getOk(t.app, promotionDetailAnswer, promotionUrl(API.promotions.detail, id), headers);

const claimOk = async (id: number, headers: Record<string, string>) => {
  const res = await claim(t.app, id, headers);
  expect(res.statusCode, res.body).toBe(200);
  return claimAnswer.parse(res.json().value);
};

const bonusTransactions = async () =>
  (await t.db.selectFrom('ledger_transactions').select('id').where('type', '=', 'bonus').execute())
    .length;

describe('GET /wps/relay/promotions', () => {
  it('answers the seeded categories and promotions of every kind in the language asked', async () => {
    const en = await getOk(t.app, promotionsAnswer, API.promotions.list, { language: 'EN' });
    expect(en.categories.map((c) => c.title)).toEqual([
      'Hot',
      'Daily',
      'Missions',
      'Deposit',
      'Specials',
    ]);
    expect(new Set(en.promotions.map((p) => p.kind))).toEqual(
      new Set(['sign_in', 'bet_mission', 'first_deposit', 'manual', 'referral']),
    );
    const checkIn = en.promotions[0];
    expect(checkIn).toMatchObject({
      title: 'Daily Check-in Bonus K 500',
      noExpiry: 1,
      endDate: null,
    });
    expect(checkIn?.announcementImages[0]).toEqual({
      url: `/wps/relay/promotions/art/${checkIn?.id}.svg?sequence=1&lang=EN`,
      sequence: 1,
    });
    expect(en.promotions.map((p) => p.status)).toContain('coming');
    const my = await getOk(t.app, promotionsAnswer, API.promotions.list, { language: 'MY' });
    expect(my.categories[0]?.title).toBe('လူကြိုက်များ');
    expect(my.promotions[0]?.title).toBe('နေ့စဉ် ဝင်ရောက်ဆု K 500');
  });

  it('shows a guest the first step of each open promotion', async () => {
    const { promotions } = await getOk(t.app, promotionsAnswer, API.promotions.list);
    const byKind = (kind: string) => promotions.find((p) => p.kind === kind)?.status;
    expect(byKind('sign_in')).toBe('claim');
    expect(byKind('bet_mission')).toBe('join');
    expect(byKind('first_deposit')).toBe('join');
    expect(byKind('manual')).toBe('applying');
  });

  it('draws each promotion its artwork, and answers 404 for another id', async () => {
    const id = await addPromotion(t, Date.now(), {});
    const res = await t.app.inject({
      method: 'GET',
      url: `/wps/relay/promotions/art/${id}.svg?lang=EN`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('K 5</text>');
    expect(res.body).toContain('Check in &#38; claim');
    const burmese = await t.app.inject({
      method: 'GET',
      url: `/wps/relay/promotions/art/${id}.svg?lang=MY`,
    });
    expect(burmese.body).toContain('နေ့စဉ် ဘောနပ်စ်');
    const missing = await failureOf(t.app, {
      method: 'GET',
      url: '/wps/relay/promotions/art/999999.svg',
    });
    expect(missing).toEqual({ status: 404, code: 'promotion.not.found' });
  });
});

describe('GET /wps/relay/promotions/:id', () => {
  it('answers terms and, for a member, their progress; 404 for another site or id', async () => {
    const id = await addPromotion(t, Date.now(), {
      kind: 'bet_mission',
      mission_category: 'RNG',
      mission_target_minor: 2000,
      reward_minor: 1000,
      frequency: 'once',
    });
    const guest = await detailOf(id);
    expect(guest).toMatchObject({ status: 'join', progress: null });
    expect(guest.terms).toMatchObject({
      missionCategory: 'RNG',
      missionTarget: '20.00',
      reward: '10.00',
    });
    const m = await memberWithSession(t.db);
    expect((await detailOf(id, m.headers)).progress).toMatchObject({ validStake: null });
    expect(
      await failureOf(t.app, { method: 'GET', url: promotionUrl(API.promotions.detail, 999999) }),
    ).toEqual({
      status: 404,
      code: 'promotion.not.found',
    });
  });

  it('refuses an id that is not a number with a clear error', async () => {
    const res = await failureOf(t.app, { method: 'GET', url: '/wps/relay/promotions/abc' });
    expect(res).toEqual({ status: 400, code: 'request_param_err' });
  });
});

describe('claiming a sign-in bonus', () => {
  it('pays once per site day: a double tap and a retry pay nothing more', async () => {
    const id = await addPromotion(t, Date.now());
    const m = await memberWithSession(t.db);
    const [first, second] = await Promise.all([claimOk(id, m.headers), claimOk(id, m.headers)]);
    expect(first.reward).toMatchObject({
      amount: '5.00',
      status: 'claimed',
      turnoverRequired: '15.00',
    });
    expect(second.reward.id).toBe(first.reward.id);
    const again = await claimOk(id, m.headers);
    expect(again.balance).toBe('1005.00');
    expect(await bonusTransactions()).toBe(1);
    expect((await detailOf(id, m.headers)).status).toBe('claimed');
    expect(await auditLedger(t.db)).toMatchObject({
      driftedAccounts: [],
      unbalancedTransactions: [],
      sumOfBalances: 0,
    });
  });

  it('refuses without a session, a free-trial account, and a member type not eligible', async () => {
    const id = await addPromotion(t, Date.now());
    expect(
      await failureOf(t.app, { method: 'POST', url: promotionUrl(API.promotions.claim, id) }),
    ).toEqual({
      status: 401,
      code: 'user.or.token.invalid',
    });
    const trial = await memberWithSession(t.db, 'demo', undefined, 4);
    expect((await claim(t.app, id, trial.headers)).json().errorCode).toBe('trial.not.allowed');
    const agent = await memberWithSession(t.db, 'demo', undefined, 1);
    const refused = await claim(t.app, id, agent.headers);
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'promotion.not.eligible']);
    expect(await bonusTransactions()).toBe(0);
  });

  it('refuses a promotion that has not started or has ended', async () => {
    const now = Date.now();
    const coming = await addPromotion(t, now, { starts_at: now + DAY });
    const ended = await addPromotion(t, now, { starts_at: now - 2 * DAY, ends_at: now - DAY });
    const m = await memberWithSession(t.db);
    expect((await detailOf(coming, m.headers)).status).toBe('coming');
    expect((await detailOf(ended, m.headers)).status).toBe('close');
    expect((await claim(t.app, coming, m.headers)).json().errorCode).toBe('promotion.not.open');
    expect((await claim(t.app, ended, m.headers)).json().errorCode).toBe('promotion.not.open');
    expect(await bonusTransactions()).toBe(0);
  });
});

describe('a bet mission', () => {
  it('counts valid stake from real play after joining, then pays into the balance once', async () => {
    const id = await addPromotion(t, Date.now(), {
      kind: 'bet_mission',
      mission_category: 'RNG',
      mission_target_minor: 1000,
      reward_minor: 2500,
      frequency: 'daily',
      turnover_multiplier: 5,
    });
    const m = await memberWithSession(t.db);
    const game = await firstGame(t.db, { category: 'RNG' });
    const { ticket } = await launch(t.app, m, game);
    await roundOk(t.app, ticket, { stake: '4.00', choice: { kind: 'slot' } }); // before joining
    expect((await claim(t.app, id, m.headers)).json().errorCode).toBe('promotion.not.claimable');
    const joined = promotionDetailAnswer.parse((await join(t.app, id, m.headers)).json().value);
    expect(joined).toMatchObject({
      status: 'joined',
      progress: { validStake: '0.00', target: '10.00' },
    });
    await roundOk(t.app, ticket, { stake: '6.00', choice: { kind: 'slot' } });
    expect((await detailOf(id, m.headers)).progress?.validStake).toBe('6.00');
    expect((await claim(t.app, id, m.headers)).json().errorCode).toBe('promotion.not.claimable');
    await roundOk(t.app, ticket, { stake: '4.00', choice: { kind: 'slot' } });
    expect((await detailOf(id, m.headers)).status).toBe('claim');
    const unclaimed = await getOk(t.app, unclaimedAnswer, API.promotions.unclaimed, m.headers);
    expect(unclaimed.count).toBe(1);
    const paid = await claimOk(id, m.headers);
    expect(paid.reward).toMatchObject({ amount: '25.00', turnoverRequired: '125.00' });
    const rewards = await getOk(t.app, rewardsAnswer, API.promotions.rewards, m.headers);
    expect(rewards.claimable).toEqual([]);
    expect(rewards.history.map((r) => r.id)).toEqual([paid.reward.id]);
    expect(await auditLedger(t.db)).toMatchObject({
      driftedAccounts: [],
      negativeMemberAccounts: [],
      sumOfBalances: 0,
    });
  });

  it('counts other categories at their contribution and joins once', async () => {
    const id = await addPromotion(t, Date.now(), {
      kind: 'bet_mission',
      mission_category: 'LIVE',
      mission_target_minor: 100_000,
      reward_minor: 1000,
      frequency: 'once',
    });
    const m = await memberWithSession(t.db);
    await join(t.app, id, m.headers);
    const again = await join(t.app, id, m.headers);
    expect(again.statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('promotion_entries')
      .select('id')
      .where('member_id', '=', m.id)
      .execute();
    expect(rows).toHaveLength(1);
    const game = await firstGame(t.db, { category: 'LIVE' });
    const { ticket } = await launch(t.app, m, game);
    const round = await roundOk(t.app, ticket, {
      stake: '50.00',
      choice: { kind: 'table', side: 'player' },
    });
    if (round.round.status === 'open') {
      await t.app.inject({
        method: 'POST',
        url: API.play.settle,
        payload: { ticket, roundId: round.round.roundId },
      });
    }
    expect((await detailOf(id, m.headers)).progress?.validStake).toBe('10.00'); // 20 % of K 50
  });
});

describe('GET /wps/relay/rewards', () => {
  it('needs a session, and shows a member only their own rewards', async () => {
    expect(await failureOf(t.app, { method: 'GET', url: API.promotions.rewards })).toEqual({
      status: 401,
      code: 'user.or.token.invalid',
    });
    const id = await addPromotion(t, Date.now());
    const a = await memberWithSession(t.db);
    const b = await memberWithSession(t.db);
    const paid = await claimOk(id, a.headers);
    const theirs = await getOk(t.app, rewardsAnswer, API.promotions.rewards, b.headers);
    expect(theirs).toEqual({ claimable: [], history: [] });
    const refused = await failureOf(t.app, {
      method: 'POST',
      url: promotionUrl(API.promotions.claimReward, paid.reward.id),
      headers: b.headers,
    });
    expect(refused).toEqual({ status: 404, code: 'promotion.not.found' });
    expect(await bonusTransactions()).toBe(1);
  });
});
