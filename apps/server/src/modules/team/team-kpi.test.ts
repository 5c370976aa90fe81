import { API, MEMBER_TYPES, type TeamKpiAnswer, teamKpiAnswer } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { failureOf, getOk, urlOf } from '../../../test/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { firstGame, launch, roundOk } from '../play/play.test-support.js';
import { joinTeam, signInNow, signOut, type TeamMember } from './team.test-support.js';

let t: TestApp;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  // 2026-06-01 12:00 UTC: 18:30 on 2026-06-01 in the demo site's zone (Asia/Yangon).
  clock = testClock();
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

const DAY_1 = '2026-06-01';
const DAY_2 = '2026-06-02';
const DAY_MS = 86_400_000;

const kpiUrl = (startDate: string, endDate: string, extra: Record<string, string> = {}) =>
  urlOf(API.agent.kpi, { startDate, endDate, size: 0, ...extra });

const kpi = (m: TeamMember, startDate: string, endDate: string) =>
  getOk(t.app, teamKpiAnswer, kpiUrl(startDate, endDate), m.headers);

const counts = (login: number, bet: number, register: number, online: number): TeamKpiAnswer => ({
  teamLoginMemberCount: login,
  teamBetMemberCount: bet,
  teamRegisterMemberCount: register,
  teamOnlineCount: online,
});

/** A settled slot round now: a bet of the member's on today's site day. */
const bet = async (m: TeamMember) => {
  const slot = await firstGame(t.db, { category: 'RNG' });
  const { ticket } = await launch(t.app, m, slot);
  await roundOk(t.app, ticket, { stake: '1.00', choice: { kind: 'slot' } });
};

const agent = (upline: number | null, session = true) =>
  joinTeam(t, upline, { type: MEMBER_TYPES.agent1, session });

describe('GET agent KPI', () => {
  it("counts the agent's own team only, by site day, the agent left out", async () => {
    // Day 1: the tree. Root R above agent A and its sibling agent S; B an agent elsewhere.
    const root = await agent(null, false);
    const a = await agent(root.id);
    const a1 = await joinTeam(t, a.id);
    await bet(a1);
    const a2 = await joinTeam(t, a.id, { type: MEMBER_TYPES.agent2, session: false });
    const a3 = await joinTeam(t, a.id, { session: false });
    const s = await joinTeam(t, root.id, { type: MEMBER_TYPES.agent41, session: false });
    const b = await agent(null, false);

    // Day 2 (day 1's sessions have expired): new members, sign-ins, bets on every side.
    clock.advance(DAY_MS);
    const a21 = await joinTeam(t, a2.id);
    await bet(a21);
    await signOut(t, await signInNow(t, a3));
    const caller = await signInNow(t, a);
    await bet(caller);
    await signInNow(t, root);
    await bet(await joinTeam(t, s.id));
    await bet(await joinTeam(t, b.id));

    expect(await kpi(caller, DAY_2, DAY_2)).toEqual(counts(2, 1, 1, 1));
    expect(await kpi(caller, DAY_1, DAY_1)).toEqual(counts(1, 1, 3, 1));
    expect(await kpi(caller, DAY_1, DAY_2)).toEqual(counts(3, 2, 4, 1));
    // The root's team holds both sides: A, a1, a2, a3, a21, S and s's member.
    const rootNow = await signInNow(t, root);
    expect(await kpi(rootNow, DAY_2, DAY_2)).toEqual(counts(4, 3, 2, 3));
  });

  it('answers zeros for an agent with no team', async () => {
    const lone = await agent(null);
    expect(await kpi(lone, DAY_1, DAY_1)).toEqual(counts(0, 0, 0, 0));
  });

  it.each([
    ['a player', MEMBER_TYPES.member, 'agent.required'],
    ['a restricted account', MEMBER_TYPES.restricted, 'agent.required'],
    // A trial is refused as everywhere a real account is needed (spec/02: told to log in with one).
    ['a free trial', MEMBER_TYPES.freeTrial, 'trial.not.allowed'],
  ])('refuses %s with %s', async (_, type, code) => {
    const member = await joinTeam(t, null, { type });
    await joinTeam(t, member.id);
    const res = await failureOf(t.app, { url: kpiUrl(DAY_1, DAY_1), headers: member.headers });
    expect(res).toEqual({ status: 403, code });
  });

  it('answers 401 without a session', async () => {
    const res = await failureOf(t.app, { url: kpiUrl(DAY_1, DAY_1) });
    expect(res.status).toBe(401);
    const headers = { authorization: 'no-such-token', merchant: 'demo' };
    expect((await failureOf(t.app, { url: kpiUrl(DAY_1, DAY_1), headers })).status).toBe(401);
  });

  it.each([
    ['a malformed date', kpiUrl('2026-6-1', DAY_1)],
    ['a date that does not exist', kpiUrl('2026-02-30', '2026-03-01')],
    ['no end date', urlOf(API.agent.kpi, { startDate: DAY_1 })],
    ['an end before the start', kpiUrl(DAY_2, DAY_1)],
    ['a range of 32 days', kpiUrl('2026-05-01', '2026-06-01')],
    ['a size other than 0', kpiUrl(DAY_1, DAY_1, { size: '10' })],
  ])('refuses %s with request_param_err', async (_, url) => {
    const caller = await agent(null);
    expect(await failureOf(t.app, { url, headers: caller.headers })).toEqual({
      status: 400,
      code: 'request_param_err',
    });
  });

  it('accepts a range of 31 days, both ends included', async () => {
    const caller = await agent(null);
    await joinTeam(t, caller.id);
    expect(await kpi(caller, '2026-05-02', DAY_1)).toEqual(counts(1, 0, 1, 1));
  });
});
