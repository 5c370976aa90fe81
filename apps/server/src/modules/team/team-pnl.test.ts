import { API, formatMinor, MEMBER_TYPES, type PnlFigures, teamPnlAnswer } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { failureOf, getOk, urlOf } from '../../../test/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { joinTeam, type TeamMember } from './team.test-support.js';
import {
  buildTree,
  diceRound,
  type Played,
  playTree,
  slotVendor,
} from './team-figures.test-support.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ config: { now: testClock().now } });
});
afterEach(() => t.close());

const pnlUrl = (query: Record<string, string | number> = {}) => urlOf(API.agent.pnl, query);
const pnl = (m: TeamMember, query: Record<string, string | number> = {}) =>
  getOk(t.app, teamPnlAnswer, pnlUrl(query), m.headers);

const ZERO: PnlFigures = {
  stake: '0.00',
  validStake: '0.00',
  payout: '0.00',
  winLoss: '0.00',
  rebates: '0.00',
};

describe('GET agent pnl', () => {
  it('answers each direct downline with its own and its sub-team figures, and drills down', async () => {
    const tree = await buildTree(t);
    const { played, validSlotStake } = await playTree(t, tree);
    const figures = async (p: Played, rebates: number): Promise<PnlFigures> => ({
      stake: formatMinor(p.stake),
      validStake: formatMinor(await validSlotStake(p.stake)),
      payout: formatMinor(p.payout),
      winLoss: formatMinor(p.payout - p.stake),
      rebates: formatMinor(rebates),
    });
    const sum = (x: Played, y: Played) => ({
      stake: x.stake + y.stake,
      payout: x.payout + y.payout,
    });
    const a2Team = sum(played.a2, played.a21);
    const top = await pnl(tree.a);
    expect(top.agent).toEqual({ memberId: tree.a.id, username: tree.a.username, uplineId: null });
    expect(top.rows).toEqual([
      {
        memberId: tree.a1.id,
        username: tree.a1.username,
        downlines: 0,
        own: await figures(played.a1, 200),
        team: await figures(played.a1, 200),
      },
      {
        memberId: tree.a2.id,
        username: tree.a2.username,
        downlines: 1,
        own: await figures(played.a2, 0),
        team: await figures(a2Team, 50),
      },
    ]);
    const all = sum(played.a1, a2Team);
    expect(top.totals.stake).toBe(formatMinor(all.stake));
    expect(top.totals.payout).toBe(formatMinor(all.payout));
    expect(top.totals.rebates).toBe('2.50');

    const down = await pnl(tree.a, { agentId: tree.a2.id });
    expect(down.agent).toEqual({
      memberId: tree.a2.id,
      username: tree.a2.username,
      // One below the caller: up is the caller's own level.
      uplineId: null,
    });
    expect(down.rows).toEqual([
      {
        memberId: tree.a21.id,
        username: tree.a21.username,
        downlines: 0,
        own: await figures(played.a21, 50),
        team: await figures(played.a21, 50),
      },
    ]);
    expect((await pnl(tree.a, { agentId: tree.a.id })).rows).toHaveLength(2);
    // From the root, A's sub-team leads back up to the root's own level; a2's up to A.
    expect((await pnl(tree.r, { agentId: tree.a2.id })).agent.uplineId).toBe(tree.a.id);
    expect((await pnl(tree.r, { agentId: tree.a.id })).agent.uplineId).toBeNull();
  });

  it('filters the bets by category and vendor; rebates stay whole', async () => {
    const tree = await buildTree(t);
    await playTree(t, tree);
    const live = await pnl(tree.a, { category: 'LIVE' });
    expect(live.totals).toEqual({ ...ZERO, rebates: '2.50' });
    const rng = await pnl(tree.a, { category: 'RNG' });
    expect(rng.totals).toEqual((await pnl(tree.a)).totals);
  });

  it('narrows the figures to one vendor; a vendor of another category gives nothing', async () => {
    const tree = await buildTree(t);
    const { played } = await playTree(t, tree);
    const dice = await diceRound(t, tree.a1);
    const slots = await slotVendor(t);
    const stakeOf = (answer: { rows: { memberId: number; own: PnlFigures }[] }, id: number) =>
      answer.rows.find((r) => r.memberId === id)?.own.stake;

    const all = await pnl(tree.a);
    expect(all.totals.stake).toBe(formatMinor(4 * 100 + dice.stake));
    const ofSlots = await pnl(tree.a, { vendor: slots });
    expect(ofSlots.totals.stake).toBe('4.00');
    expect(stakeOf(ofSlots, tree.a1.id)).toBe(formatMinor(played.a1.stake));
    const ofDice = await pnl(tree.a, { vendor: 'IN' });
    expect(ofDice.totals.stake).toBe(formatMinor(dice.stake));
    expect(ofDice.totals.payout).toBe(formatMinor(dice.payout));
    expect(stakeOf(ofDice, tree.a1.id)).toBe(formatMinor(dice.stake));
    expect(stakeOf(ofDice, tree.a2.id)).toBe('0.00');
    expect(ofDice.totals.rebates).toBe('2.50');
    // Both filters hold: the dice vendor has no slot bets.
    const crossed = await pnl(tree.a, { vendor: 'IN', category: 'RNG' });
    expect(crossed.totals).toEqual({ ...ZERO, rebates: '2.50' });
    expect((await pnl(tree.a, { vendor: slots, category: 'RNG' })).totals).toEqual(ofSlots.totals);
  });

  it("refuses a sub-team outside the caller's own: sibling, upline, another tree", async () => {
    const tree = await buildTree(t);
    for (const [caller, agentId] of [
      [tree.s, tree.a2.id],
      [tree.b, tree.a2.id],
      [tree.a, tree.r.id],
      [tree.a, tree.s.id],
      [tree.a2, tree.a1.id],
    ] as const) {
      const res = await failureOf(t.app, { url: pnlUrl({ agentId }), headers: caller.headers });
      expect(res).toEqual({ status: 403, code: 'agent.not.in.team' });
    }
  });

  it('refuses non-agents, no session and bad input', async () => {
    const tree = await buildTree(t);
    for (const type of [MEMBER_TYPES.member, MEMBER_TYPES.freeTrial, MEMBER_TYPES.restricted]) {
      const member = await joinTeam(t, null, { type });
      expect(await failureOf(t.app, { url: pnlUrl(), headers: member.headers })).toEqual({
        status: 403,
        code: 'agent.required',
      });
    }
    expect(await failureOf(t.app, { url: pnlUrl(), headers: tree.a1.headers })).toEqual({
      status: 403,
      code: 'agent.required',
    });
    expect((await failureOf(t.app, { url: pnlUrl() })).status).toBe(401);
    const bad = async (query: Record<string, string>) =>
      (await failureOf(t.app, { url: pnlUrl(query), headers: tree.a.headers })).code;
    expect(await bad({ agentId: 'x' })).toBe('request_param_err');
    expect(await bad({ category: 'NOPE' })).toBe('request_param_err');
    expect(await bad({ vendor: 'bad vendor' })).toBe('request_param_err');
    expect(await bad({ vendor: 'NOSUCHVENDOR' })).toBe('agent.vendor.unknown');
    expect(
      await failureOf(t.app, { url: pnlUrl({ vendor: 'NOSUCHVENDOR' }), headers: tree.a.headers }),
    ).toEqual({ status: 400, code: 'agent.vendor.unknown' });
    // Who may ask is settled before the filter: a player learns nothing of vendors.
    expect(
      await failureOf(t.app, { url: pnlUrl({ vendor: 'NOSUCHVENDOR' }), headers: tree.a1.headers }),
    ).toEqual({ status: 403, code: 'agent.required' });
    expect(await bad({ range: 'custom', from: '2026-06-02', to: '2026-06-01' })).toBe(
      'agent.range.invalid',
    );
  });
});
