import { API, formatMinor, MEMBER_TYPES, teamOverviewAnswer } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { failureOf, getOk, urlOf } from '../../../test/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { minor } from '../play/play.test-support.js';
import { teamVersion } from '../team-tree/index.js';
import { joinTeam, signInNow, type TeamMember } from './team.test-support.js';
import { buildTree, playTree, slotRounds } from './team-figures.test-support.js';

let t: TestApp;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  // 2026-06-01 12:00 UTC: 18:30 on 2026-06-01 in the demo site's zone (Asia/Yangon).
  clock = testClock();
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

const DAY_MS = 86_400_000;
const overviewUrl = (query: Record<string, string> = {}) => urlOf(API.agent.overview, query);
const overview = (m: TeamMember, query: Record<string, string> = {}) =>
  getOk(t.app, teamOverviewAnswer, overviewUrl(query), m.headers);

describe('GET agent overview', () => {
  it("sums the agent's own team only, by site day, from what the team played and was paid", async () => {
    const tree = await buildTree(t);
    const { played, validSlotStake } = await playTree(t, tree);
    const stake = played.a1.stake + played.a2.stake + played.a21.stake;
    const payout = played.a1.payout + played.a2.payout + played.a21.payout;
    const today = await overview(tree.a);
    const { series, ...figures } = today;
    expect(figures).toEqual({
      from: '2026-06-01',
      to: '2026-06-01',
      teamSize: 3,
      directMembers: 2,
      indirectMembers: 1,
      newMembers: 3,
      activeMembers: 3,
      deposits: '150.00',
      withdrawals: '30.00',
      stake: formatMinor(stake),
      validStake: formatMinor(await validSlotStake(stake)),
      payout: formatMinor(payout),
      winLoss: formatMinor(payout - stake),
      rebates: '2.50',
      salaries: '5.00',
      dividends: '7.00',
      commissions: '3.00',
    });
    expect(series).toHaveLength(30);
    expect(series.at(-1)).toEqual({
      day: '2026-06-01',
      stake: formatMinor(stake),
      validStake: formatMinor(await validSlotStake(stake)),
      winLoss: formatMinor(payout - stake),
      deposits: '150.00',
      activeMembers: 3,
    });
    expect(series[0]?.day).toBe('2026-05-03');
    expect(series.slice(0, -1).every((d) => d.stake === '0.00' && d.activeMembers === 0)).toBe(
      true,
    );
    expect(await overview(tree.a, { range: 'thisMonth' })).toEqual(today);

    // The next site day: today is empty, yesterday is what was played.
    clock.advance(DAY_MS);
    const a = await signInNow(t, tree.a);
    const later = await overview(a, { range: 'yesterday' });
    expect({ ...later, series: [] }).toEqual({ ...today, series: [] });
    expect(later.series.at(-2)).toEqual(series.at(-1));
    const next = await overview(a);
    expect([next.stake, next.deposits, next.newMembers, next.activeMembers]).toEqual([
      '0.00',
      '0.00',
      0,
      0,
    ]);
    expect(next.teamSize).toBe(3);
    const custom = { range: 'custom', from: '2026-05-01', to: '2026-06-02' };
    expect((await overview(a, custom)).stake).toBe(formatMinor(stake));
    expect((await overview(a, { range: 'lastMonth' })).from).toBe('2026-05-01');
    expect((await overview(a, { range: 'lastMonth' })).to).toBe('2026-05-31');
    expect((await overview(a, { range: 'lastMonth' })).stake).toBe('0.00');
  });

  it("shows the sub-agent its own sub-team, and the sibling none of A's", async () => {
    const tree = await buildTree(t);
    const { played } = await playTree(t, tree);
    const sub = await overview(tree.a2);
    expect([sub.teamSize, sub.stake, sub.deposits, sub.rebates]).toEqual([
      1,
      formatMinor(played.a21.stake),
      '50.00',
      '0.50',
    ]);
    const sibling = await overview(tree.s);
    expect([sibling.teamSize, sibling.deposits, sibling.rebates]).toEqual([1, '9.99', '0.99']);
  });

  it("answers from a copy until the team's sums are written, or another process's writes age it out", async () => {
    const tree = await buildTree(t);
    await playTree(t, tree);
    const first = await overview(tree.a);
    // Play outside A's team (its sibling's member) leaves A's answers current.
    const version = teamVersion(tree.a.id);
    await slotRounds(t, tree.s1, 1);
    expect(teamVersion(tree.a.id)).toBe(version);
    expect(await overview(tree.a)).toEqual(first);
    // A write of this process in A's team (a bet settles) shows in the very next answer.
    const more = await slotRounds(t, tree.a1, 1);
    expect(teamVersion(tree.a.id)).toBeGreaterThan(version);
    const next = await overview(tree.a);
    expect(minor(next.stake) - minor(first.stake)).toBe(more.stake);
    // A write no counter of this process saw (as another process's would) shows once the copy
    // is TEAM_ANSWERS_CACHE_MS old; another agent never gets the first agent's copy.
    await t.db
      .updateTable('team_bet_days')
      .set((eb) => ({ stake: eb('stake', '+', 100) }))
      .where('ancestor_id', '=', tree.a.id)
      .where('day', '=', next.to)
      .execute();
    expect(await overview(tree.a)).toEqual(next);
    const sub = await overview(tree.a2);
    expect(sub.teamSize).toBe(1);
    clock.advance(t.app.config.teamAnswersCacheMs);
    expect(minor((await overview(tree.a)).stake) - minor(next.stake)).toBe(100);
  });

  it.each([
    ['a player', MEMBER_TYPES.member],
    ['a free trial', MEMBER_TYPES.freeTrial],
    ['a restricted account', MEMBER_TYPES.restricted],
  ])('refuses %s with agent.required', async (_, type) => {
    const member = await joinTeam(t, null, { type });
    const res = await failureOf(t.app, { url: overviewUrl(), headers: member.headers });
    expect(res).toEqual({ status: 403, code: 'agent.required' });
  });

  it("refuses another agent's player with agent.required, and no session with 401", async () => {
    const tree = await buildTree(t);
    const res = await failureOf(t.app, { url: overviewUrl(), headers: tree.b1.headers });
    expect(res).toEqual({ status: 403, code: 'agent.required' });
    expect((await failureOf(t.app, { url: overviewUrl() })).status).toBe(401);
  });

  it.each([
    ['custom without an end', { range: 'custom', from: '2026-05-01' }],
    ['an end before the start', { range: 'custom', from: '2026-06-01', to: '2026-05-31' }],
    ['a day that does not exist', { range: 'custom', from: '2026-02-30', to: '2026-03-01' }],
    ['63 days', { range: 'custom', from: '2026-04-01', to: '2026-06-02' }],
  ])('refuses %s with agent.range.invalid', async (_, query) => {
    const caller = await joinTeam(t, null, { type: MEMBER_TYPES.agent1 });
    const res = await failureOf(t.app, { url: overviewUrl(query), headers: caller.headers });
    expect(res).toEqual({ status: 400, code: 'agent.range.invalid' });
  });

  it('refuses a range it does not know with request_param_err, and takes 62 days', async () => {
    const caller = await joinTeam(t, null, { type: MEMBER_TYPES.agent1 });
    const url = overviewUrl({ range: 'week' });
    expect(await failureOf(t.app, { url, headers: caller.headers })).toEqual({
      status: 400,
      code: 'request_param_err',
    });
    const longest = await overview(caller, {
      range: 'custom',
      from: '2026-04-01',
      to: '2026-06-01',
    });
    expect(longest.teamSize).toBe(0);
  });
});
