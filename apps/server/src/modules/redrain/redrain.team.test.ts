import { API, MEMBER_TYPES, redRainTeamClaimsAnswer } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failureOf, getOk, urlOf } from '../../../test/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { joinTeam, type TeamMember } from '../team/team.test-support.js';
import { addRound, postClaim } from './redrain.test-support.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const claim = async (m: TeamMember, roundId: number) => {
  const res = await postClaim(t.app, m.headers, { roundId });
  expect(res.statusCode, res.body).toBe(200);
};

const teamClaims = (m: TeamMember, roundId?: number) =>
  getOk(t.app, redRainTeamClaimsAnswer, urlOf(API.agent.redRainTeamClaims, { roundId }), m.headers);

describe("GET an agent's team's red envelope claims", () => {
  it('lists the claims of the whole team, at any level, and of no one else', async () => {
    const agent = await joinTeam(t, null, { type: MEMBER_TYPES.agent1 });
    const sub = await joinTeam(t, agent.id, { type: MEMBER_TYPES.agent2 });
    const direct = await joinTeam(t, agent.id);
    const deep = await joinTeam(t, sub.id);
    const sibling = await joinTeam(t, null, { type: MEMBER_TYPES.agent1 });
    const outsider = await joinTeam(t, sibling.id);
    const first = await addRound(t);
    const second = await addRound(t);
    for (const m of [agent, direct, deep, outsider]) await claim(m, first.id);
    await claim(direct, second.id);

    const all = await teamClaims(agent);
    expect(all.list.map((c) => [c.username, c.roundId]).sort()).toEqual(
      [
        [direct.username, first.id],
        [deep.username, first.id],
        [direct.username, second.id],
      ].sort(),
    );
    const total = all.list.reduce((sum, c) => sum + Math.round(Number(c.amount) * 100), 0);
    expect(all.total).toBe((total / 100).toFixed(2));
    expect((await teamClaims(agent, second.id)).list.map((c) => c.username)).toEqual([
      direct.username,
    ]);
    // The sub-agent sees its own team only; the sibling agent its own.
    expect((await teamClaims(sub)).list.map((c) => c.username)).toEqual([deep.username]);
    expect((await teamClaims(sibling)).list.map((c) => c.username)).toEqual([outsider.username]);
  });

  it.each([
    ['a player', MEMBER_TYPES.member],
    ['a restricted account', MEMBER_TYPES.restricted],
  ])('refuses %s with agent.required', async (_, type) => {
    const m = await joinTeam(t, null, { type });
    const res = await failureOf(t.app, { url: API.agent.redRainTeamClaims, headers: m.headers });
    expect(res).toEqual({ status: 403, code: 'agent.required' });
  });

  it('refuses no session, a free trial and bad input', async () => {
    expect((await failureOf(t.app, { url: API.agent.redRainTeamClaims })).status).toBe(401);
    const trial = await joinTeam(t, null, { type: MEMBER_TYPES.freeTrial });
    expect(
      await failureOf(t.app, { url: API.agent.redRainTeamClaims, headers: trial.headers }),
    ).toEqual({ status: 403, code: 'trial.not.allowed' });
    const agent = await joinTeam(t, null, { type: MEMBER_TYPES.agent1 });
    for (const roundId of ['x', '0', '-1']) {
      const url = urlOf(API.agent.redRainTeamClaims, { roundId });
      expect(await failureOf(t.app, { url, headers: agent.headers })).toEqual({
        status: 400,
        code: 'request_param_err',
      });
    }
  });
});
