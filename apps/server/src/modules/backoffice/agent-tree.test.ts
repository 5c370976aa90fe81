import {
  ADMIN_CSRF_HEADER,
  adminAgentTreeEndpoints,
  auditPage,
  formatMinor,
  MEMBER_TYPES,
} from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ctxOf } from '../../../test/context.js';
import { manualClock, memberWithSession } from '../../../test/members.js';
import { addSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { closureOfUplines, joinTeam, teamRows } from '../team/team.test-support.js';
import { getBalances } from '../wallet/index.js';
import { asOperator, type Operator, signIn } from './backoffice.test-support.js';

const { agentTreeBranch, agentTreePage, agentTreeSearchAnswer } = adminAgentTreeEndpoints;

let t: TestApp;
let clock: ReturnType<typeof manualClock>;
beforeEach(async () => {
  clock = manualClock(Date.now());
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

const ok = <T>(res: { statusCode: number; body: string; json: () => { value: T } }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};
const agent = (uplineId: number | null) =>
  joinTeam(t, uplineId, { type: MEMBER_TYPES.agent1, session: false });
const player = (uplineId: number | null) => joinTeam(t, uplineId, { session: false });

/** The member's cash as the wallet has it (sign-up may credit a welcome amount). */
const cashOf = async (id: number) =>
  (await getBalances(ctxOf(t.db), id)).find((b) => b.kind === 'cash')?.balanceMinor ?? 0;

const moveUrl = (id: number) => `/admin/api/agent-tree/${id}/move`;
const REASON = 'The player asked to join the agent who recruited him';

/** boss -> sub -> p1, p2; rival -> p3. */
const teams = async () => {
  const boss = await agent(null);
  const sub = await agent(boss.id);
  const p1 = await player(sub.id);
  const p2 = await player(sub.id);
  const rival = await agent(null);
  const p3 = await player(rival.id);
  return { boss, sub, p1, p2, rival, p3 };
};

const move = (who: Operator, id: number, uplineId: number, reason = REASON) =>
  asOperator(t.app, who, 'POST', moveUrl(id), { uplineId, reason });

describe('browsing the agent tree', () => {
  it('lists top agents, a member with its upline chain, and direct downlines with team sizes', async () => {
    const { boss, sub, p1 } = await teams();
    const support = await signIn(t.app, clock, 'demo_support');
    const top = agentTreePage.parse(
      ok(await asOperator(t.app, support, 'GET', '/admin/api/agent-tree/top?pageSize=100')),
    );
    expect(top.list.find((n) => n.id === boss.id)).toMatchObject({
      username: boss.username,
      type: 1,
      uplineId: null,
      teamSize: 3,
      directCount: 1,
      balance: formatMinor(await cashOf(boss.id)),
    });
    expect(top.list.some((n) => n.id === sub.id)).toBe(false);

    const url = `/admin/api/agent-tree/search?username=${p1.username}`;
    const found = agentTreeSearchAnswer.parse(ok(await asOperator(t.app, support, 'GET', url)));
    expect(found.list).toHaveLength(1);
    expect(found.list[0]?.member).toMatchObject({ id: p1.id, uplineId: sub.id, teamSize: 0 });
    expect(found.list[0]?.uplines.map((n) => n.id)).toEqual([boss.id, sub.id]);

    const down = agentTreePage.parse(
      ok(await asOperator(t.app, support, 'GET', `/admin/api/agent-tree/${boss.id}/downlines`)),
    );
    expect(down.totalCount).toBe(1);
    expect(down.list.map((n) => [n.id, n.teamSize, n.directCount])).toEqual([[sub.id, 2, 2]]);
  });

  it('never shows another site’s member', async () => {
    await addSite(t.app, 'other');
    const stranger = await memberWithSession(t.db, 'other');
    const support = await signIn(t.app, clock, 'demo_support');
    const url = `/admin/api/agent-tree/${stranger.id}/downlines`;
    expect((await asOperator(t.app, support, 'GET', url)).statusCode).toBe(404);
  });
});

describe('moving a member', () => {
  it('moves a sub-agent with its team, rewrites the paths and writes the audit row', async () => {
    const { boss, sub, p1, rival } = await teams();
    const support = await signIn(t.app, clock, 'demo_support');
    const branch = agentTreeBranch.parse(ok(await move(support, sub.id, rival.id)));
    expect(branch.member).toMatchObject({ id: sub.id, uplineId: rival.id, teamSize: 2 });
    expect(branch.uplines.map((n) => [n.id, n.teamSize])).toEqual([[rival.id, 4]]);
    expect(await teamRows(t)).toEqual(await closureOfUplines(t));

    const search = `/admin/api/agent-tree/search?username=${p1.username}`;
    const found = agentTreeSearchAnswer.parse(ok(await asOperator(t.app, support, 'GET', search)));
    expect(found.list[0]?.uplines.map((n) => n.id)).toEqual([rival.id, sub.id]);
    const bossNow = `/admin/api/agent-tree/${boss.id}/downlines`;
    expect(agentTreePage.parse(ok(await asOperator(t.app, support, 'GET', bossNow))).list).toEqual(
      [],
    );

    const owner = await signIn(t.app, clock, 'demo_owner');
    const audit = auditPage.parse(
      ok(await asOperator(t.app, owner, 'GET', '/admin/api/audit?action=agent.move')),
    );
    expect(audit.list).toHaveLength(1);
    expect(audit.list[0]).toMatchObject({
      operator: 'demo_support',
      targetType: 'member',
      targetId: String(sub.id),
      before: { uplineId: boss.id, upline: boss.username },
      after: { uplineId: rival.id, upline: rival.username, teamSize: 2, reason: REASON },
    });
  });

  it('refuses what the rules forbid, changing nothing and auditing nothing', async () => {
    const { boss, sub, p1, p2, rival } = await teams();
    const trial = await joinTeam(t, null, { type: MEMBER_TYPES.freeTrial, session: false });
    await addSite(t.app, 'other');
    const stranger = await memberWithSession(t.db, 'other', undefined, MEMBER_TYPES.agent1);
    const support = await signIn(t.app, clock, 'demo_support');
    const before = await teamRows(t);
    const cases: [number, number, number, string][] = [
      [sub.id, p2.id, 409, 'admin.tree.upline.not.agent'],
      [boss.id, sub.id, 409, 'admin.tree.cycle'],
      [sub.id, sub.id, 409, 'admin.tree.cycle'],
      [trial.id, rival.id, 409, 'admin.tree.trial'],
      [p1.id, sub.id, 409, 'admin.tree.same.upline'],
      [p1.id, stranger.id, 404, 'admin.member.not.found'],
      [stranger.id, rival.id, 404, 'admin.member.not.found'],
      [99_999_999, rival.id, 404, 'admin.member.not.found'],
    ];
    for (const [id, uplineId, status, code] of cases) {
      const res = await move(support, id, uplineId);
      expect([res.statusCode, res.json().errorCode], `${id} under ${uplineId}`).toEqual([
        status,
        code,
      ]);
    }
    expect(await teamRows(t)).toEqual(before);
    const rows = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'agent.move')
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses bad input with request_param_err', async () => {
    const { sub, rival } = await teams();
    const support = await signIn(t.app, clock, 'demo_support');
    const bodies: unknown[] = [
      {},
      { uplineId: rival.id },
      { uplineId: rival.id, reason: '   ' },
      { uplineId: rival.id, reason: 'x'.repeat(201) },
      { uplineId: String(rival.id), reason: REASON },
      { uplineId: 0, reason: REASON },
      { uplineId: 1.5, reason: REASON },
    ];
    for (const body of bodies) {
      const res = await asOperator(t.app, support, 'POST', moveUrl(sub.id), body);
      expect([res.statusCode, res.json().errorCode], JSON.stringify(body)).toEqual([
        400,
        'request_param_err',
      ]);
    }
    const badId = await asOperator(t.app, support, 'POST', '/admin/api/agent-tree/abc/move', {
      uplineId: rival.id,
      reason: REASON,
    });
    expect(badId.statusCode).toBe(400);
    const badSearch = await asOperator(t.app, support, 'GET', '/admin/api/agent-tree/search');
    expect(badSearch.statusCode).toBe(400);
  });

  it('needs a session, the CSRF token and the agents.move permission', async () => {
    const { sub, rival } = await teams();
    const body = { uplineId: rival.id, reason: REASON };
    const none = await t.app.inject({ method: 'POST', url: moveUrl(sub.id), payload: body });
    expect([none.statusCode, none.json().errorCode]).toEqual([401, 'admin.session.required']);

    const playerSession = await memberWithSession(t.db);
    const asPlayer = await t.app.inject({
      method: 'POST',
      url: moveUrl(sub.id),
      payload: body,
      headers: playerSession.headers,
    });
    expect([asPlayer.statusCode, asPlayer.json().errorCode]).toEqual([
      401,
      'admin.session.required',
    ]);

    const support = await signIn(t.app, clock, 'demo_support');
    const noCsrf = await asOperator(t.app, support, 'POST', moveUrl(sub.id), body, { csrf: false });
    expect([noCsrf.statusCode, noCsrf.json().errorCode]).toEqual([403, 'admin.csrf.invalid']);
    const wrong = await t.app.inject({
      method: 'POST',
      url: moveUrl(sub.id),
      payload: body,
      headers: { cookie: support.cookie, [ADMIN_CSRF_HEADER]: 'not-the-token' },
    });
    expect([wrong.statusCode, wrong.json().errorCode]).toEqual([403, 'admin.csrf.invalid']);

    for (const name of ['demo_finance', 'demo_content']) {
      const res = await move(await signIn(t.app, clock, name), sub.id, rival.id);
      expect([res.statusCode, res.json().errorCode], name).toEqual([403, 'admin.forbidden']);
    }
    const content = await signIn(t.app, clock, 'demo_content');
    const read = await asOperator(t.app, content, 'GET', '/admin/api/agent-tree/top');
    expect(read.statusCode).toBe(403);
    expect((await teamRows(t)).length).toBeGreaterThan(0);
    const rows = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'agent.move')
      .execute();
    expect(rows).toEqual([]);
  });
});
