import { formatMinor, type GameCategory, MEMBER_TYPES } from '@lotto/contract';
import { siteCtxOf } from '../../../test/context.js';
import type { TestApp } from '../../../test/test-app.js';
import { stakeContributionsOf, validStake } from '../play/index.js';
import { siteDay } from '../system/index.js';

/**
 * The reports' figures recomputed from the rows they stand for, never from any summary: the
 * members' ledger entries (each member's entries of one transaction summed, as one movement)
 * and the settled bet records with their games' categories, each put on its site day here.
 */

interface Range {
  from: string;
  to: string;
}

const within = (day: string, r: Range) => day >= r.from && day <= r.to;

export const ledgerTruth = async (t: TestApp) => {
  const ctx = await siteCtxOf(t.db, 'demo');
  const zone = ctx.site.timeZone;
  const entries = await t.db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .select(['e.id', 'e.transaction_id', 'e.type', 'e.amount', 'e.created_at', 'a.member_id'])
    .where('m.merchant_id', '=', ctx.site.id)
    .where('m.type', '<>', MEMBER_TYPES.freeTrial)
    .where('e.type', 'is not', null)
    .orderBy('e.id')
    .execute();
  // One movement per member and transaction.
  const moves = new Map<string, { memberId: number; type: string; day: string; amount: number }>();
  const firstDeposit = new Map<number, { day: string; amount: number }>();
  for (const e of entries) {
    const memberId = Number(e.member_id);
    const day = siteDay(zone, Number(e.created_at));
    const key = `${memberId} ${e.transaction_id}`;
    const move = moves.get(key) ?? { memberId, type: String(e.type), day, amount: 0 };
    move.amount += Number(e.amount);
    moves.set(key, move);
    if (e.type === 'deposit' && Number(e.amount) > 0 && !firstDeposit.has(memberId)) {
      firstDeposit.set(memberId, { day, amount: Number(e.amount) });
    }
  }
  return { moves: [...moves.values()], firstDeposit };
};

export const betTruth = async (t: TestApp) => {
  const ctx = await siteCtxOf(t.db, 'demo');
  const rows = await t.db
    .selectFrom('bet_records as b')
    .innerJoin('games as g', 'g.id', 'b.game_id')
    .innerJoin('members as m', 'm.id', 'b.member_id')
    .select(['b.member_id', 'b.vendor', 'g.category', 'b.stake', 'b.win', 'b.created_at'])
    .where('b.merchant_id', '=', ctx.site.id)
    .where('m.type', '<>', MEMBER_TYPES.freeTrial)
    .where('b.settled_at', 'is not', null)
    .execute();
  return rows.map((r) => ({
    memberId: Number(r.member_id),
    vendor: r.vendor,
    category: r.category as GameCategory,
    stake: Number(r.stake),
    payout: Number(r.win),
    day: siteDay(ctx.site.timeZone, Number(r.created_at)),
  }));
};

type Bet = Awaited<ReturnType<typeof betTruth>>[number];
type Ledger = Awaited<ReturnType<typeof ledgerTruth>>;

/** Valid stake of bets, one record per category as play's rule takes summed stakes. */
export const validOf = async (t: TestApp, bets: readonly Bet[]) => {
  const ctx = await siteCtxOf(t.db, 'demo');
  const byCategory = new Map<GameCategory, number>();
  for (const b of bets) byCategory.set(b.category, (byCategory.get(b.category) ?? 0) + b.stake);
  const records = [...byCategory].map(([category, stakeMinor]) => ({
    category,
    stakeMinor,
    refundedMinor: 0,
    settled: true,
    market: null,
    selection: null,
  }));
  return validStake(records, await stakeContributionsOf(ctx, ctx.site.id));
};

export const betFiguresOf = async (t: TestApp, bets: readonly Bet[]) => {
  const stake = bets.reduce((n, b) => n + b.stake, 0);
  const payout = bets.reduce((n, b) => n + b.payout, 0);
  return {
    bets: bets.length,
    stake: formatMinor(stake),
    validStake: formatMinor(await validOf(t, bets)),
    payout: formatMinor(payout),
    ggr: formatMinor(stake - payout),
  };
};

/** The ledger's figures of some members' movements (all when `members` is absent). */
export const ledgerFiguresOf = (
  ledger: Ledger,
  range: Range,
  bets: readonly Bet[],
  members?: ReadonlySet<number>,
) => {
  const moves = ledger.moves.filter(
    (m) => within(m.day, range) && (members === undefined || members.has(m.memberId)),
  );
  const sum = (...types: string[]) =>
    moves.filter((m) => types.includes(m.type)).reduce((n, m) => n + m.amount, 0);
  const ggr = bets.reduce((n, b) => n + b.stake - b.payout, 0);
  const bonuses = sum('bonus', 'red_envelope');
  const rebates = sum('rebate');
  const commissions = sum('commission', 'salary', 'dividend');
  return {
    deposits: formatMinor(sum('deposit')),
    withdrawals: formatMinor(-sum('withdrawal')),
    bonuses: formatMinor(bonuses),
    rebates: formatMinor(rebates),
    commissions: formatMinor(commissions),
    ngr: formatMinor(ggr - bonuses - rebates - commissions),
    counts: {
      depositCount: moves.filter((m) => m.type === 'deposit' && m.amount !== 0).length,
      withdrawalCount: moves.filter((m) => m.type === 'withdrawal' && m.amount !== 0).length,
    },
  };
};

/** New members: registered on a day of the range (free-trial left out). */
export const joinedIn = async (t: TestApp, range: Range, members?: ReadonlySet<number>) => {
  const ctx = await siteCtxOf(t.db, 'demo');
  const rows = await t.db
    .selectFrom('members')
    .select(['id', 'created_at'])
    .where('merchant_id', '=', ctx.site.id)
    .where('type', '<>', MEMBER_TYPES.freeTrial)
    .execute();
  return rows.filter(
    (r) =>
      within(siteDay(ctx.site.timeZone, Number(r.created_at)), range) &&
      (members === undefined || members.has(Number(r.id))),
  ).length;
};

export const betsIn = (bets: readonly Bet[], range: Range, members?: ReadonlySet<number>) =>
  bets.filter((b) => within(b.day, range) && (members === undefined || members.has(b.memberId)));

export const firstDepositsIn = (ledger: Ledger, range: Range) => {
  const firsts = [...ledger.firstDeposit.values()].filter((f) => within(f.day, range));
  return {
    firstDeposits: firsts.length,
    firstDepositAmount: formatMinor(firsts.reduce((n, f) => n + f.amount, 0)),
  };
};
