import {
  type AdminRedRainRound,
  type AdminRedRainRoundDetail,
  formatMinor,
  isAgentType,
  parseMinor,
  RED_RAIN_LIMITS,
  type RedRainRoundState,
} from '@lotto/contract';
import type { SiteCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { findMemberByUsername, usernamesOf } from '../member/index.js';
import {
  claimCounts,
  claimsOfRound,
  findRound,
  insertRound,
  latestRounds,
  stopRound,
} from './redrain.repository.js';
import type { RoundRow } from './redrain.tables.js';

/** The back office's rounds: create (checked), watch, stop. */

const ROUNDS_LISTED = 100;
const MINUTE_MS = 60_000;

export interface NewRoundInput {
  startsAt: number;
  durationMinutes: number;
  budget: string;
  envelopes: number;
  minDeposit: string;
  minValidStake: string;
  turnoverMultiplier: number;
  agentUsername?: string | undefined;
}

const invalid = (field: string, message: string) =>
  new AppError('request_param_err', { fields: [{ field, message }] });

export const stateOf = (r: RoundRow, now: number): RedRainRoundState => {
  if (r.stopped_at !== null) return 'stopped';
  if (now >= r.ends_at) return 'ended';
  return now < r.starts_at ? 'scheduled' : 'open';
};

const viewOf = (
  r: RoundRow,
  now: number,
  extra: { claims: number; agentUsername: string | null },
): AdminRedRainRound => ({
  id: r.id,
  state: stateOf(r, now),
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  budget: formatMinor(r.budget_minor),
  remaining: formatMinor(r.remaining_minor),
  envelopes: r.envelopes,
  envelopesLeft: r.envelopes_left,
  minDeposit: formatMinor(r.min_deposit_minor),
  minValidStake: formatMinor(r.min_valid_stake_minor),
  turnoverMultiplier: r.turnover_multiplier,
  stoppedAt: r.stopped_at,
  ...extra,
});

const viewsOf = async (ctx: SiteCtx, rounds: RoundRow[]) => {
  const counts = await claimCounts(
    ctx.db,
    rounds.map((r) => r.id),
  );
  const agents = await usernamesOf(
    ctx,
    rounds.flatMap((r) => (r.agent_id === null ? [] : [r.agent_id])),
  );
  return rounds.map((r) =>
    viewOf(r, ctx.now(), {
      claims: counts.get(r.id) ?? 0,
      agentUsername: r.agent_id === null ? null : (agents.get(r.agent_id) ?? null),
    }),
  );
};

/** The agent a round is for, by username; an agent kind of this site, else refused. */
const agentIdOf = async (ctx: SiteCtx, username: string | undefined) => {
  if (username === undefined) return null;
  const member = await findMemberByUsername(ctx, username);
  if (!member || !isAgentType(member.type)) throw new AppError('redRain.agent.notFound');
  return member.id;
};

/** Amounts in minor units, each checked; a budget that cannot give every envelope 0.01 refused. */
const amountsOf = (input: NewRoundInput) => {
  const budget = parseMinor(input.budget);
  const minDeposit = parseMinor(input.minDeposit);
  const minValidStake = parseMinor(input.minValidStake);
  if (budget === null || budget <= 0) throw invalid('budget', 'not a positive amount');
  if (budget < input.envelopes * RED_RAIN_LIMITS.minEnvelopeMinor) {
    throw invalid('budget', 'less than 0.01 per envelope');
  }
  if (minDeposit === null) throw invalid('minDeposit', 'not an amount');
  if (minValidStake === null) throw invalid('minValidStake', 'not an amount');
  return { budget, minDeposit, minValidStake };
};

export const createRound = async (ctx: SiteCtx, input: NewRoundInput) => {
  const { budget, minDeposit, minValidStake } = amountsOf(input);
  const endsAt = input.startsAt + input.durationMinutes * MINUTE_MS;
  if (endsAt <= ctx.now()) throw invalid('startsAt', 'the round would be over already');
  const id = await insertRound(ctx.db, {
    merchant_id: ctx.site.id,
    agent_id: await agentIdOf(ctx, input.agentUsername),
    starts_at: input.startsAt,
    ends_at: endsAt,
    budget_minor: budget,
    envelopes: input.envelopes,
    remaining_minor: budget,
    envelopes_left: input.envelopes,
    min_deposit_minor: minDeposit,
    min_valid_stake_minor: minValidStake,
    turnover_multiplier: input.turnoverMultiplier,
    stopped_at: null,
    created_at: ctx.now(),
  });
  return (await roundDetail(ctx, id)).round;
};

export const listRounds = async (ctx: SiteCtx) => ({
  list: await viewsOf(ctx, await latestRounds(ctx.db, ctx.site.id, ROUNDS_LISTED)),
});

export const roundDetail = async (ctx: SiteCtx, id: number): Promise<AdminRedRainRoundDetail> => {
  const round = await findRound(ctx.db, ctx.site.id, id);
  if (!round) throw new AppError('redRain.round.notFound');
  const claims = await claimsOfRound(ctx.db, id);
  const names = await usernamesOf(
    ctx,
    claims.map((c) => c.member_id),
  );
  const [view] = await viewsOf(ctx, [round]);
  if (!view) throw new Error('round view missing');
  return {
    round: view,
    claims: claims.map((c) => ({
      memberId: c.member_id,
      username: names.get(c.member_id) ?? '',
      amount: formatMinor(c.amount_minor),
      claimedAt: c.created_at,
    })),
  };
};

/** Ends a scheduled or open round now; one already over is refused. */
export const stopRoundNow = async (ctx: SiteCtx, id: number) => {
  const round = await findRound(ctx.db, ctx.site.id, id);
  if (!round) throw new AppError('redRain.round.notFound');
  if (!(await stopRound(ctx.db, id, ctx.now()))) throw new AppError('redRain.round.over');
  return (await roundDetail(ctx, id)).round;
};
