import { API, lotteryEndpoints as ep } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fund } from '../../../test/fund.js';
import { failureOf } from '../../../test/http.js';
import { auditLedger, cleanAudit } from '../../../test/ledger-audit.js';
import type { TestApp } from '../../../test/test-app.js';
import { twoAppsPerTest } from '../../../test/two-apps.js';
import { settleDraw } from '../lottery/index.js';
import {
  drawWith,
  type LotteryTest,
  lotteryTest,
  sellingDraw,
  straight5,
} from '../lottery/orders.test-support.js';
import { runnerOf } from '../signup/trial-cleanup.test-support.js';
import { joinTeam, signInNow, type TeamMember } from '../team/team.test-support.js';
import { teamActiveCount, teamBetsOf } from '../team-tree/index.js';
import {
  agentUnder,
  commissionOf,
  commissionTransactions,
  post,
  rates,
  setDownline,
} from './agent-rates.test-support.js';
import { commissionJob } from './index.js';
import { spinAt } from './rebates.test-support.js';

const DAY = 24 * 60 * 60_000;
const expectCleanLedger = async (t: TestApp) => {
  const audit = await auditLedger(t.db);
  expect(audit).toEqual(cleanAudit(audit.transactions, audit.entries));
};
const commissionAmounts = async (t: TestApp) =>
  (
    await t.db
      .selectFrom('ledger_transactions as tx')
      .innerJoin('ledger_entries as e', 'e.transaction_id', 'tx.id')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select(['a.member_id', 'e.amount'])
      .where('tx.type', '=', 'commission')
      .where('a.member_id', 'is not', null)
      .execute()
  ).map((r): [number, number] => [Number(r.member_id), Number(r.amount)]);

describe('commission through real play', () => {
  let lt: LotteryTest;
  beforeEach(async () => {
    lt = await lotteryTest();
  });
  afterEach(() => lt.t.close());

  /** A (top: the site's 40 bp, group 1960) -> B (30, 1950) -> C (20, 1940) -> P1, P2 (5, 1930). */
  const team = async () => {
    const t = lt.t;
    const a = await agentUnder(t, null);
    const b = await agentUnder(t, a.id);
    await setDownline(t, a, b.id, rates(1950, { RNG: 30 }));
    const c = await agentUnder(t, b.id);
    await setDownline(t, b, c.id, rates(1940, { RNG: 20 }));
    const res = await post(t, c, API.agent.rateDefaults, rates(1930, { RNG: 5 }));
    expect(res.statusCode, res.body).toBe(200);
    const p1 = await joinTeam(t, c.id);
    const p2 = await joinTeam(t, c.id);
    for (const p of [p1, p2]) await fund(t, p.id, 100_000);
    return { a, b, c, p1, p2 };
  };

  let requests = 0;
  const order = async (p: TeamMember, prizeGroup: number) => {
    const draw = await sellingDraw(lt);
    const items = [{ ...straight5([1, 2, 3, 4, 5], 2), prizeGroup }];
    const payload = {
      code: lt.code,
      drawNo: draw.draw_no,
      requestId: `commission-${++requests}`,
      items,
    };
    return lt.t.app.inject({
      method: 'POST',
      url: ep.placeOrders.path,
      headers: p.headers,
      payload,
    });
  };

  it('pays each agent on the path its difference, the lottery by group, rounded once a day', async () => {
    const t = lt.t;
    const { a, b, c, p1, p2 } = await team();
    // P1's own group is 1930: a higher one is refused, its own pays it no rebate of its own.
    const refused = await order(p1, 1940);
    expect([refused.statusCode, refused.json().errorCode]).toEqual([400, 'lottery.bet.invalid']);
    const placed = await order(p1, 1930);
    expect(placed.statusCode, placed.body).toBe(200);
    const draw = await sellingDraw(lt);
    lt.clock.advance(Number(draw.draw_at) - lt.clock.now() + 1_000);
    await t.db
      .updateTable('lottery_draws')
      .set({ status: 'closed' })
      .where('id', '=', draw.id)
      .execute();
    await drawWith(lt, draw.id, { family: '5D', digits: [9, 9, 9, 9, 9] });
    await settleDraw(lt.ctx, draw.id);
    // The settled order is in every team above P1: the lottery's 4.00, placed by one member.
    for (const agent of [a, b, c]) {
      const range = { from: '2026-06-01', to: '2026-06-01' };
      const sums = (await teamBetsOf(lt.ctx, [agent.id], range)).get(agent.id);
      expect(sums).toEqual([{ category: 'ELOTT', stake: 400, payout: 0 }]);
      expect(await teamActiveCount(lt.ctx, agent.id, 'bet', range)).toBe(1);
    }
    await spinAt(t, p1, 1, '5.55');
    await spinAt(t, p2, 1, '5.55');
    // C: slots 11.10 x 15 bp = 1.665, lottery (4.00 x 50 % valid) x 10 groups / 2000 = 1.00:
    // 2.665 minor, rounded down once: 0.02 (each line alone would round to 0.00 + 0.00 + 0.01).
    // B and A: slots 11.10 x 10 bp = 1.11, lottery 2.00 x 10 / 2000 = 1.00: 0.02 each.
    lt.clock.advance(DAY);
    await runnerOf(t, lt.clock, 'a', undefined, [commissionJob]).runDue();
    const paid = new Map(await commissionAmounts(t));
    expect([paid.get(a.id), paid.get(b.id), paid.get(c.id)]).toEqual([2, 2, 2]);
    expect(paid.size).toBe(3);
    await expectCleanLedger(t);
    const day = '2026-06-01';
    const income = await commissionOf(t, await signInNow(t, c), day, day);
    expect(income).toMatchObject({ total: '0.02', days: [{ day, amount: '0.02' }] });
    expect(income.downlines.map((d) => d.username).sort()).toEqual(
      [p1.username, p2.username].sort(),
    );
    expect(income.categories.map((x) => [x.category, x.amount, x.validStake])).toEqual([
      ['RNG', '0.01', '11.10'],
      ['ELOTT', '0.01', '2.00'],
    ]);
    const top = await commissionOf(t, await signInNow(t, a), day, day);
    expect(top.downlines.map((d) => [d.memberId, d.validStake])).toEqual([[b.id, '13.10']]);
    const before = await commissionOf(t, await signInNow(t, a), '2026-05-01', '2026-05-31');
    expect(before).toMatchObject({ total: '0.00', days: [], downlines: [] });
  });
});

describe('commission job', () => {
  const { clock, both } = twoAppsPerTest();

  it('pays a day once when two processes run it, and never again', async () => {
    const [a, b] = both();
    const top = await agentUnder(a, null);
    const sub = await agentUnder(a, top.id);
    await setDownline(a, top, sub.id, rates(1950, { RNG: 30 }));
    const player = await joinTeam(a, sub.id);
    await setDownline(a, sub, player.id, rates(1950, { RNG: 10 }));
    await spinAt(a, player, 5); // 50.00: top earns 10 bp (0.05), sub 20 bp (0.10)
    const run = () =>
      Promise.all([
        runnerOf(a, clock, 'a', undefined, [commissionJob]).runDue(),
        runnerOf(b, clock, 'b', undefined, [commissionJob]).runDue(),
      ]);
    await run(); // the day is not over yet
    expect(await commissionTransactions(a)).toEqual([]);
    clock.advance(DAY);
    await run();
    clock.advance(60 * 60_000);
    await run();
    const paid = new Map(await commissionAmounts(a));
    expect([paid.get(top.id), paid.get(sub.id), paid.size]).toEqual([5, 10, 2]);
    expect(await commissionTransactions(a)).toHaveLength(2);
    await expectCleanLedger(a);
    const later = await signInNow(b, sub);
    expect(
      await failureOf(b.app, {
        url: `${API.agent.rates}?member=${top.id}`,
        headers: later.headers,
      }),
    ).toEqual({ status: 404, code: 'agent.member.not.in.team' });
  });
});
