import { MEMBER_TYPES } from '@lotto/contract';
import { siteCtxOf } from '../../../test/context.js';
import type { TestApp } from '../../../test/test-app.js';
import { stakeContributionsOf } from '../play/index.js';
import { firstGame, launch, minor, roundOk } from '../play/play.test-support.js';
import {
  creditDeposit,
  creditRebate,
  holdCash,
  payAgent,
  payOutWithdrawal,
} from '../wallet/index.js';
import { joinTeam, type TeamMember } from './team.test-support.js';

/**
 * A tree for the team figures' tests, played and paid through the real services on the test
 * clock's day: root R above agent A (the caller) and its sibling agent S; B an agent of another
 * tree. A's team: player a1, sub-agent a2, and a2's player a21.
 */

export interface Played {
  stake: number;
  payout: number;
}

/** Settled slot rounds of 1.00 now; answers what they staked and paid, minor units. */
export const slotRounds = async (t: TestApp, m: TeamMember, rounds: number): Promise<Played> => {
  const slot = await firstGame(t.db, { category: 'RNG' });
  const { ticket } = await launch(t.app, m, slot);
  const played = { stake: 0, payout: 0 };
  for (let i = 0; i < rounds; i++) {
    const { round } = await roundOk(t.app, ticket, { stake: '1.00', choice: { kind: 'slot' } });
    played.stake += minor(round.stake);
    played.payout += minor(round.win);
  }
  return played;
};

/** One settled in-house dice round of 2.00 (vendor IN, category INHOUSE), in minor units. */
export const diceRound = async (t: TestApp, m: TeamMember): Promise<Played> => {
  const dice = await firstGame(t.db, { vendor: 'IN', code: 'DICE' });
  const { ticket } = await launch(t.app, m, dice);
  const { round } = await roundOk(t.app, ticket, {
    stake: '2.00',
    choice: { kind: 'dice', target: 50 },
  });
  return { stake: minor(round.stake), payout: minor(round.win) };
};

/** The vendor of the slot rounds slotRounds plays. */
export const slotVendor = async (t: TestApp) => (await firstGame(t.db, { category: 'RNG' })).vendor;

let keys = 0;
/** Money through the wallet's verbs, as deposits, withdrawals, rebates and contracts move it. */
export const money = async (t: TestApp) => {
  const ctx = await siteCtxOf(t.db, 'demo', t.app.config.now);
  const of = (m: TeamMember, amountMinor: number) => ({
    merchantId: ctx.site.id,
    memberId: m.id,
    amountMinor,
    key: `figures:${++keys}:${Math.random()}`,
    reference: null,
  });
  return {
    deposit: (m: TeamMember, a: number) => creditDeposit(ctx, of(m, a)),
    withdraw: async (m: TeamMember, a: number) => {
      await holdCash(ctx, { ...of(m, a), for: 'withdrawal' });
      await payOutWithdrawal(ctx, of(m, a));
    },
    rebate: (m: TeamMember, a: number) => creditRebate(ctx, of(m, a)),
    pay: (m: TeamMember, a: number, type: 'salary' | 'dividend' | 'commission') =>
      payAgent(ctx, { ...of(m, a), type, payerMemberId: null }),
    /** The valid stake of slot stakes, by the site's contribution for the category. */
    validSlotStake: async (stake: number) =>
      Math.floor((stake * ((await stakeContributionsOf(ctx, ctx.site.id)).RNG ?? 0)) / 100),
  };
};

export const buildTree = async (t: TestApp) => {
  const agent = (upline: number | null, type: number = MEMBER_TYPES.agent1) =>
    joinTeam(t, upline, { type });
  const r = await agent(null);
  const a = await agent(r.id);
  const a1 = await joinTeam(t, a.id);
  const a2 = await agent(a.id, MEMBER_TYPES.agent2);
  const a21 = await joinTeam(t, a2.id);
  const s = await agent(r.id, MEMBER_TYPES.agent41);
  const s1 = await joinTeam(t, s.id);
  const b = await agent(null);
  const b1 = await joinTeam(t, b.id);
  return { r, a, a1, a2, a21, s, s1, b, b1 };
};
export type Tree = Awaited<ReturnType<typeof buildTree>>;

/** Play and money on every side of the tree; answers what A's team played, per member. */
export const playTree = async (t: TestApp, tree: Tree) => {
  const m = await money(t);
  const played = {
    a1: await slotRounds(t, tree.a1, 2),
    a2: await slotRounds(t, tree.a2, 1),
    a21: await slotRounds(t, tree.a21, 1),
  };
  // Outside A's team: A itself, its sibling's member, another tree.
  await slotRounds(t, tree.a, 1);
  await slotRounds(t, tree.s1, 1);
  await slotRounds(t, tree.b1, 1);
  await m.deposit(tree.a1, 10_000);
  await m.deposit(tree.a21, 5_000);
  await m.withdraw(tree.a1, 3_000);
  await m.rebate(tree.a1, 200);
  await m.rebate(tree.a21, 50);
  await m.pay(tree.a2, 500, 'salary');
  await m.pay(tree.a2, 700, 'dividend');
  await m.pay(tree.a2, 300, 'commission');
  for (const other of [tree.a, tree.s1, tree.b1]) {
    await m.deposit(other, 999);
    await m.rebate(other, 99);
  }
  return { played, validSlotStake: m.validSlotStake };
};
