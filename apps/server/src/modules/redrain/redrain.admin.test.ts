import {
  type AdminRedRainRound,
  adminRedRainRound,
  adminRedRainRoundDetail,
  MEMBER_TYPES,
  pathWith,
} from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { asOperator, type Operator, signIn } from '../backoffice/backoffice.test-support.js';
import { joinTeam } from '../team/team.test-support.js';
import { MINUTE_MS, postClaim } from './redrain.test-support.js';

let t: TestApp;
let clock: ReturnType<typeof testClock>;
let content: Operator;
beforeEach(async () => {
  clock = testClock();
  t = await createTestApp({ config: { now: clock.now } });
  content = await signIn(t.app, clock, 'demo_content');
});
afterEach(() => t.close());

const ROUNDS = '/admin/api/red-rain/rounds';
const body = (extra: Record<string, unknown> = {}) => ({
  startsAt: clock.now(),
  durationMinutes: 30,
  budget: '50.00',
  envelopes: 20,
  minDeposit: '10',
  turnoverMultiplier: 2,
  ...extra,
});

const create = async (extra: Record<string, unknown> = {}): Promise<AdminRedRainRound> => {
  const res = await asOperator(t.app, content, 'POST', ROUNDS, body(extra));
  expect(res.statusCode, res.body).toBe(200);
  return adminRedRainRound.parse(res.json().value);
};

describe('the back office red envelope rounds', () => {
  it('creates a round, shows its claims and remaining budget, and stops it', async () => {
    const round = await create({ minDeposit: '0' });
    expect(round).toMatchObject({
      state: 'open',
      budget: '50.00',
      remaining: '50.00',
      envelopes: 20,
      envelopesLeft: 20,
      claims: 0,
      agentUsername: null,
      endsAt: clock.now() + 30 * MINUTE_MS,
    });
    const m = await joinTeam(t, null);
    expect((await postClaim(t.app, m.headers, { roundId: round.id })).statusCode).toBe(200);
    const url = pathWith(`${ROUNDS}/:id`, { id: round.id });
    const watched = adminRedRainRoundDetail.parse(
      (await asOperator(t.app, content, 'GET', url)).json().value,
    );
    expect(watched.round).toMatchObject({ claims: 1, envelopesLeft: 19 });
    expect(watched.claims).toEqual([expect.objectContaining({ username: m.username })]);
    expect(Number(watched.round.remaining) + Number(watched.claims[0]?.amount)).toBeCloseTo(50);

    const stopped = await asOperator(t.app, content, 'POST', `${url}/stop`);
    expect(stopped.json().value).toMatchObject({ state: 'stopped', stoppedAt: clock.now() });
    const late = await joinTeam(t, null);
    const res = await postClaim(t.app, late.headers, { roundId: round.id });
    expect([res.statusCode, res.json().errorCode]).toEqual([409, 'redRain.round.over']);
    const again = await asOperator(t.app, content, 'POST', `${url}/stop`);
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'redRain.round.over']);
    const list = (await asOperator(t.app, content, 'GET', ROUNDS)).json().value.list;
    expect(list.map((r: AdminRedRainRound) => [r.id, r.state])).toEqual([[round.id, 'stopped']]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'redRainRound')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['redRain.create', 'redRain.stop']);
  });

  it("keeps a round to an agent's team when it names the agent", async () => {
    const agent = await joinTeam(t, null, { type: MEMBER_TYPES.agent1 });
    expect(await create({ agentUsername: agent.username })).toMatchObject({
      agentUsername: agent.username,
    });
    const player = await joinTeam(t, null);
    const res = await asOperator(
      t.app,
      content,
      'POST',
      ROUNDS,
      body({ agentUsername: player.username }),
    );
    expect([res.statusCode, res.json().errorCode]).toEqual([400, 'redRain.agent.notFound']);
  });

  it.each([
    ['a budget below 0.01 per envelope', { budget: '0.19' }],
    ['a budget of nothing', { budget: '0' }],
    ['a negative budget', { budget: '-5.00' }],
    ['three decimals', { budget: '1.005' }],
    ['no envelopes', { envelopes: 0 }],
    ['a duration of none', { durationMinutes: 0 }],
    ['a duration over a week', { durationMinutes: 7 * 24 * 60 + 1 }],
    ['a multiplier over 100', { turnoverMultiplier: 101 }],
    ['a round over already', { startsAt: Date.UTC(2026, 0, 1) }],
    ['no start', { startsAt: undefined }],
  ])('refuses %s and creates nothing', async (_, extra) => {
    const res = await asOperator(t.app, content, 'POST', ROUNDS, body(extra));
    expect([res.statusCode, res.json().errorCode]).toEqual([400, 'request_param_err']);
    expect(await t.db.selectFrom('red_rain_rounds').select('id').execute()).toEqual([]);
  });

  it('refuses an operator without promotions.review, and no session', async () => {
    const support = await signIn(t.app, clock, 'demo_support');
    const res = await asOperator(t.app, support, 'POST', ROUNDS, body());
    expect([res.statusCode, res.json().errorCode]).toEqual([403, 'admin.forbidden']);
    expect((await asOperator(t.app, support, 'GET', ROUNDS)).statusCode).toBe(403);
    const none = await t.app.inject({ method: 'GET', url: ROUNDS });
    expect(none.statusCode).toBe(401);
    const missing = await asOperator(t.app, content, 'GET', `${ROUNDS}/999`);
    expect([missing.statusCode, missing.json().errorCode]).toEqual([404, 'redRain.round.notFound']);
  });
});
