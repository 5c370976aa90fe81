import { API } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { failureOf } from '../../../test/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  type ContractTeam,
  contractTeam,
  DAILY,
  DIVIDEND,
  decide,
  decideOk,
  decisionUrl,
  downlineOf,
  HOURLY,
  mineOf,
  mineUrl,
  offerOk,
  pendingOf,
  postOffer,
  runsOf,
} from './contracts.test-support.js';

let t: TestApp;
let team: ContractTeam;
beforeEach(async () => {
  t = await createTestApp({ config: { now: testClock().now } });
  team = await contractTeam(t);
});
afterEach(() => t.close());

const NONE = { dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' };

describe('offer, pending, accept and refuse', () => {
  it('shows an offer as pending, accepts one and refuses another', async () => {
    const { agent, sub } = team;
    expect(await pendingOf(t, sub)).toEqual(NONE);
    const daily = await offerOk(t, agent, { memberId: sub.id, terms: DAILY });
    const hourly = await offerOk(t, agent, { memberId: sub.id, terms: HOURLY });
    expect(daily).toMatchObject({
      state: 'offered',
      username: sub.username,
      offeredBy: agent.username,
    });
    expect(await pendingOf(t, sub)).toEqual({
      ...NONE,
      dailysalreqtype: String(daily.id),
      contracthoursalreq: String(hourly.id),
    });
    expect((await mineOf(t, sub, 'daily')).contract).toMatchObject({ id: daily.id, terms: DAILY });
    expect(await decideOk(t, sub, daily.id, 'accept')).toMatchObject({ state: 'accepted' });
    expect(await decideOk(t, sub, hourly.id, 'refuse')).toMatchObject({ state: 'refused' });
    expect(await pendingOf(t, sub)).toEqual(NONE);
    expect((await mineOf(t, sub, 'hourly')).contract?.state).toBe('refused');
    expect((await mineOf(t, sub, 'dividend')).contract).toBeNull();
    const again = await decide(t, sub, daily.id, 'refuse');
    expect(again.json().errorCode).toBe('contract.decided');
    const list = await downlineOf(t, agent);
    expect(list.list.map((a) => a.username).sort()).toEqual(
      [sub.username, team.sibling.username].sort(),
    );
    expect(list.list.find((a) => a.memberId === sub.id)?.contracts.map((c) => c.state)).toEqual([
      'accepted',
    ]);
  });

  it('keeps one offer waiting per kind, and a newly accepted one ends the one it replaces', async () => {
    const { agent, sub } = team;
    const first = await offerOk(t, agent, { memberId: sub.id, terms: DIVIDEND });
    const res = await postOffer(t, agent, { memberId: sub.id, terms: DIVIDEND });
    expect([res.statusCode, res.json().errorCode]).toEqual([409, 'contract.pending']);
    await decideOk(t, sub, first.id, 'accept');
    const second = await offerOk(t, agent, { memberId: sub.id, terms: DIVIDEND });
    await decideOk(t, sub, second.id, 'accept');
    const states = await t.db
      .selectFrom('agent_contracts')
      .select(['id', 'state'])
      .orderBy('id')
      .execute();
    expect(states.map((s) => s.state)).toEqual(['ended', 'accepted']);
  });

  it('answers nothing pending to kinds without contracts, and refuses them the rest', async () => {
    const { agent, kind41, trial } = team;
    await offerOk(t, agent, { memberId: team.sub.id, terms: DAILY });
    for (const m of [kind41, trial]) expect(await pendingOf(t, m)).toEqual(NONE);
    expect(await failureOf(t.app, { url: mineUrl('daily'), headers: kind41.headers })).toEqual({
      status: 403,
      code: 'contract.kind.excluded',
    });
    expect(await failureOf(t.app, { url: mineUrl('daily'), headers: trial.headers })).toEqual({
      status: 403,
      code: 'trial.not.allowed',
    });
    const res = await postOffer(t, kind41, { memberId: agent.id, terms: DAILY });
    expect(res.json().errorCode).toBe('contract.kind.excluded');
  });
});

describe('who may offer and answer', () => {
  it('needs a session', async () => {
    for (const [method, url] of [
      ['GET', API.agent.contractPending],
      ['GET', mineUrl('daily')],
      ['GET', API.agent.downlineContracts],
      ['GET', API.agent.contractRuns],
      ['POST', API.agent.offerContract],
      ['POST', decisionUrl(1)],
    ] as const) {
      expect((await failureOf(t.app, { method, url })).status).toBe(401);
    }
  });

  it('offers only to a direct sub-agent of the own team', async () => {
    const { agent, sub, player, sibling, kind41, directPlayer, outsider, outsiderSub } = team;
    const refused = async (by: typeof agent, memberId: number) =>
      (await postOffer(t, by, { memberId, terms: DAILY })).json().errorCode;
    expect(await refused(agent, player.id)).toBe('contract.not.allowed'); // not direct
    expect(await refused(agent, kind41.id)).toBe('contract.not.allowed'); // no contracts
    expect(await refused(agent, directPlayer.id)).toBe('contract.not.allowed'); // a player
    expect(await refused(agent, outsiderSub.id)).toBe('contract.not.allowed'); // another team
    expect(await refused(sub, sibling.id)).toBe('contract.not.allowed'); // a sibling team
    expect(await refused(outsider, sub.id)).toBe('contract.not.allowed'); // another agent's
    expect(await refused(agent, agent.id)).toBe('contract.not.allowed'); // itself
    expect(await refused(agent, 999_999)).toBe('contract.not.allowed');
    expect(await refused(player, sub.id)).toBe('contract.kind.excluded'); // a player offers
    expect(await t.db.selectFrom('agent_contracts').selectAll().execute()).toEqual([]);
  });

  it("never lets one member answer or see another's contract", async () => {
    const { agent, sub, sibling, outsider, player } = team;
    const offer = await offerOk(t, agent, { memberId: sub.id, terms: DAILY });
    for (const m of [agent, sibling, outsider, player]) {
      const res = await decide(t, m, offer.id, 'accept');
      expect(res.json().errorCode).toBe('contract.not.found');
      expect(await pendingOf(t, m)).toEqual(NONE);
    }
    expect((await mineOf(t, sibling, 'daily')).contract).toBeNull();
    expect((await runsOf(t, sibling, 'daily')).list).toEqual([]);
    expect((await downlineOf(t, outsider)).list.map((a) => a.memberId)).not.toContain(sub.id);
  });

  it('refuses bad input with the field and writes nothing', async () => {
    const { agent, sub } = team;
    const bad = [
      { memberId: sub.id, terms: { kind: 'daily', tiers: [] } },
      {
        memberId: sub.id,
        terms: {
          kind: 'daily',
          tiers: [
            { validStake: '50.00', activeMembers: 1, amount: '5.00' },
            { validStake: '10.00', activeMembers: 2, amount: '20.00' },
          ],
        },
      },
      {
        memberId: sub.id,
        terms: { kind: 'daily', tiers: [{ validStake: '1.00', activeMembers: 1, amount: '0.00' }] },
      },
      {
        memberId: sub.id,
        terms: {
          kind: 'dividend',
          minActiveMembers: 1,
          tiers: [{ netLoss: '0.00', percent: 101 }],
        },
      },
      {
        memberId: sub.id,
        terms: { kind: 'dividend', minActiveMembers: 1, tiers: [{ netLoss: '0.00', percent: 0 }] },
      },
      { memberId: sub.id, terms: { kind: 'hourly', minValidStake: '1.00', minActiveMembers: 1 } },
      {
        memberId: sub.id,
        terms: {
          kind: 'hourly',
          minValidStake: '1.00',
          minActiveMembers: 1,
          percent: 1,
          amount: '1.00',
        },
      },
      {
        memberId: sub.id,
        terms: { kind: 'hourly', minValidStake: '1.00', minActiveMembers: 1, percent: 1.234 },
      },
      { memberId: sub.id, terms: { kind: 'weekly' } },
      { memberId: 'x', terms: DAILY },
      {
        memberId: sub.id,
        terms: { ...DAILY, tiers: [{ validStake: '1', activeMembers: 1, amount: '1.00' }] },
      },
    ];
    for (const body of bad) {
      const res = await postOffer(t, agent, body);
      expect([res.statusCode, res.json().errorCode], JSON.stringify(body)).toEqual([
        400,
        'request_param_err',
      ]);
    }
    const offer = await offerOk(t, agent, { memberId: sub.id, terms: DAILY });
    for (const decision of ['yes', '']) {
      expect((await decide(t, sub, offer.id, decision)).statusCode).toBe(400);
    }
    expect(
      (
        await failureOf(t.app, {
          method: 'POST',
          url: decisionUrl(0),
          headers: sub.headers,
          payload: { decision: 'accept' },
        })
      ).status,
    ).toBe(400);
    expect((await failureOf(t.app, { url: mineUrl('weekly'), headers: sub.headers })).status).toBe(
      400,
    );
    expect(
      (await failureOf(t.app, { url: `${API.agent.contractRuns}?kind=x`, headers: sub.headers }))
        .status,
    ).toBe(400);
    expect(await t.db.selectFrom('agent_contracts').select('id').execute()).toHaveLength(1);
  });
});
