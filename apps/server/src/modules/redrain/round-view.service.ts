import {
  formatMinor,
  isAgentType,
  RED_RAIN_LIST_MAX,
  type RedRainCurrentAnswer,
  type RedRainMyClaimsAnswer,
  type RedRainTeamClaimsAnswer,
} from '@lotto/contract';
import type { MemberCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { usernamesOf } from '../member/index.js';
import { teamMemberIds } from '../team/index.js';
import { claimView } from './claim.service.js';
import { inScope, requirementOf } from './eligibility.js';
import {
  claimsInRounds,
  claimsOfMember,
  claimsOfMembers,
  roundsNotOver,
} from './redrain.repository.js';
import type { RoundRow } from './redrain.tables.js';

/** What members and agents read of red envelope rain. */

/** Rounds looked at for the current one: more overlapping or queued rounds are not expected. */
const ROUNDS_LOOKED_AT = 20;

/** The first round not over that the member is in: open ones start first, so come first. */
const currentRoundOf = async (ctx: MemberCtx): Promise<RoundRow | undefined> => {
  for (const round of await roundsNotOver(ctx.db, ctx.site.id, ctx.now(), ROUNDS_LOOKED_AT)) {
    if (await inScope(ctx, round, ctx.member.id)) return round;
  }
  return undefined;
};

export const currentRound = async (ctx: MemberCtx): Promise<RedRainCurrentAnswer> => {
  const now = ctx.now();
  const round = await currentRoundOf(ctx);
  if (!round) return { serverTime: now, round: null };
  const open = round.starts_at <= now;
  const [claim] = await claimsInRounds(ctx.db, ctx.member.id, [round.id]);
  return {
    serverTime: now,
    round: {
      id: round.id,
      state: open ? 'open' : 'upcoming',
      startsAt: round.starts_at,
      endsAt: round.ends_at,
      countdownTo: open ? round.ends_at : round.starts_at,
      envelopes: round.envelopes,
      envelopesLeft: round.envelopes_left,
      turnoverMultiplier: round.turnover_multiplier,
      ...(await requirementOf(ctx, round, ctx.member.id)),
      claim: claim ? claimView(claim) : null,
    },
  };
};

export const myClaims = async (ctx: MemberCtx): Promise<RedRainMyClaimsAnswer> => ({
  list: (await claimsOfMember(ctx.db, ctx.member.id, RED_RAIN_LIST_MAX)).map(claimView),
});

/** The agent's team's claims (the agent's own left out), of one round or the latest. */
export const teamClaims = async (
  ctx: MemberCtx,
  query: { roundId?: number | undefined },
): Promise<RedRainTeamClaimsAnswer> => {
  if (!isAgentType(ctx.member.type)) throw new AppError('agent.required');
  const claims = await claimsOfMembers(ctx.db, teamMemberIds(ctx, ctx.member.id), {
    roundId: query.roundId,
    limit: RED_RAIN_LIST_MAX,
  });
  const names = await usernamesOf(
    ctx,
    claims.map((c) => c.member_id),
  );
  return {
    list: claims.map((c) => ({ ...claimView(c), username: names.get(c.member_id) ?? '' })),
    total: formatMinor(claims.reduce((sum, c) => sum + c.amount_minor, 0)),
  };
};
