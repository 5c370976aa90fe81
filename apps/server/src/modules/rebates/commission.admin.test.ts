import { adminCommissionEndpoints, MEMBER_TYPES } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { urlOf } from '../../../test/http.js';
import { manualClock, memberWithSession } from '../../../test/members.js';
import { addSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { asOperator, type Operator, signIn } from '../backoffice/backoffice.test-support.js';
import { runnerOf } from '../signup/trial-cleanup.test-support.js';
import { joinTeam, signInNow } from '../team/team.test-support.js';
import { agentUnder, rates, setDownline } from './agent-rates.test-support.js';
import { commissionJob } from './index.js';
import { spinAt } from './rebates.test-support.js';

/** The back office's commission runs: payouts by site day and agent, with their lines. */

const { adminCommissionLines, adminCommissionPage } = adminCommissionEndpoints;
const DAY = 24 * 60 * 60_000;
const URL = '/admin/api/agent-commission';
const linesUrl = (agentId: number | string, day?: string) =>
  urlOf(`${URL}/${agentId}/lines`, { day });

let t: TestApp;
let clock: ReturnType<typeof manualClock>;
beforeEach(async () => {
  clock = manualClock(Date.UTC(2026, 5, 1, 4)); // 10:30 on 2026-06-01 at the demo site
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

const ok = <T>(res: { statusCode: number; body: string; json: () => { value: T } }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};
const failure = (res: { statusCode: number; json: () => { errorCode: string } }) => [
  res.statusCode,
  res.json().errorCode,
];
const payJob = () => runnerOf(t, clock, 'a', undefined, [commissionJob]).runDue();

/**
 * top (the site's RNG 40 bp) -> sub (30 bp) -> player (10 bp). 2026-06-01: the player stakes
 * 50.00 (top earns 10 bp: 0.05, sub 20 bp: 0.10); 2026-06-02: 0.10 (top 0.0001, sub 0.0002:
 * both days round down to nothing due).
 */
const paidTeam = async () => {
  const top = await agentUnder(t, null);
  const sub = await agentUnder(t, top.id);
  await setDownline(t, top, sub.id, rates(1950, { RNG: 30 }));
  const player = await joinTeam(t, sub.id);
  await setDownline(t, sub, player.id, rates(1950, { RNG: 10 }));
  await spinAt(t, player, 5);
  clock.advance(DAY);
  await payJob();
  await spinAt(t, await signInNow(t, player), 1, '0.10');
  clock.advance(DAY);
  await payJob();
  return { top, sub, player };
};

const list = async (who: Operator, query: Record<string, string | number> = {}) =>
  adminCommissionPage.parse(ok(await asOperator(t.app, who, 'GET', urlOf(URL, query))));

describe("the back office's commission runs", () => {
  it('lists payouts newest day first, by range and agent, paged, with their lines', async () => {
    const { top, sub, player } = await paidTeam();
    const support = await signIn(t.app, clock, 'demo_support');
    const all = await list(support);
    const rows = all.list.map((p) => [p.day, p.username, p.validStake, p.amount, p.status]);
    expect(rows).toEqual([
      ['2026-06-02', top.username, '0.10', '0.00', 'nothing_due'],
      ['2026-06-02', sub.username, '0.10', '0.00', 'nothing_due'],
      ['2026-06-01', top.username, '50.00', '0.05', 'paid'],
      ['2026-06-01', sub.username, '50.00', '0.10', 'paid'],
    ]);
    expect(all.totalCount).toBe(4);
    expect(all.list[2]?.transactionId).toEqual(expect.any(Number));
    expect(all.list[2]?.paidAt).toBe(Date.UTC(2026, 5, 2, 4));

    const bySub = await list(support, { username: sub.username.toUpperCase(), to: '2026-06-01' });
    expect(bySub.list.map((p) => [p.day, p.agentId])).toEqual([['2026-06-01', sub.id]]);
    const second = await list(support, { from: '2026-06-01', pageNo: 2, pageSize: 3 });
    expect([second.totalCount, second.totalPages, second.list.length]).toEqual([4, 2, 1]);
    expect((await list(support, { username: player.username })).list).toEqual([]);
    expect((await list(support, { username: 'nobody-here' })).totalCount).toBe(0);
    expect((await list(support, { from: '2026-06-03' })).list).toEqual([]);

    const url = linesUrl(top.id, '2026-06-01');
    const day = adminCommissionLines.parse(ok(await asOperator(t.app, support, 'GET', url)));
    expect(day.payout).toMatchObject({ agentId: top.id, amount: '0.05', status: 'paid' });
    expect(day.lines).toEqual([
      {
        downlineId: sub.id,
        downline: sub.username,
        category: 'RNG',
        validStake: '50.00',
        rateBp: 10,
        amount: '0.05',
      },
    ]);
    const subDay = adminCommissionLines.parse(
      ok(await asOperator(t.app, support, 'GET', linesUrl(sub.id, '2026-06-02'))),
    );
    expect(subDay.payout.status).toBe('nothing_due');
    expect(subDay.lines.map((l) => [l.downline, l.rateBp, l.validStake, l.amount])).toEqual([
      [player.username, 20, '0.10', '0.00'],
    ]);
  });

  it('finds no payout of another day, another agent or another site', async () => {
    const { top, player } = await paidTeam();
    await addSite(t.app, 'other');
    // The other site's agent has the top agent's name: names are per site.
    const stranger = await memberWithSession(t.db, 'other', top.username, MEMBER_TYPES.agent1);
    const finance = await signIn(t.app, clock, 'demo_finance');
    for (const url of [
      linesUrl(top.id, '2026-05-31'),
      linesUrl(player.id, '2026-06-01'),
      linesUrl(stranger.id, '2026-06-01'),
      linesUrl(99_999_999, '2026-06-01'),
    ]) {
      const res = await asOperator(t.app, finance, 'GET', url);
      expect(failure(res), url).toEqual([404, 'admin.commission.not.found']);
    }
    const named = await list(finance, { username: top.username });
    expect(named.list.map((p) => p.agentId)).toEqual([top.id, top.id]);
  });

  it('refuses bad input with request_param_err', async () => {
    const { top } = await paidTeam();
    const owner = await signIn(t.app, clock, 'demo_owner');
    const bad = [
      urlOf(URL, { from: '2026-02-30' }),
      urlOf(URL, { to: '1 June' }),
      urlOf(URL, { from: '2026-06-02', to: '2026-06-01' }),
      urlOf(URL, { pageSize: 0 }),
      urlOf(URL, { pageNo: 'x' }),
      urlOf(URL, { username: 'x'.repeat(41) }),
      linesUrl(top.id),
      linesUrl(top.id, '2026-13-01'),
      linesUrl('abc', '2026-06-01'),
      linesUrl(0, '2026-06-01'),
    ];
    for (const url of bad) {
      const res = await asOperator(t.app, owner, 'GET', url);
      expect(failure(res), url).toEqual([400, 'request_param_err']);
    }
  });

  it('needs an operator session holding members.read', async () => {
    const { top } = await paidTeam();
    const urls = [URL, linesUrl(top.id, '2026-06-01')];
    const player = await memberWithSession(t.db);
    const content = await signIn(t.app, clock, 'demo_content');
    for (const url of urls) {
      const none = await t.app.inject({ method: 'GET', url });
      expect(failure(none), url).toEqual([401, 'admin.session.required']);
      const asPlayer = await t.app.inject({ method: 'GET', url, headers: player.headers });
      expect(failure(asPlayer), url).toEqual([401, 'admin.session.required']);
      const denied = await asOperator(t.app, content, 'GET', url);
      expect(failure(denied), url).toEqual([403, 'admin.forbidden']);
    }
  });
});
