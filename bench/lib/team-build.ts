import type { ContractTerms } from '@lotto/contract';
import type { Ctx, MemberCtx, SiteCtx } from '@lotto/server/src/context.js';
import { decideContract, writeOffer } from '@lotto/server/src/modules/contracts/index.js';
import type { MemberRow } from '@lotto/server/src/modules/member/index.js';
import { recordLotteryBets } from '@lotto/server/src/modules/play/index.js';
import { setAgentDefaults } from '@lotto/server/src/modules/rebates/index.js';
import { createSession } from '@lotto/server/src/modules/session/index.js';
import { signUp } from '@lotto/server/src/modules/signup/index.js';
import { creditWin, debitBet, moneyTransaction } from '@lotto/server/src/modules/wallet/index.js';

/**
 * The team bench's team and play, written through the services that write them in production:
 * sign-up places each member in its upline's team (the closure table in its transaction); each
 * agent sets the prize group of its new members on its rebate setup (one step below its own, so
 * every agent earns commission on its team's lottery stakes) and holds a daily salary contract
 * its upline offered (the operator, for the top agent) and it accepted; the bets go through the
 * wallet's bet and win verbs (the ledger) and play's record of settled bets.
 */

export const DAY_MS = 86_400_000;
const BETS_PER_COMMIT = 5_000;
/** Members under each member of the level above: 10 agents, 90, 900, then 9,000 players. */
export const FAN_OUT = [10, 9, 10, 10] as const;
const AGENT_TYPE = 1;
/** The top agent keeps the site's highest group (1960); each level below gives 10 less. */
const TOP_GROUP = 1960;
const GROUP_STEP = 10;

/** Tiers a level-3 agent's ten players reach on a day of the full run (about 37.00 staked). */
export const BENCH_DAILY: ContractTerms = {
  kind: 'daily',
  tiers: [
    { validStake: '1.00', activeMembers: 1, amount: '1.00' },
    { validStake: '10.00', activeMembers: 5, amount: '2.00' },
    { validStake: '100.00', activeMembers: 20, amount: '5.00' },
    { validStake: '1000.00', activeMembers: 100, amount: '10.00' },
  ],
};

export interface Team {
  top: MemberRow;
  /** The top agent's session, started at the bench's now. */
  topToken: string;
  /** Every agent below the top, level by level (10, 90, 900). */
  agents: MemberRow[];
  players: number[];
  size: number;
}

/** The member as its own request would be: the rates and contract services take the caller. */
export const asMember = (ctx: SiteCtx, m: MemberRow): MemberCtx => ({
  ...ctx,
  language: 'EN',
  ip: '127.0.0.1',
  cookies: {},
  member: {
    id: m.id,
    merchantId: m.merchant_id,
    type: Number(m.type),
    sessionId: 0,
    userName: m.username,
  },
});

/** A new agent's rates for its new members, and its daily salary contract, offered and accepted. */
const equipAgent = async (ctx: SiteCtx, agent: MemberRow, depth: number) => {
  const me = asMember(ctx, agent);
  await setAgentDefaults(me, { prizeGroup: TOP_GROUP - GROUP_STEP * (depth + 1), rebates: [] });
  const offer = await writeOffer(ctx, agent.upline_id, agent.id, BENCH_DAILY);
  await decideContract(me, offer.id, { decision: 'accept' });
};

/**
 * The top agent, then each level under the one above through sign-up, all at `ctx`'s clock
 * (before the bets); the top agent's session at `sessionAt`.
 */
export const buildTeam = async (ctx: SiteCtx, sessionAt: number): Promise<Team> => {
  const top = await signUp(ctx, {
    member: { password: null, type: AGENT_TYPE },
    username: 'teamtop',
  });
  await equipAgent(ctx, top.member, 0);
  let level = [top.member];
  const agents: MemberRow[] = [];
  for (const [depth, fanOut] of FAN_OUT.entries()) {
    const players = depth === FAN_OUT.length - 1;
    const next: MemberRow[] = [];
    for (const upline of level) {
      for (let i = 0; i < fanOut; i++) {
        const { member } = await signUp(ctx, {
          member: { password: null, type: players ? 0 : AGENT_TYPE, uplineId: upline.id },
          username: `t${depth}x${next.length}`,
        });
        if (!players) await equipAgent(ctx, member, depth + 1);
        next.push(member);
      }
    }
    if (!players) agents.push(...next);
    level = next;
  }
  const session = await createSession(
    { ...ctx, now: () => sessionAt },
    { memberId: top.member.id, deviceId: 'team-bench', ip: '127.0.0.1' },
  );
  const players = level.map((m) => m.id);
  return {
    top: top.member,
    topToken: session.token,
    agents,
    players,
    size: agents.length + players.length,
  };
};

/**
 * The bets, spread over the players and the `days` days before `base.now()`: each a stake of
 * 1.00 with a win of 0 or 1.90 through the wallet's verbs, then recorded as settled bets
 * (records and daily summaries) in the same transaction, BETS_PER_COMMIT at a time.
 */
export const writeBets = async (
  base: Ctx,
  bets: { merchantId: number; gameId: number; players: number[]; total: number; days: number },
) => {
  const { merchantId, gameId, players, total } = bets;
  const start = base.now() - bets.days * DAY_MS;
  const step = (bets.days * DAY_MS) / total;
  let at = start;
  const clocked: Ctx = { ...base, now: () => at };
  for (let from = 0; from < total; from += BETS_PER_COMMIT) {
    const to = Math.min(total, from + BETS_PER_COMMIT);
    await moneyTransaction(clocked, async (trx) => {
      const records = [];
      for (let n = from; n < to; n++) {
        at = start + Math.floor(n * step);
        const memberId = players[n % players.length] ?? 0;
        const roundId = `tb${n}`;
        const winMinor = n % 3 === 0 ? 190 : 0;
        await debitBet(trx, { merchantId, memberId, roundId, stakeMinor: 100 });
        await creditWin(trx, { merchantId, memberId, roundId, winMinor });
        records.push({
          merchantId,
          memberId,
          gameId,
          orderNo: roundId,
          stakeMinor: 100,
          winMinor,
          createdAt: at,
          settledAt: at,
        });
      }
      await recordLotteryBets(trx, 'LOTT', records);
    });
  }
};
