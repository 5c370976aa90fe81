import { API } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { failureOf } from '../../../test/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { joinTeam } from '../team/team.test-support.js';
import {
  agentUnder,
  groupAndRng,
  post,
  rates,
  ratesOf,
  setDownline,
} from './agent-rates.test-support.js';
import { accruedOf, spinAt } from './rebates.test-support.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ config: { now: testClock().now } });
});
afterEach(() => t.close());

const failure = (m: { headers: object } | null, url: string, payload: object) =>
  failureOf(t.app, { method: 'POST', url, headers: { ...m?.headers }, payload });

describe('rebate setup', () => {
  it("shows the site's rates at the top and gives new members the defaults, never above", async () => {
    const a = await agentUnder(t, null);
    const before = await joinTeam(t, a.id);
    const own = await ratesOf(t, a);
    expect([own.member, own.editable, groupAndRng(own)]).toEqual([null, true, [1960, 40]]);
    expect(own.own).toEqual(own.ceiling);
    const res = await post(t, a, API.agent.rateDefaults, rates(1950, { RNG: 30 }));
    expect(res.statusCode, res.body).toBe(200);
    const set = res.json().value;
    expect(set.defaults.prizeGroup).toBe(1950);
    expect(set.defaults.rebates).toContainEqual({ category: 'RNG', bp: 30 });
    expect(set.defaults.rebates).toContainEqual({ category: 'LIVE', bp: 20 });
    const after = await joinTeam(t, a.id);
    expect(groupAndRng(await ratesOf(t, a, after.id))).toEqual([1950, 30]);
    // A member placed before the change keeps what it was given.
    expect(groupAndRng(await ratesOf(t, a, before.id))).toEqual([1960, 40]);
    expect(await failure(a, API.agent.rateDefaults, rates(1950, { RNG: 41 }))).toEqual({
      status: 409,
      code: 'agent.rates.above.own',
    });
    const audit = await t.db.selectFrom('agent_rate_changes').selectAll().execute();
    expect(audit.map((r) => [r.agent_id, r.member_id])).toEqual([[a.id, a.id]]);
  });

  it("sets a direct member's rates within its own and its member's, asking before a raise", async () => {
    const a = await agentUnder(t, null);
    const b = await agentUnder(t, a.id);
    await setDownline(t, a, b.id, rates(1950, { RNG: 30 }));
    const c = await agentUnder(t, b.id);
    const q = await joinTeam(t, b.id);
    expect(groupAndRng(await ratesOf(t, b, q.id))).toEqual([1950, 30]);
    await setDownline(t, b, c.id, rates(1940, { RNG: 20 }));
    const url = API.agent.updateDownlineRebates;
    const to = (memberId: number, bp: number, extra = {}) => ({
      memberId,
      ...rates(1950, { RNG: bp }),
      ...extra,
    });
    // q holds 30: b may not go below it.
    expect(await failure(a, url, to(b.id, 25))).toEqual({
      status: 409,
      code: 'agent.rates.below.downline',
    });
    expect(await failure(a, url, to(b.id, 35))).toEqual({
      status: 409,
      code: 'agent.rates.raise.unconfirmed',
    });
    const raised = await setDownline(t, a, b.id, {
      ...rates(1950, { RNG: 35 }),
      confirmRaise: true,
    });
    expect([raised.editable, groupAndRng(raised), groupAndRng({ own: raised.floor })]).toEqual([
      true,
      [1950, 35],
      [1950, 30],
    ]);
    expect(await failure(a, url, to(b.id, 41, { confirmRaise: true }))).toEqual({
      status: 409,
      code: 'agent.rates.above.own',
    });
    expect(await failure(a, url, to(c.id, 10))).toEqual({
      status: 403,
      code: 'agent.rates.not.direct',
    });
    const deep = await ratesOf(t, a, c.id);
    expect([deep.editable, groupAndRng(deep)]).toEqual([false, [1940, 20]]);
    const changes = await t.db
      .selectFrom('agent_rate_changes')
      .select(['agent_id', 'member_id', 'before_json'])
      .where('member_id', '=', b.id)
      .orderBy('id')
      .execute();
    expect(changes.map((r) => [r.agent_id, JSON.parse(r.before_json).prizeGroup])).toEqual([
      [a.id, 1960],
      [a.id, 1950],
    ]);
  });

  it("pays a member's own rebate at the rate its agent gave it", async () => {
    const a = await agentUnder(t, null);
    const p = await joinTeam(t, a.id);
    await setDownline(t, a, p.id, rates(1950, { RNG: 25 }));
    await spinAt(t, p, 4); // 40.00 of slots at 0.25 %: 0.10
    const accrued = await accruedOf(t.app, p);
    expect(accrued.lines).toEqual([
      { category: 'RNG', validStake: '40.00', ratePercent: 0.25, amount: '0.10' },
    ]);
  });
});

describe('rebate setup refusals', () => {
  it('needs an agent session and a member of its own team; bad input changes nothing', async () => {
    const root = await agentUnder(t, null);
    const a = await agentUnder(t, root.id);
    const sibling = await agentUnder(t, root.id);
    const siblings = await joinTeam(t, sibling.id);
    const other = await agentUnder(t, null);
    const others = await joinTeam(t, other.id);
    const player = await joinTeam(t, a.id);
    const trial = await joinTeam(t, null, { type: 4 });
    const body = { memberId: player.id, ...rates(1950, { RNG: 30 }) };
    const calls = [
      ['GET', API.agent.rates, undefined],
      ['POST', API.agent.rateDefaults, rates(1950, {})],
      ['POST', API.agent.updateDownlineRebates, body],
      ['GET', `${API.agent.commission}?startDate=2026-06-01&endDate=2026-06-01`, undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      const request = { method, url, ...(payload ? { payload } : {}) };
      expect(await failureOf(t.app, request)).toMatchObject({ status: 401 });
      expect(await failureOf(t.app, { ...request, headers: player.headers })).toEqual({
        status: 403,
        code: 'agent.required',
      });
      expect(await failureOf(t.app, { ...request, headers: trial.headers })).toEqual({
        status: 403,
        code: 'trial.not.allowed',
      });
    }
    const notInTeam = { status: 404, code: 'agent.member.not.in.team' };
    for (const m of [siblings, others, sibling, root, a]) {
      const get = { method: 'GET' as const, url: `${API.agent.rates}?member=${m.id}` };
      expect(await failureOf(t.app, { ...get, headers: a.headers })).toEqual(notInTeam);
      const url = API.agent.updateDownlineRebates;
      expect(await failure(a, url, { ...body, memberId: m.id })).toEqual(notInTeam);
    }
    const bad = { status: 400, code: 'request_param_err' };
    const badBodies = [
      { ...body, memberId: 'x' },
      { ...body, prizeGroup: 1600 },
      { ...body, rebates: [{ category: 'RNG', bp: -1 }] },
      { ...body, rebates: [{ category: 'LOTT', bp: 1 }] },
      {
        ...body,
        rebates: [
          { category: 'RNG', bp: 1 },
          { category: 'RNG', bp: 2 },
        ],
      },
    ];
    for (const payload of badBodies) {
      expect(await failure(a, API.agent.updateDownlineRebates, payload)).toEqual(bad);
    }
    expect(await failure(a, API.agent.rateDefaults, rates(1961, {}))).toEqual(bad);
    const badUrls = [
      `${API.agent.rates}?member=abc`,
      `${API.agent.commission}?startDate=2026-02-30&endDate=2026-03-01`,
      `${API.agent.commission}?startDate=2026-06-02&endDate=2026-06-01`,
      `${API.agent.commission}?startDate=2026-01-01&endDate=2026-06-01`,
      `${API.agent.commission}?startDate=x&endDate=2026-06-01`,
    ];
    for (const url of badUrls) {
      expect(await failureOf(t.app, { url, headers: a.headers })).toEqual(bad);
    }
    expect(await t.db.selectFrom('agent_rates').selectAll().execute()).toEqual([]);
  });
});
