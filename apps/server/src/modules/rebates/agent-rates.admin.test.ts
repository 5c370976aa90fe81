import {
  ADMIN_CSRF_HEADER,
  agentRatesAnswer,
  DEFAULT_PRIZE_GROUPS,
  MEMBER_TYPES,
} from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock, memberWithSession } from '../../../test/members.js';
import { addSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { asOperator, type Operator, signIn } from '../backoffice/backoffice.test-support.js';
import { joinTeam } from '../team/team.test-support.js';
import {
  agentUnder,
  groupAndRng,
  rates,
  ratesOf,
  setDownline,
} from './agent-rates.test-support.js';

/** A top agent's own rates, set by the operator within the site's and its members' rates. */

let t: TestApp;
let clock: ReturnType<typeof manualClock>;
beforeEach(async () => {
  clock = manualClock(Date.now());
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

const url = (id: number | string) => `/admin/api/agent-rates/${id}`;
const failure = (res: { statusCode: number; json: () => { errorCode: string } }) => [
  res.statusCode,
  res.json().errorCode,
];
const setRates = (who: Operator, id: number | string, body: unknown, csrf = true) =>
  asOperator(t.app, who, 'POST', url(id), body, { csrf });

/** The site's RNG is 40 bp and its highest group 1960; top gave sub 1950 and RNG 30. */
const team = async () => {
  const top = await agentUnder(t, null);
  const sub = await agentUnder(t, top.id);
  await setDownline(t, top, sub.id, rates(1950, { RNG: 30 }));
  const player = await joinTeam(t, sub.id);
  return { top, sub, player };
};

const snapshot = async () => ({
  rates: await t.db.selectFrom('agent_rates').selectAll().orderBy('member_id').execute(),
  audit: await t.db
    .selectFrom('audit_log')
    .select('id')
    .where('action', '=', 'agent.rates.set')
    .execute(),
});

describe("the operator's rates for a top agent", () => {
  it('shows an agent its rates, sets a top agent’s, and audits the change', async () => {
    const { top, sub } = await team();
    const support = await signIn(t.app, clock, 'demo_support');
    const seen = agentRatesAnswer.parse(
      (await asOperator(t.app, support, 'GET', url(top.id))).json().value,
    );
    expect(seen.editable).toBe(true);
    expect([groupAndRng(seen), seen.ceiling.prizeGroup]).toEqual([
      [DEFAULT_PRIZE_GROUPS.max, 40],
      DEFAULT_PRIZE_GROUPS.max,
    ]);
    expect([
      seen.floor.prizeGroup,
      seen.floor.rebates.find((r) => r.category === 'RNG')?.bp,
    ]).toEqual([1950, 30]);
    const subSeen = (await asOperator(t.app, support, 'GET', url(sub.id))).json().value;
    expect([subSeen.editable, subSeen.ceiling.prizeGroup]).toEqual([
      false,
      DEFAULT_PRIZE_GROUPS.max,
    ]);

    const finance = await signIn(t.app, clock, 'demo_finance');
    const res = await setRates(finance, top.id, rates(1955, { RNG: 35 }));
    expect(res.statusCode, res.body).toBe(200);
    const after = agentRatesAnswer.parse(res.json().value);
    expect([after.editable, ...groupAndRng(after)]).toEqual([true, 1955, 35]);
    // The agent sees it on its own rebate setup, and its sub-agent keeps what it was given.
    expect(groupAndRng(await ratesOf(t, top))).toEqual([1955, 35]);
    expect(groupAndRng(await ratesOf(t, sub))).toEqual([1950, 30]);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'agent.rates.set')
      .execute();
    expect(audit.map((a) => [a.operator_username, a.target_id])).toEqual([
      ['demo_finance', String(top.id)],
    ]);
    const before = JSON.parse(audit[0]?.before_json ?? '{}');
    const afterJson = JSON.parse(audit[0]?.after_json ?? '{}');
    expect([before.prizeGroup, afterJson.prizeGroup]).toEqual([DEFAULT_PRIZE_GROUPS.max, 1955]);
  });

  it('leaves what its direct members hold from its defaults alone when it is raised', async () => {
    const top = await agentUnder(t, null);
    const owner = await signIn(t.app, clock, 'demo_owner');
    const lowered = await setRates(owner, top.id, rates(1950, { RNG: 30 }));
    expect(lowered.statusCode, lowered.body).toBe(200);
    const fresh = await joinTeam(t, top.id); // holds top's defaults: its own, 1950 and 30
    const below = await setRates(owner, top.id, rates(1945, { RNG: 30 }));
    expect(failure(below)).toEqual([409, 'agent.rates.below.downline']);
    const raised = await setRates(owner, top.id, rates(1955, { RNG: 40 }));
    expect(raised.statusCode, raised.body).toBe(200);
    expect(groupAndRng(await ratesOf(t, top))).toEqual([1955, 40]);
    expect(groupAndRng(await ratesOf(t, top, fresh.id))).toEqual([1950, 30]);
  });

  it('refuses what the rules forbid, changing nothing and auditing nothing', async () => {
    const { top, sub, player } = await team();
    const loner = await joinTeam(t, null);
    await addSite(t.app, 'other');
    const stranger = await memberWithSession(t.db, 'other', undefined, MEMBER_TYPES.agent1);
    const finance = await signIn(t.app, clock, 'demo_finance');
    const before = await snapshot();
    const cases: [number, unknown, number, string][] = [
      [top.id, rates(1950, { RNG: 41 }), 409, 'admin.rates.above.site'],
      [top.id, rates(1950, { LIVE: 1000 }), 409, 'admin.rates.above.site'],
      [top.id, rates(1940, { RNG: 35 }), 409, 'agent.rates.below.downline'],
      [top.id, rates(1955, { RNG: 29 }), 409, 'agent.rates.below.downline'],
      [sub.id, rates(1950, { RNG: 30 }), 409, 'admin.rates.has.upline'],
      [player.id, rates(1950, { RNG: 10 }), 409, 'admin.rates.not.agent'],
      [loner.id, rates(1950, { RNG: 10 }), 409, 'admin.rates.not.agent'],
      [stranger.id, rates(1950, { RNG: 10 }), 404, 'admin.member.not.found'],
      [99_999_999, rates(1950, { RNG: 10 }), 404, 'admin.member.not.found'],
    ];
    for (const [id, body, status, code] of cases) {
      const res = await setRates(finance, id, body);
      expect(failure(res), `${id} ${JSON.stringify(body)}`).toEqual([status, code]);
    }
    const read = await asOperator(t.app, finance, 'GET', url(player.id));
    expect(failure(read)).toEqual([409, 'admin.rates.not.agent']);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses bad input with request_param_err', async () => {
    const { top } = await team();
    const owner = await signIn(t.app, clock, 'demo_owner');
    const before = await snapshot();
    const bodies: unknown[] = [
      {},
      { rebates: [] },
      { prizeGroup: '1950', rebates: [] },
      { prizeGroup: DEFAULT_PRIZE_GROUPS.max + 1, rebates: [] },
      { prizeGroup: DEFAULT_PRIZE_GROUPS.min - 1, rebates: [] },
      { prizeGroup: 1950.5, rebates: [] },
      { prizeGroup: 1950, rebates: [{ category: 'NOPE', bp: 1 }] },
      { prizeGroup: 1950, rebates: [{ category: 'RNG', bp: -1 }] },
      { prizeGroup: 1950, rebates: [{ category: 'RNG', bp: 1.5 }] },
      {
        prizeGroup: 1950,
        rebates: [
          { category: 'RNG', bp: 35 },
          { category: 'RNG', bp: 36 },
        ],
      },
    ];
    for (const body of bodies) {
      const res = await setRates(owner, top.id, body);
      expect(failure(res), JSON.stringify(body)).toEqual([400, 'request_param_err']);
    }
    for (const id of ['abc', '0']) {
      const res = await setRates(owner, id, rates(1950, { RNG: 35 }));
      expect(failure(res), id).toEqual([400, 'request_param_err']);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('needs a session, the CSRF token and members.adjust', async () => {
    const { top } = await team();
    const body = rates(1955, { RNG: 35 });
    const before = await snapshot();
    const none = await t.app.inject({ method: 'POST', url: url(top.id), payload: body });
    expect(failure(none)).toEqual([401, 'admin.session.required']);
    const player = await memberWithSession(t.db);
    const asPlayer = await t.app.inject({
      method: 'POST',
      url: url(top.id),
      payload: body,
      headers: player.headers,
    });
    expect(failure(asPlayer)).toEqual([401, 'admin.session.required']);
    const finance = await signIn(t.app, clock, 'demo_finance');
    expect(failure(await setRates(finance, top.id, body, false))).toEqual([
      403,
      'admin.csrf.invalid',
    ]);
    const wrong = await t.app.inject({
      method: 'POST',
      url: url(top.id),
      payload: body,
      headers: { cookie: finance.cookie, [ADMIN_CSRF_HEADER]: 'not-the-token' },
    });
    expect(failure(wrong)).toEqual([403, 'admin.csrf.invalid']);
    for (const name of ['demo_support', 'demo_content']) {
      const res = await setRates(await signIn(t.app, clock, name), top.id, body);
      expect(failure(res), name).toEqual([403, 'admin.forbidden']);
    }
    const content = await signIn(t.app, clock, 'demo_content');
    expect(failure(await asOperator(t.app, content, 'GET', url(top.id)))).toEqual([
      403,
      'admin.forbidden',
    ]);
    expect(await snapshot()).toEqual(before);
  });
});
