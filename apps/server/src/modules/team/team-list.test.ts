import { API, MEMBER_TYPES, teamListAnswer } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failureOf, getOk, urlOf } from '../../../test/http.js';
import { changeSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  cashOf,
  PAYMENT_PASSWORD,
  teamWithOutsiders,
} from '../downlines/downlines.test-support.js';
import type { Member } from '../play/play.test-support.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

type Query = Record<string, string | number | undefined>;
const list = (m: Member, query: Query = {}) =>
  getOk(t.app, teamListAnswer, urlOf(API.agent.team, query), m.headers);
const names = async (m: Member, query: Query = {}) =>
  (await list(m, query)).list.map((r) => r.memberId);
const failure = (m: Member | null, query: Query = {}) =>
  failureOf(t.app, {
    url: urlOf(API.agent.team, query),
    headers: m?.headers ?? { merchant: 'demo' },
  });

describe('team list', () => {
  it('lists the whole team with level, type, balance, dates and online, newest first', async () => {
    const team = await teamWithOutsiders(t);
    const answer = await list(team.agent);
    expect(answer.totalCount).toBe(3);
    expect(answer.list.map((r) => r.memberId)).toEqual([team.deep.id, team.direct.id, team.sub.id]);
    const deep = answer.list[0];
    expect(deep).toMatchObject({ level: 2, type: 0, balance: '1000.00', online: true });
    expect(deep?.lastLoginAt === null || typeof deep?.lastLoginAt === 'number').toBe(true);
    expect(answer.list[2]).toMatchObject({ level: 1, type: MEMBER_TYPES.agent1 });
    expect(answer.parent.memberId).toBe(team.agent.id);
  });

  it('filters by level, type and name, and pages', async () => {
    const team = await teamWithOutsiders(t);
    expect(await names(team.agent, { level: 2 })).toEqual([team.deep.id]);
    expect(await names(team.agent, { type: MEMBER_TYPES.agent1 })).toEqual([team.sub.id]);
    const deepName = (await list(team.agent, { level: 2 })).list[0]?.username ?? '';
    expect(await names(team.agent, { username: deepName.toUpperCase() })).toEqual([team.deep.id]);
    expect(await names(team.agent, { username: 'nobody%' })).toEqual([]);
    const page2 = await list(team.agent, { pageSize: 2, page: 2 });
    expect([page2.totalCount, page2.list.map((r) => r.memberId)]).toEqual([3, [team.sub.id]]);
  });

  it('sorts by balance, most first, members without cash after', async () => {
    const team = await teamWithOutsiders(t);
    const pay = (memberId: number, amount: string) =>
      t.app.inject({
        method: 'POST',
        url: API.agent.transferDownline,
        headers: team.agent.headers,
        payload: {
          memberId,
          amount,
          paymentPassword: PAYMENT_PASSWORD,
          requestId: `sort-${memberId}-0001`,
        },
      });
    expect((await pay(team.sub.id, '50.00')).statusCode).toBe(200);
    expect((await pay(team.direct.id, '20.00')).statusCode).toBe(200);
    // The deep member hands all its cash up: 0.00, listed after everyone holding cash.
    const drain = await t.app.inject({
      method: 'POST',
      url: API.rebates.upLineTransfer,
      headers: team.deep.headers,
      payload: { amount: '1000.00', paymentPassword: PAYMENT_PASSWORD, requestId: 'drain-0001' },
    });
    expect(drain.statusCode, drain.body).toBe(200);
    expect(await cashOf(t, team.deep)).toBe(0);
    expect(await names(team.agent, { sort: 'balance' })).toEqual([
      team.sub.id,
      team.direct.id,
      team.deep.id,
    ]);
    const second = await list(team.agent, { sort: 'balance', pageSize: 1, page: 3 });
    expect(second.list.map((r) => r.memberId)).toEqual([team.deep.id]);
    expect(await names(team.agent, { sort: 'lastLogin' })).toHaveLength(3);
  });

  it("drills into a sub-agent's team, and refuses anyone else's", async () => {
    const team = await teamWithOutsiders(t);
    const sub = await list(team.agent, { parentId: team.sub.id });
    expect(sub.parent.memberId).toBe(team.sub.id);
    expect(sub.list.map((r) => [r.memberId, r.level])).toEqual([[team.deep.id, 1]]);
    for (const outsider of [team.top, team.sibling, team.other, team.siblingMember]) {
      expect(await failure(team.agent, { parentId: outsider.id })).toEqual({
        status: 403,
        code: 'team.member.not.found',
      });
    }
    // The sub-agent sees its own team, not its upline's.
    expect(await failure(team.sub, { parentId: team.agent.id })).toEqual({
      status: 403,
      code: 'team.member.not.found',
    });
    // Another agent's list never holds this team's members.
    expect(await names(team.other)).toEqual([team.otherMember.id]);
  });

  it('refuses no session, players, trial accounts and bad input; off with the switch', async () => {
    const team = await teamWithOutsiders(t);
    expect(await failure(null)).toEqual({ status: 401, code: 'user.or.token.invalid' });
    expect(await failure(team.player)).toEqual({ status: 403, code: 'agent.required' });
    expect(await failure(team.trial)).toEqual({ status: 403, code: 'agent.required' });
    for (const bad of [
      { level: 0 },
      { sort: 'name' },
      { page: 'x' },
      { pageSize: 51 },
      { parentId: -1 },
    ]) {
      expect(await failure(team.agent, bad)).toEqual({ status: 400, code: 'request_param_err' });
    }
    await changeSite(t.app, { whitelabel: { AGENTTEAM3: false } });
    expect(await failure(team.agent)).toEqual({ status: 403, code: 'function.not.available' });
  });
});
