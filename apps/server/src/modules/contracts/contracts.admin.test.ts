import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { asOperator, signIn } from '../backoffice/backoffice.test-support.js';
import { contractTeam, DAILY, DIVIDEND, decideOk, pendingOf } from './contracts.test-support.js';

/** The back office's contracts: list with runs, the operator's offer to a top agent, audit. */

let t: TestApp;
const clock = manualClock(Date.now());
beforeEach(async () => {
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

const URL = '/admin/api/agent-contracts';

describe("the back office's agent contracts", () => {
  it('offers a top agent a contract the agent sees pending, lists it, and audits the offer', async () => {
    const team = await contractTeam(t);
    const finance = await signIn(t.app, clock, 'demo_finance');
    const support = await signIn(t.app, clock, 'demo_support');
    const body = { username: team.agent.username, terms: DIVIDEND };
    const denied = await asOperator(t.app, support, 'POST', URL, body);
    expect([denied.statusCode, denied.json().errorCode]).toEqual([403, 'admin.forbidden']);
    const offered = await asOperator(t.app, finance, 'POST', URL, body);
    expect(offered.statusCode, offered.body).toBe(200);
    const id = offered.json().value.id;
    expect(offered.json().value).toMatchObject({ state: 'offered', offeredBy: null });
    expect((await pendingOf(t, team.agent)).divtypecompperiodreq).toBe(String(id));
    await decideOk(t, team.agent, id, 'accept');
    const listed = await asOperator(t.app, support, 'GET', URL);
    expect(listed.json().value.list).toMatchObject([
      { contract: { id, state: 'accepted', username: team.agent.username }, runs: [] },
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('target_id')
      .where('action', '=', 'agent.contract.offer')
      .execute();
    expect(audit).toEqual([{ target_id: String(team.agent.id) }]);
  });

  it('refuses a sub-agent, a player, an unknown name, bad terms and a player token', async () => {
    const team = await contractTeam(t);
    const finance = await signIn(t.app, clock, 'demo_finance');
    for (const username of [team.sub.username, team.player.username, 'nobody-here']) {
      const res = await asOperator(t.app, finance, 'POST', URL, { username, terms: DAILY });
      expect([res.statusCode, res.json().errorCode]).toEqual([403, 'contract.not.allowed']);
    }
    const bad = await asOperator(t.app, finance, 'POST', URL, {
      username: team.agent.username,
      terms: { kind: 'daily', tiers: [] },
    });
    expect(bad.statusCode).toBe(400);
    const player = await t.app.inject({ method: 'GET', url: URL, headers: team.agent.headers });
    expect(player.statusCode).toBe(401);
    expect(await t.db.selectFrom('agent_contracts').select('id').execute()).toEqual([]);
  });
});
