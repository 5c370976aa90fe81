import {
  API,
  balanceAnswer,
  favouritesAnswer,
  gameRecordsAnswer,
  recentGamesAnswer,
  walletTransactionPage,
} from '@lotto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, loginAs } from '../../test/accounts.js';
import { getOk, urlOf } from '../../test/http.js';
import { auditLedger } from '../../test/ledger-audit.js';
import { sessionFor } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { seedDemoSite } from './demo-site.js';
import { DEMO01_WITHDRAWALS } from './demo-withdrawals.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedHistory: true });
}, 180_000);
afterAll(() => t.close());

const headersOf = async (username: string) =>
  authHeaders((await sessionFor(t.app, username)).token);
const balanceOf = async (username: string) =>
  (await getOk(t.app, balanceAnswer, API.wallet.balance, await headersOf(username))).sumBalance;

/** Every row the demo seed writes for members: a second run must leave each count alone. */
const footprint = async () => {
  const tables = [
    'members',
    'ledger_accounts',
    'ledger_transactions',
    'ledger_entries',
    'bet_records',
    'favourites',
    'game_launches',
    'sessions',
    'fair_seeds',
    'team_paths',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
};

describe('the demo accounts', () => {
  it('are signed up with the documented passwords, kinds, codes, upline, mobile and e-mail', async () => {
    expect(await loginAs(t.app, 'demo01', 'Demo1234')).toMatchObject({ customerType: 0 });
    expect(await loginAs(t.app, 'agent01', 'Agent1234')).toMatchObject({ customerType: 1 });
    expect(await loginAs(t.app, 'demo02', 'Demo1234')).toMatchObject({ customerType: 0 });
    const rows = await t.db.selectFrom('members').selectAll().execute();
    const by = (name: string) => rows.find((r) => r.username === name);
    expect(by('agent01')?.affiliate_code).toBe('AGENT01');
    expect(by('demo02')).toMatchObject({
      upline_id: by('agent01')?.id,
      referred_by_code: 'AGENT01',
      affiliate_code: 'DEMO02',
    });
    // Placed in agent01's team by the sign-up service, as a registration with AGENT01 would be.
    const demo02Paths = await t.db
      .selectFrom('team_paths')
      .select(['ancestor_id', 'depth'])
      .where('descendant_id', '=', by('demo02')?.id ?? 0)
      .orderBy('depth')
      .execute();
    expect(demo02Paths.map((p) => [p.ancestor_id, Number(p.depth)])).toEqual([
      [by('demo02')?.id, 0],
      [by('agent01')?.id, 1],
    ]);
    expect(by('demo01')).toMatchObject({
      dialing_code: '95',
      mobile: '912345678',
      email: 'demo01@example.com',
      affiliate_code: 'DEMO01',
      upline_id: null,
    });
  });

  it('hold K 1,000.00 each in the ledger, demo01 less what it played plus its bonus, and the ledger is sound', async () => {
    expect(await balanceOf('agent01')).toBe('1000.00');
    // demo02 has claimed the check-in bonus and played none of it (demo-turnover.ts).
    expect(await balanceOf('demo02')).toBe('1500.00');
    const played = await t.db
      .selectFrom('bet_records as b')
      .innerJoin('members as m', 'm.id', 'b.member_id')
      .select(['b.stake', 'b.win'])
      .where('m.username', '=', 'demo01')
      .execute();
    const bonuses = await t.db
      .selectFrom('promotion_entries as e')
      .innerJoin('members as m', 'm.id', 'e.member_id')
      .select('e.reward_minor')
      .where('m.username', '=', 'demo01')
      .where('e.status', '=', 'claimed')
      .execute();
    const bonus = bonuses.reduce((sum, r) => sum + (r.reward_minor ?? 0), 0);
    expect(bonus).toBeGreaterThan(0);
    // Its rebates too: the seed claims one and the job's payout pays another (demo-rebates.ts).
    const rebates = await t.db
      .selectFrom('rebate_payouts as p')
      .innerJoin('members as m', 'm.id', 'p.member_id')
      .select('p.amount_minor')
      .where('m.username', '=', 'demo01')
      .execute();
    const rebate = rebates.reduce((sum, r) => sum + Number(r.amount_minor), 0);
    // The back office's demo adjustments (those posted; one waits for a second approval).
    const adjusted = await t.db
      .selectFrom('member_adjustments as a')
      .innerJoin('members as m', 'm.id', 'a.member_id')
      .select('a.amount_minor')
      .where('m.username', '=', 'demo01')
      .where('a.status', '=', 'posted')
      .execute();
    const adjustments = adjusted.reduce((sum, r) => sum + Number(r.amount_minor), 0);
    // Its two withdrawals (demo-withdrawals) left the balance: one paid, one held.
    const withdrawn = (Number(DEMO01_WITHDRAWALS.paid) + Number(DEMO01_WITHDRAWALS.pending)) * 100;
    // demo01's deposits credited by the demo-deposits step (paid orders).
    const deposited = await t.db
      .selectFrom('deposit_orders as o')
      .innerJoin('members as m', 'm.id', 'o.member_id')
      .select('o.amount_minor')
      .where('m.username', '=', 'demo01')
      .where('o.status', '=', 'paid')
      .execute();
    const deposits = deposited.reduce((sum, r) => sum + Number(r.amount_minor), 0);
    // Its lottery orders (demo-lottery-orders): settled ones are among the bet records and paid
    // their prize-group rebate; pending ones (and unplayed chase draws) are held.
    const lottery = await t.db
      .selectFrom('lottery_orders as o')
      .innerJoin('members as m', 'm.id', 'o.member_id')
      .select(['o.status', 'o.amount_minor', 'o.rebate_minor'])
      .where('m.username', '=', 'demo01')
      .execute();
    const lotteryRebates = lottery
      .filter((o) => o.status === 'won' || o.status === 'lost')
      .reduce((sum, o) => sum + Number(o.rebate_minor), 0);
    const lotteryHeld = lottery
      .filter((o) => o.status === 'pending')
      .reduce((sum, o) => sum + Number(o.amount_minor), 0);
    const net =
      played.reduce((sum, r) => sum + r.win - r.stake, 0) +
      bonus +
      rebate +
      adjustments +
      deposits -
      withdrawn +
      lotteryRebates -
      lotteryHeld;
    expect(await balanceOf('demo01')).toBe(((100_000 + net) / 100).toFixed(2));
    const audit = await auditLedger(t.db);
    expect(audit).toMatchObject({
      driftedAccounts: [],
      negativeMemberAccounts: [],
      unbalancedTransactions: [],
      sumOfBalances: 0,
    });
  });

  it('gives demo01 rounds on several vendors, transactions, favourites and recent games', async () => {
    const headers = await headersOf('demo01');
    const records = await getOk(t.app, gameRecordsAnswer, API.play.records, headers);
    // LOTTERY: its settled lottery orders (demo-lottery-orders), on a linked ELOTT game; JL:
    // the fish rounds that played its bonus turnover through (demo-turnover).
    expect(new Set(records.list.map((r) => r.vassalage))).toEqual(
      new Set(['PG', 'EVO', 'TF', 'SABA', 'IN', 'LOTTERY', 'JL']),
    );
    expect(new Set(records.list.map((r) => r.gameType))).toEqual(
      new Set(['RNG', 'LIVE', 'ESPORTS', 'SPORTS', 'INHOUSE', 'ELOTT', 'FISH']),
    );
    // Two bets wait for their matches (demo-sports.ts); every other round is settled.
    const open = records.list.filter((r) => r.status === 'open');
    expect(open.map((r) => r.gameType)).toEqual(['SPORTS', 'SPORTS']);
    expect(records.list.filter((r) => r.gameType === 'SPORTS')).toHaveLength(5);
    // One page of them all (the seed makes fewer than 100).
    const everyEntry = urlOf(API.wallet.transactions, { pageSize: 100 });
    const money = await getOk(t.app, walletTransactionPage, everyEntry, headers);
    expect(money.totalCount).toBeLessThan(100);
    expect(money.list.map((e) => e.type)).toContain('welcome_credit');
    // One bet transaction a round; a member's lottery orders of one draw share one.
    const bets = money.list.filter((e) => e.type === 'bet');
    const lotteryBets = bets.filter((e) => e.reference?.startsWith('lottery:draw:'));
    const lotteryRecords = Number(
      (
        await t.db
          .selectFrom('bet_records')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('vendor', '=', 'LOTTERY')
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(bets.length - lotteryBets.length).toBe(records.totalCount - lotteryRecords);
    expect(lotteryBets.length).toBeGreaterThan(0);
    expect(lotteryBets.length).toBeLessThanOrEqual(lotteryRecords);
    const favourites = await getOk(t.app, favouritesAnswer, API.games.favourites, headers);
    expect(favourites.content.map((g) => g.vassalage)).toEqual(['IN', 'PG']);
    const recent = await getOk(t.app, recentGamesAnswer, urlOf(API.games.recent), headers);
    // The slot comes back first: demo01 spun it again for the slot mission (demo-promotions);
    // then the football it bet on (demo-sports).
    expect(recent.games.map((g) => g.vassalage)).toEqual(['JL', 'PG', 'SABA', 'IN', 'TF', 'EVO']);
  });

  it('leaves the seed unchanged when it runs again, even with no step recorded', async () => {
    const before = await footprint();
    const options = { history: true, agentTeam: false, passwordHashLog2: 14 };
    await seedDemoSite(t.db, options);
    expect(await footprint()).toEqual(before);
    await t.db.deleteFrom('seed_steps').execute();
    await seedDemoSite(t.db, options);
    expect(await footprint()).toEqual(before);
    const steps = await t.db.selectFrom('seed_steps').select('name').execute();
    expect(steps.map((s) => s.name)).toContain('demo-history');
  });
});
