import {
  type GameCategory,
  LOTTERY_RATE_CATEGORIES,
  PRIZE_GROUP_SCALE,
  RATE_CATEGORIES,
  type RateCategory,
} from '@lotto/contract';
import type { Ctx } from '../../context.js';
import { stakeContributionsOf, stakesOnDay, validStake } from '../play/index.js';
import { membersInTeams } from '../team/index.js';
import { type Rates, resolveRates } from './agent-rates.model.js';

/**
 * Commission of one site day (docs/agent-rates.md "Rates and commission"). For each team member's
 * valid stake of the day, every ancestor on its path earns its rate less the rate of its member
 * below it on the path, times the stake. On the lottery the rate is the prize group: the
 * difference of groups over the scale (2000) is the same fraction as that many bp x 5, so every
 * line is kept exactly as stake x bp (ten-thousandths of a minor unit), and a day is rounded
 * down once for the whole of an agent's day. A lottery stake never also earns a category rate
 * (DESIGN "One rebate per stake").
 */

const LOTTERY = new Set<string>(LOTTERY_RATE_CATEGORIES);
const RATED = new Set<string>(RATE_CATEGORIES);
/** bp per prize group step: one group of 2000 is 5 bp. */
const BP_PER_GROUP = 10_000 / (PRIZE_GROUP_SCALE['5D'] ?? 2000);

/** What the agent earns on one minor unit of the category's stake over its member, in bp. */
export const differenceBp = (category: GameCategory, agent: Rates, below: Rates): number => {
  if (LOTTERY.has(category)) return (agent.prizeGroup - below.prizeGroup) * BP_PER_GROUP;
  if (!RATED.has(category)) return 0;
  const c = category as RateCategory;
  return agent.bp[c] - below.bp[c];
};

export interface CommissionLine {
  category: GameCategory;
  downlineId: number;
  validStakeMinor: number;
  amountE4: bigint;
}

export interface AgentDay {
  agentId: number;
  merchantId: number;
  lines: CommissionLine[];
}

const lineOf = (lines: Map<string, CommissionLine>, category: GameCategory, downlineId: number) => {
  const key = `${category}|${downlineId}`;
  const line = lines.get(key) ?? { category, downlineId, validStakeMinor: 0, amountE4: 0n };
  lines.set(key, line);
  return line;
};

/** Every agent's lines of the day, from play's daily summaries of all team members. */
export const commissionOfDay = async (ctx: Ctx, day: string): Promise<AgentDay[]> => {
  const stakes = await stakesOnDay(ctx, membersInTeams(ctx), day);
  const resolved = await resolveRates(ctx, [...new Set(stakes.map((s) => s.memberId))]);
  const contributions = new Map<number, Awaited<ReturnType<typeof stakeContributionsOf>>>();
  const agents = new Map<number, Map<string, CommissionLine>>();
  for (const s of stakes) {
    const path = resolved.paths.get(s.memberId) ?? [];
    const merchantId = resolved.merchantOf.get(s.memberId) ?? 0;
    if (!contributions.has(merchantId)) {
      contributions.set(merchantId, await stakeContributionsOf(ctx, merchantId));
    }
    const record = { category: s.category, stakeMinor: s.stake, refundedMinor: 0, settled: true };
    const valid = validStake(
      [{ ...record, market: null, selection: null }],
      contributions.get(merchantId) ?? {},
    );
    if (valid <= 0) continue;
    for (let k = 1; k < path.length; k++) {
      const [agentId, belowId] = [path[k] as number, path[k - 1] as number];
      const rates = (id: number) => resolved.rates.get(id) as Rates;
      const diff = differenceBp(s.category, rates(agentId), rates(belowId));
      if (diff <= 0) continue;
      const lines = agents.get(agentId) ?? new Map<string, CommissionLine>();
      agents.set(agentId, lines);
      const line = lineOf(lines, s.category, belowId);
      line.validStakeMinor += valid;
      line.amountE4 += BigInt(valid) * BigInt(diff);
    }
  }
  return [...agents].map(([agentId, lines]) => ({
    agentId,
    merchantId: resolved.merchantOf.get(agentId) ?? 0,
    lines: [...lines.values()],
  }));
};

/** A day's whole commission, rounded down once. */
export const totalMinorOf = (lines: readonly CommissionLine[]): number =>
  Number(lines.reduce((sum, l) => sum + l.amountE4, 0n) / 10_000n);
