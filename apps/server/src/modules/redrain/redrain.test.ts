import {
  API,
  MEMBER_TYPES,
  redRainClaimAnswer,
  redRainCurrentAnswer,
  redRainMyClaimsAnswer,
} from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { failureOf, getOk } from '../../../test/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { joinTeam, type TeamMember } from '../team/team.test-support.js';
import {
  addRound,
  cashOf,
  depositNow,
  envelopeTransactions,
  MINUTE_MS,
  postClaim,
} from './redrain.test-support.js';

let t: TestApp;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock();
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

const current = (m: TeamMember) =>
  getOk(t.app, redRainCurrentAnswer, API.agent.redRainCurrent, m.headers);

const claimOk = async (m: TeamMember, roundId: number) => {
  const res = await postClaim(t.app, m.headers, { roundId });
  expect(res.statusCode, res.body).toBe(200);
  return redRainClaimAnswer.parse(res.json().value);
};

const claimFails = async (m: TeamMember, payload: object) =>
  failureOf(t.app, {
    method: 'POST',
    url: API.agent.redRainClaim,
    headers: m.headers,
    payload,
  });

/** The member's turnover requirements from red envelopes (sign-up records a welcome one). */
const turnoverRows = async (memberId: number) =>
  (
    await t.db
      .selectFrom('turnover_requirements')
      .select(['source', 'amount_minor'])
      .where('member_id', '=', memberId)
      .where('source', 'like', 'redrain:%')
      .execute()
  ).map((r) => ({ source: r.source, amount_minor: Number(r.amount_minor) }));

describe('GET red rain current', () => {
  it('answers no round when none is scheduled', async () => {
    const m = await joinTeam(t, null);
    expect(await current(m)).toEqual({ serverTime: clock.now(), round: null });
  });

  it('counts down to the next round, then to the end of the open one', async () => {
    const m = await joinTeam(t, null);
    const round = await addRound(t, { startsAt: clock.now() + 5 * MINUTE_MS });
    const before = await current(m);
    expect(before.round).toMatchObject({
      id: round.id,
      state: 'upcoming',
      countdownTo: round.startsAt,
      eligible: true,
      claim: null,
    });
    clock.advance(5 * MINUTE_MS);
    expect((await current(m)).round).toMatchObject({ state: 'open', countdownTo: round.endsAt });
  });
});

describe('POST red rain claim', () => {
  it('pays one envelope as red_envelope with its turnover, once per member and round', async () => {
    const m = await joinTeam(t, null);
    const round = await addRound(t, { budget: '10.00', envelopes: 4, turnoverMultiplier: 3 });
    const before = await cashOf(t, m.id);
    const { claim, balance } = await claimOk(m, round.id);
    const amountMinor = Math.round(Number(claim.amount) * 100);
    expect(amountMinor).toBeGreaterThanOrEqual(1);
    expect(amountMinor).toBeLessThanOrEqual(1000 - 3);
    expect(balance).toBe(((before + amountMinor) / 100).toFixed(2));
    expect(claim.turnoverRequired).toBe(((amountMinor * 3) / 100).toFixed(2));
    expect(await turnoverRows(m.id)).toEqual([
      { source: `redrain:${round.id}`, amount_minor: amountMinor * 3 },
    ]);
    expect(await claimFails(m, { roundId: round.id })).toEqual({
      status: 409,
      code: 'redRain.claimed',
    });
    expect(await envelopeTransactions(t)).toHaveLength(1);
    const seen = (await current(m)).round;
    expect(seen).toMatchObject({ envelopesLeft: 3, claim });
    const mine = await getOk(t.app, redRainMyClaimsAnswer, API.agent.redRainClaims, m.headers);
    expect(mine.list).toEqual([claim]);
  });

  it('gives the last envelope the rest of the budget', async () => {
    const round = await addRound(t, { budget: '5.00', envelopes: 3 });
    let paid = 0;
    for (let i = 0; i < 3; i++) {
      const { claim } = await claimOk(await joinTeam(t, null), round.id);
      paid += Math.round(Number(claim.amount) * 100);
    }
    expect(paid).toBe(500);
    expect(await claimFails(await joinTeam(t, null), { roundId: round.id })).toEqual({
      status: 409,
      code: 'redRain.round.empty',
    });
  });

  it('refuses a round not started, over or stopped, and changes nothing', async () => {
    const m = await joinTeam(t, null);
    const later = await addRound(t, { startsAt: clock.now() + MINUTE_MS });
    expect(await claimFails(m, { roundId: later.id })).toEqual({
      status: 409,
      code: 'redRain.round.notStarted',
    });
    const short = await addRound(t, { durationMinutes: 1 });
    clock.advance(MINUTE_MS);
    expect(await claimFails(m, { roundId: short.id })).toEqual({
      status: 409,
      code: 'redRain.round.over',
    });
    expect(await envelopeTransactions(t)).toHaveLength(0);
  });

  it("refuses a member below the round's minimums for today, then pays once they are met", async () => {
    const m = await joinTeam(t, null);
    const round = await addRound(t, { minDeposit: '50', minValidStake: '0' });
    expect((await current(m)).round).toMatchObject({
      eligible: false,
      requirement: { minDeposit: '50.00', depositToday: '0.00' },
    });
    expect(await claimFails(m, { roundId: round.id })).toEqual({
      status: 403,
      code: 'redRain.notEligible',
    });
    await depositNow(t, m.id, 5000);
    expect((await current(m)).round).toMatchObject({
      eligible: true,
      requirement: { depositToday: '50.00' },
    });
    await claimOk(m, round.id);
  });

  it("keeps a round of one agent's team to that team and the agent", async () => {
    const agent = await joinTeam(t, null, { type: MEMBER_TYPES.agent1 });
    const sub = await joinTeam(t, agent.id, { type: MEMBER_TYPES.agent2 });
    const deep = await joinTeam(t, sub.id);
    const sibling = await joinTeam(t, null, { type: MEMBER_TYPES.agent1 });
    const outsider = await joinTeam(t, sibling.id);
    const round = await addRound(t, { agentUsername: agent.username });
    for (const m of [agent, deep]) await claimOk(m, round.id);
    for (const m of [sibling, outsider]) {
      expect((await current(m)).round).toBeNull();
      expect(await claimFails(m, { roundId: round.id })).toEqual({
        status: 404,
        code: 'redRain.round.notFound',
      });
    }
  });

  it('refuses no session, a free trial and bad input', async () => {
    const round = await addRound(t);
    const none = { authorization: '', merchant: 'demo' };
    expect(
      (
        await failureOf(t.app, {
          method: 'POST',
          url: API.agent.redRainClaim,
          headers: none,
          payload: { roundId: round.id },
        })
      ).status,
    ).toBe(401);
    expect((await failureOf(t.app, { url: API.agent.redRainCurrent })).status).toBe(401);
    const trial = await joinTeam(t, null, { type: MEMBER_TYPES.freeTrial });
    expect(await claimFails(trial, { roundId: round.id })).toEqual({
      status: 403,
      code: 'trial.not.allowed',
    });
    expect(
      (await failureOf(t.app, { url: API.agent.redRainCurrent, headers: trial.headers })).code,
    ).toBe('trial.not.allowed');
    const m = await joinTeam(t, null);
    for (const payload of [{}, { roundId: 'x' }, { roundId: 0 }, { roundId: 1.5 }]) {
      expect(await claimFails(m, payload)).toEqual({ status: 400, code: 'request_param_err' });
    }
    expect(await claimFails(m, { roundId: round.id + 99 })).toEqual({
      status: 404,
      code: 'redRain.round.notFound',
    });
    expect(await envelopeTransactions(t)).toHaveLength(0);
  });
});
