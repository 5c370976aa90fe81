import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { ctxOf } from '../../../test/context.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { transaction } from '../../context.js';
import { down, up } from '../../db/migrations/0042_team_sums.js';
import { setUpline } from '../member/index.js';
import { moveInTeam, removeFromTeams } from '../team/index.js';
import { signInNow } from '../team/team.test-support.js';
import { buildTree, playTree, slotRounds, type Tree } from '../team/team-figures.test-support.js';
import {
  recordActive,
  TEAM_LEDGER_TYPES,
  teamActiveCount,
  teamBetsOf,
  teamLedgerOf,
  teamSizeOf,
} from './index.js';

/**
 * The team sums against the rows they sum: for every ancestor and range, what the tree keeps
 * equals what a query over the whole team's member rows answers, after play over several days,
 * days recorded out of order, a sub-team moved, a member removed, and a fill from scratch.
 */

let t: TestApp;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock();
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

const DAY_MS = 86_400_000;
const DAYS = ['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04'];
const RANGES = [
  { from: DAYS[0] ?? '', to: DAYS[0] ?? '' },
  { from: DAYS[0] ?? '', to: DAYS[3] ?? '' },
  { from: DAYS[1] ?? '', to: DAYS[2] ?? '' },
  { from: DAYS[2] ?? '', to: DAYS[3] ?? '' },
];

type Range = (typeof RANGES)[number];

/** What a query over every team member's own rows answers (the sums' definition). */
const truthOf = async (agentId: number, range: Range) => {
  const team = sql`(select descendant_id from team_paths where ancestor_id = ${agentId} and depth >= 1)`;
  const bets = await sql<{ category: string; stake: number; payout: number }>`
    select category, sum(stake) as stake, sum(payout) as payout from member_bet_days
    where member_id in ${team} and day >= ${range.from} and day <= ${range.to}
    group by category order by category`.execute(t.db);
  const ledger = await sql<{ type: string; amount: number }>`
    select d.type, sum(d.amount) as amount from member_ledger_days d
    join ledger_accounts a on a.id = d.account_id
    where a.member_id in ${team} and d.day >= ${range.from} and d.day <= ${range.to}
      and d.type in (${sql.join([...TEAM_LEDGER_TYPES])})
    group by d.type order by d.type`.execute(t.db);
  const active = async (kind: string) =>
    Number(
      (
        await sql<{ n: number }>`
          select count(distinct member_id) as n from member_active_days
          where member_id in ${team} and kind = ${kind}
            and day >= ${range.from} and day <= ${range.to}`.execute(t.db)
      ).rows[0]?.n ?? 0,
    );
  const bettors = Number(
    (
      await sql<{ n: number }>`
        select count(distinct member_id) as n from member_bet_days
        where member_id in ${team} and day >= ${range.from} and day <= ${range.to}`.execute(t.db)
    ).rows[0]?.n ?? 0,
  );
  return {
    bets: bets.rows.map((r) => ({ ...r, stake: Number(r.stake), payout: Number(r.payout) })),
    ledger: ledger.rows.map((r) => ({ type: r.type, amount: Number(r.amount) })),
    bet: bettors,
    login: await active('login'),
    joined: await active('joined'),
  };
};

const keptOf = async (agentId: number, range: Range) => {
  const ctx = ctxOf(t.db, clock.now);
  const bets = (await teamBetsOf(ctx, [agentId], range)).get(agentId) ?? [];
  const ledger = (await teamLedgerOf(ctx, [agentId], range, TEAM_LEDGER_TYPES)).get(agentId);
  return {
    bets: bets
      .filter((r) => r.stake !== 0 || r.payout !== 0)
      .sort((x, y) => x.category.localeCompare(y.category)),
    ledger: [...(ledger ?? [])]
      .filter(([, amount]) => amount !== 0)
      .map(([type, amount]) => ({ type, amount }))
      .sort((x, y) => x.type.localeCompare(y.type)),
    bet: await teamActiveCount(ctx, agentId, 'bet', range),
    login: await teamActiveCount(ctx, agentId, 'login', range),
    joined: await teamActiveCount(ctx, agentId, 'joined', range),
  };
};

/** The team's size and direct members as the tree's paths count them. */
const sizeOf = async (agentId: number) => {
  const rows = await t.db
    .selectFrom('team_paths')
    .select(['depth'])
    .where('ancestor_id', '=', agentId)
    .where('depth', '>=', 1)
    .execute();
  return { size: rows.length, direct: rows.filter((r) => Number(r.depth) === 1).length };
};

const expectSumsTrue = async (tree: Tree) => {
  for (const agent of [tree.r, tree.a, tree.a2, tree.s, tree.b]) {
    expect(await teamSizeOf(ctxOf(t.db), agent.id)).toEqual(await sizeOf(agent.id));
    for (const range of RANGES) {
      const truth = await truthOf(agent.id, range);
      expect({ agent: agent.username, range, ...(await keptOf(agent.id, range)) }).toEqual({
        agent: agent.username,
        range,
        ...truth,
        ledger: truth.ledger.filter((r) => r.amount !== 0),
      });
    }
  }
};

/** Play over four site days (18:30 in Yangon each), sign-ins on some of them. */
const playDays = async (tree: Tree) => {
  await playTree(t, tree);
  for (const step of [1, 2, 3]) {
    clock.advance(DAY_MS);
    // Yesterday's sessions have ended: each player signs in again (a sign-in of the day).
    const a1 = await signInNow(t, tree.a1);
    const a2 = await signInNow(t, tree.a2);
    const a21 = await signInNow(t, tree.a21);
    const s1 = await signInNow(t, tree.s1);
    await slotRounds(t, step === 2 ? a2 : a1, 1);
    await slotRounds(t, s1, step);
    if (step !== 2) await slotRounds(t, a21, 1);
  }
};

describe('team sums', () => {
  it('equal the team rows they sum, after play over days and days recorded out of order', async () => {
    const tree = await buildTree(t);
    await playDays(tree);
    // A bet placed on the second day that settled after the fourth day's: recorded late.
    const ctx = ctxOf(t.db, clock.now);
    await recordActive(ctx, tree.b1.id, 'login', DAYS[2] ?? '');
    await recordActive(ctx, tree.b1.id, 'login', DAYS[0] ?? '');
    await recordActive(ctx, tree.b1.id, 'login', DAYS[1] ?? '');
    await expectSumsTrue(tree);
  });

  it('stay true under bets settling at once across one team', async () => {
    const tree = await buildTree(t);
    await Promise.all(
      [tree.a1, tree.a2, tree.a21, tree.s1, tree.a].map((m) => slotRounds(t, m, 4)),
    );
    await expectSumsTrue(tree);
  });

  it('follow a sub-team moved to another upline, and a member removed', async () => {
    const tree = await buildTree(t);
    await playDays(tree);
    await transaction(ctxOf(t.db, clock.now), async (trx) => {
      await setUpline(trx, tree.a2.id, tree.s.id);
      expect(await moveInTeam(trx, tree.a2.id, tree.s.id)).toBe('moved');
    });
    await expectSumsTrue(tree);
    await transaction(ctxOf(t.db, clock.now), (trx) => removeFromTeams(trx, [tree.a21.id]));
    await expectSumsTrue(tree);
  });

  it('are what the migration fills from the rows already recorded', async () => {
    const tree = await buildTree(t);
    await playDays(tree);
    const snapshot = async () =>
      Promise.all(
        ['team_bet_days', 'team_ledger_days', 'team_active_days', 'member_active_days'].map(
          async (table) =>
            (await sql`select * from ${sql.table(table)}`.execute(t.db)).rows
              .map((r) =>
                JSON.stringify(Object.entries(r as object).map(([k, v]) => [k, String(v)])),
              )
              .sort(),
        ),
      );
    const kept = await snapshot();
    await down(t.db);
    await up(t.db);
    expect(await snapshot()).toEqual(kept);
  });
});
