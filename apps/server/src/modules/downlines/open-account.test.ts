import {
  API,
  affiliateLink,
  affiliateLinksAnswer,
  agentRatesAnswer,
  MAX_AFFILIATE_LINKS,
  MEMBER_TYPES,
  openAccountAnswer,
  teamListAnswer,
} from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeaders, loginAs } from '../../../test/accounts.js';
import { getOk } from '../../../test/http.js';
import { registerVia } from '../../../test/registration.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Member } from '../play/play.test-support.js';
import { ancestorsOf } from '../team/team.test-support.js';
import { teamWithOutsiders } from './downlines.test-support.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const post = (url: string, m: Member | null, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: m?.headers ?? { merchant: 'demo' }, payload });
const codeOf = async (res: Promise<{ statusCode: number; json(): { errorCode?: string } }>) => {
  const r = await res;
  return [r.statusCode, r.json().errorCode];
};
let n = 0;
const name = () => `opened${++n}${Date.now() % 10_000}`;
/** The prize group a member of the agent's team holds, as the agent's rate screen reads it. */
const groupOf = async (agent: Member, memberId: number) =>
  (await getOk(t.app, agentRatesAnswer, `${API.agent.rates}?member=${memberId}`, agent.headers)).own
    .prizeGroup;

describe('open account', () => {
  it('creates a player and a sub-agent under the agent, who sign in at once', async () => {
    const { agent } = await teamWithOutsiders(t);
    for (const type of [MEMBER_TYPES.member, MEMBER_TYPES.agent1]) {
      const username = name();
      const res = await post(API.agent.openAccount, agent, {
        username,
        password: 'Secret123',
        type,
      });
      expect(res.statusCode, res.body).toBe(200);
      const opened = openAccountAnswer.parse(res.json().value);
      expect(opened).toMatchObject({ username, type });
      expect((await ancestorsOf(t, opened.memberId))[1]).toEqual([agent.id, 1]);
      expect((await loginAs(t.app, username, 'Secret123')).userName).toBe(username);
    }
  });

  it("gives the prize group chosen, within the agent's own, or the agent's defaults", async () => {
    const { agent } = await teamWithOutsiders(t);
    const open = (extra: object) =>
      post(API.agent.openAccount, agent, {
        username: name(),
        password: 'Secret123',
        type: 0,
        ...extra,
      });
    const chosen = openAccountAnswer.parse((await open({ prizeGroup: 1800 })).json().value);
    expect(await groupOf(agent, chosen.memberId)).toBe(1800);
    // Team management shows it beside the member, with the member's highest rebate.
    const team = await getOk(t.app, teamListAnswer, API.agent.team, agent.headers);
    const row = team.list.find((m) => m.memberId === chosen.memberId);
    const rates = await getOk(
      t.app,
      agentRatesAnswer,
      `${API.agent.rates}?member=${chosen.memberId}`,
      agent.headers,
    );
    const top = Math.max(...rates.own.rebates.map((r) => r.bp));
    expect(top).toBeGreaterThan(0);
    expect(row).toMatchObject({ prizeGroup: 1800, topRebateBp: top });
    const own = (await getOk(t.app, agentRatesAnswer, API.agent.rates, agent.headers)).own;
    const plain = openAccountAnswer.parse((await open({})).json().value);
    expect(await groupOf(agent, plain.memberId)).toBe(own.prizeGroup);
    // Above the opener's own (a sub-agent opened at 1800): refused, and no account is made.
    const sub = await open({ username: name(), type: MEMBER_TYPES.agent1, prizeGroup: 1800 });
    const subName = openAccountAnswer.parse(sub.json().value).username;
    const { token } = await loginAs(t.app, subName, 'Secret123');
    const username = name();
    const above = t.app.inject({
      method: 'POST',
      url: API.agent.openAccount,
      headers: { merchant: 'demo', ...authHeaders(token) },
      payload: { username, password: 'Secret123', type: 0, prizeGroup: 1801 },
    });
    expect(await codeOf(above)).toEqual([409, 'agent.rates.above.own']);
    const made = t.db.selectFrom('members').select('id').where('username', '=', username);
    expect(await made.execute()).toEqual([]);
    expect(await codeOf(open({ prizeGroup: 100 }))).toEqual([400, 'request_param_err']);
  });

  it('refuses other types, taken names, bad fields, non-agents and no session', async () => {
    const team = await teamWithOutsiders(t);
    const body = (extra: object) => ({
      username: name(),
      password: 'Secret123',
      type: 0,
      ...extra,
    });
    for (const type of [MEMBER_TYPES.freeTrial, MEMBER_TYPES.restricted, MEMBER_TYPES.agent2]) {
      expect(await codeOf(post(API.agent.openAccount, team.agent, body({ type })))).toEqual([
        400,
        'team.type.not.allowed',
      ]);
    }
    const taken = body({});
    expect((await post(API.agent.openAccount, team.agent, taken)).statusCode).toBe(200);
    expect(await codeOf(post(API.agent.openAccount, team.agent, taken))).toEqual([
      409,
      'username.exists',
    ]);
    expect(await codeOf(post(API.agent.openAccount, team.agent, body({ password: '1' })))).toEqual([
      400,
      'register.field.invalid',
    ]);
    expect(await codeOf(post(API.agent.openAccount, team.agent, body({ type: 'x' })))).toEqual([
      400,
      'request_param_err',
    ]);
    expect(await codeOf(post(API.agent.openAccount, team.player, body({})))).toEqual([
      403,
      'agent.required',
    ]);
    expect(await codeOf(post(API.agent.openAccount, team.trial, body({})))).toEqual([
      403,
      'agent.required',
    ]);
    expect(await codeOf(post(API.agent.openAccount, null, body({})))).toEqual([
      401,
      'user.or.token.invalid',
    ]);
  });
});

describe('affiliate links', () => {
  const links = (m: Member) =>
    getOk(t.app, affiliateLinksAnswer, API.agent.affiliateLinks, m.headers);
  const create = (m: Member | null, memberType: number, prizeGroup = 1900) =>
    post(API.agent.affiliateLinks, m, { memberType, prizeGroup });

  it('creates links whose codes register members under the agent with the link type', async () => {
    const { agent } = await teamWithOutsiders(t);
    const res = await create(agent, MEMBER_TYPES.agent1, 1950);
    expect(res.statusCode, res.body).toBe(200);
    const link = affiliateLink.parse(res.json().value);
    expect(link).toMatchObject({ memberType: 1, prizeGroup: 1950 });
    expect((await links(agent)).list).toEqual([link]);
    const check = await t.app.inject({
      url: `${API.affiliate}?code=${link.code}`,
      headers: { merchant: 'demo' },
    });
    expect(check.json().value).toEqual({ success: true });
    const username = name();
    const registered = await registerVia(t.app, {
      username,
      affiliateCode: link.code.toLowerCase(),
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const row = await t.db
      .selectFrom('members')
      .select(['id', 'type', 'upline_id'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    expect([row.type, row.upline_id]).toEqual([MEMBER_TYPES.agent1, agent.id]);
    expect((await ancestorsOf(t, row.id))[1]).toEqual([agent.id, 1]);
    expect(await groupOf(agent, row.id)).toBe(1950);
  });

  it("gives a link's members its prize group, never above the agent's own", async () => {
    const { agent } = await teamWithOutsiders(t);
    const own = (await getOk(t.app, agentRatesAnswer, API.agent.rates, agent.headers)).own;
    const link = affiliateLink.parse((await create(agent, 0, own.prizeGroup + 20)).json().value);
    const username = name();
    const registered = await registerVia(t.app, { username, affiliateCode: link.code });
    expect(registered.statusCode, registered.body).toBe(200);
    const row = await t.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    expect(await groupOf(agent, row.id)).toBe(own.prizeGroup);
  });

  it('deletes only its own links; a deleted code registers no one', async () => {
    const team = await teamWithOutsiders(t);
    const link = affiliateLink.parse((await create(team.agent, 0)).json().value);
    const del = (m: Member, id: number) => post(API.agent.deleteAffiliateLink, m, { id });
    expect(await codeOf(del(team.other, link.id))).toEqual([404, 'team.link.not.found']);
    expect((await del(team.agent, link.id)).statusCode).toBe(200);
    expect(await codeOf(del(team.agent, link.id))).toEqual([404, 'team.link.not.found']);
    expect((await links(team.agent)).list).toEqual([]);
    const check = await t.app.inject({
      url: `${API.affiliate}?code=${link.code}`,
      headers: { merchant: 'demo' },
    });
    expect(check.json().value).toEqual({ success: false });
  });

  it('refuses types the agent may not open, too many links, non-agents and bad input', async () => {
    const team = await teamWithOutsiders(t);
    expect(await codeOf(create(team.agent, MEMBER_TYPES.agent2))).toEqual([
      400,
      'team.type.not.allowed',
    ]);
    expect(await codeOf(create(team.agent, 0, -1))).toEqual([400, 'request_param_err']);
    expect(await codeOf(create(team.player, 0))).toEqual([403, 'agent.required']);
    expect(await codeOf(create(team.trial, 0))).toEqual([403, 'agent.required']);
    expect(await codeOf(create(null, 0))).toEqual([401, 'user.or.token.invalid']);
    for (let i = 0; i < MAX_AFFILIATE_LINKS; i++) {
      expect((await create(team.agent, 0)).statusCode).toBe(200);
    }
    expect(await codeOf(create(team.agent, 0))).toEqual([400, 'team.link.limit']);
    // Another agent sees none of them.
    expect((await links(team.other)).list).toEqual([]);
  });
});
