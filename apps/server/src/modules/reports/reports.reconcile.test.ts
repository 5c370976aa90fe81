import type { GameCategory } from '@lotto/contract';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { siteCtxOf } from '../../../test/context.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { down, up } from '../../db/migrations/0046_site_sums.js';
import { demoLotteryLinks } from '../../seed/demo-lottery-games.js';
import { asOperator, signIn } from '../backoffice/backoffice.test-support.js';
import { recordLotteryBets } from '../play/index.js';
import { joinTeam, signInNow } from '../team/team.test-support.js';
import {
  buildTree,
  diceRound,
  money,
  playTree,
  slotRounds,
  type Tree,
} from '../team/team-figures.test-support.js';
import {
  creditBonus,
  creditRedEnvelope,
  creditWin,
  debitBet,
  moneyTransaction,
} from '../wallet/index.js';
import {
  betFiguresOf,
  betsIn,
  betTruth,
  firstDepositsIn,
  joinedIn,
  ledgerFiguresOf,
  ledgerTruth,
} from './reports.test-support.js';

/**
 * The reports reconcile with the ledger: after play and money over two site days through the
 * real services, every figure of the daily report (each day and the totals), the vendor and
 * category tables' totals, the VIP table's totals and each top agent's row equal what the
 * ledger entries and the settled bet records say, recomputed here row by row.
 */

let t: TestApp;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock();
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

const DAY_MS = 86_400_000;
const DAY1 = '2026-06-01';
const DAY2 = '2026-06-02';
const RANGES = [
  { from: DAY1, to: DAY1 },
  { from: DAY2, to: DAY2 },
  { from: DAY1, to: DAY2 },
];

let keys = 0;
const promo = async (memberId: number, amountMinor: number, kind: 'bonus' | 'red') => {
  const ctx = await siteCtxOf(t.db, 'demo', clock.now);
  const m = {
    merchantId: ctx.site.id,
    memberId,
    amountMinor,
    key: `promo:${++keys}`,
    reference: null,
  };
  await (kind === 'bonus' ? creditBonus(ctx, m) : creditRedEnvelope(ctx, m));
};

/** Two days of play and money on every side of the tree, a member joining on the second. */
const twoDays = async (tree: Tree) => {
  await playTree(t, tree);
  await diceRound(t, tree.s1);
  await promo(tree.a1.id, 400, 'bonus');
  await promo(tree.b1.id, 150, 'red');
  clock.advance(DAY_MS);
  const m = await money(t);
  const a1 = await signInNow(t, tree.a1);
  const b1 = await signInNow(t, tree.b1);
  await slotRounds(t, a1, 3);
  await diceRound(t, b1);
  const fresh = await joinTeam(t, tree.a2.id);
  await slotRounds(t, fresh, 2);
  await m.deposit(fresh, 2_500);
  await m.deposit(tree.a1, 1_000);
  await m.withdraw(tree.b1, 500);
  await m.rebate(fresh, 25);
  await m.pay(tree.a, 120, 'commission');
  await promo(fresh.id, 300, 'bonus');
  await lotteryBatch([tree.a1.id, fresh.id, tree.b1.id, tree.a1.id]);
};

let orders = 0;
/** Settled lottery orders recorded as a draw settles them: one batch, through play and wallet. */
const lotteryBatch = async (memberIds: readonly number[]) => {
  const ctx = await siteCtxOf(t.db, 'demo', clock.now);
  const link = demoLotteryLinks()[0];
  if (!link) throw new Error('no lottery game');
  const game = await t.db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.id', 'g.vendor_id')
    .select(['g.id', 'g.category'])
    .where('v.code', '=', link.vendor)
    .where('g.code', '=', link.catalogueCode)
    .executeTakeFirstOrThrow();
  await moneyTransaction(ctx, async (trx) => {
    const records = [];
    for (const [i, memberId] of memberIds.entries()) {
      const roundId = `reconcile-lottery-${++orders}`;
      const winMinor = i % 2 === 0 ? 500 : 0;
      await debitBet(trx, { merchantId: ctx.site.id, memberId, roundId, stakeMinor: 200 });
      await creditWin(trx, { merchantId: ctx.site.id, memberId, roundId, winMinor });
      records.push({
        merchantId: ctx.site.id,
        memberId,
        gameId: Number(game.id),
        orderNo: roundId,
        stakeMinor: 200,
        winMinor,
        createdAt: clock.now(),
        settledAt: clock.now(),
      });
    }
    await recordLotteryBets(trx, game.category as GameCategory, records);
  });
};

const get = async (who: Awaited<ReturnType<typeof signIn>>, url: string) => {
  const res = await asOperator(t.app, who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

describe('reports reconcile with the ledger', () => {
  it('per day, by vendor, category, VIP level and agent, over one day and both', async () => {
    const tree = await buildTree(t);
    await twoDays(tree);
    const owner = await signIn(t.app, clock, 'demo_owner');
    const [ledger, bets] = [await ledgerTruth(t), await betTruth(t)];

    for (const range of RANGES) {
      const q = `from=${range.from}&to=${range.to}`;
      const expectedOf = async (r: typeof range) => {
        const inRange = betsIn(bets, r);
        const { counts, ...money } = ledgerFiguresOf(ledger, r, inRange);
        return {
          activeMembers: new Set(inRange.map((b) => b.memberId)).size,
          newMembers: await joinedIn(t, r),
          ...firstDepositsIn(ledger, r),
          ...counts,
          ...(await betFiguresOf(t, inRange)),
          ...money,
        };
      };
      const daily = await get(owner, `/admin/api/reports/daily?${q}`);
      expect(daily.totals).toEqual(await expectedOf(range));
      // Every kind of figure moved on each day, so the comparison is never of zeros alone.
      expect(daily.totals).toMatchObject({
        activeMembers: expect.toSatisfy((n: number) => n >= 2),
        newMembers: expect.toSatisfy((n: number) => n >= 1),
        firstDeposits: expect.toSatisfy((n: number) => n >= 1),
        depositCount: expect.toSatisfy((n: number) => n >= 1),
      });
      for (const figure of [
        'stake',
        'validStake',
        'deposits',
        'bonuses',
        'rebates',
        'commissions',
      ]) {
        expect(daily.totals[figure], figure).not.toBe('0.00');
      }
      for (const row of daily.rows) {
        const { day, ...figures } = row;
        const oneDay = { from: day, to: day };
        const expected = await expectedOf(oneDay);
        expect({ day, ...figures }).toEqual({ day, ...expected });
      }
      expect(daily.rows.map((r: { day: string }) => r.day)).toEqual(
        range.from === range.to ? [range.from] : [DAY1, DAY2],
      );

      const inRange = betsIn(bets, range);
      const vendors = await get(owner, `/admin/api/reports/vendors?${q}`);
      const vendorKeys = new Set(inRange.map((b) => `${b.vendor} ${b.category}`));
      expect(vendors.rows).toHaveLength(vendorKeys.size);
      for (const row of vendors.rows) {
        const { vendor, category, ...figures } = row;
        const of = inRange.filter((b) => b.vendor === vendor && b.category === category);
        expect(figures).toEqual(await betFiguresOf(t, of));
      }
      const categories = await get(owner, `/admin/api/reports/categories?${q}`);
      for (const row of categories.rows) {
        const { category, ...figures } = row;
        expect(figures).toEqual(
          await betFiguresOf(
            t,
            inRange.filter((b) => b.category === category),
          ),
        );
      }
      expect(categories.totals.stake).toBe(daily.totals.stake);
      expect(categories.totals.payout).toBe(daily.totals.payout);
      expect(vendors.totals.bets).toBe(daily.totals.bets);

      // Every member is at level 0 here: the one row is the whole site.
      const vip = await get(owner, `/admin/api/reports/vip-levels?${q}`);
      expect(vip.totals).toEqual(await expectedOf(range));

      const agents = await get(owner, `/admin/api/reports/agents?${q}&pageSize=100`);
      const top = new Map(agents.rows.map((r: { memberId: number }) => [r.memberId, r]));
      for (const root of [tree.r, tree.b]) {
        const branch = new Set(
          (await t.db.selectFrom('members').select('id').where('id', '=', root.id).execute()).map(
            (r) => Number(r.id),
          ),
        );
        for (const p of await t.db
          .selectFrom('team_paths')
          .select('descendant_id')
          .where('ancestor_id', '=', root.id)
          .execute()) {
          branch.add(Number(p.descendant_id));
        }
        const ofBranch = betsIn(bets, range, branch);
        const { counts: _counts, ...branchMoney } = ledgerFiguresOf(
          ledger,
          range,
          ofBranch,
          branch,
        );
        const { bets: _bets, ...betMoney } = await betFiguresOf(t, ofBranch);
        const row = top.get(root.id) as Record<string, unknown>;
        expect(row).toMatchObject({
          activeMembers: new Set(ofBranch.map((b) => b.memberId)).size,
          newMembers: await joinedIn(t, range, branch),
          ...betMoney,
          ...branchMoney,
        });
      }
    }
  });

  it('are what the migration fills from the rows already recorded', async () => {
    await twoDays(await buildTree(t));
    const tables = [
      'site_bet_days',
      'site_ledger_days',
      'site_active_days',
      'member_first_deposits',
      'team_ledger_days',
    ];
    const snapshot = async () =>
      Promise.all(
        tables.map(async (table) =>
          (await sql`select * from ${sql.table(table)}`.execute(t.db)).rows
            .map((r) => JSON.stringify(Object.entries(r as object).map(([k, v]) => [k, String(v)])))
            .sort(),
        ),
      );
    const kept = await snapshot();
    expect(kept[1]?.some((row) => row.includes('first_deposit'))).toBe(true);
    await down(t.db);
    await up(t.db);
    expect(await snapshot()).toEqual(kept);
  });
});
