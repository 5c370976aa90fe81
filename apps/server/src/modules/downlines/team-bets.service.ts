import type { GameCategory, RecordBetDetail, TeamBetsAnswer, TeamBetsQuery } from '@lotto/contract';
import type { MemberCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { memberOrderDetail } from '../lottery/index.js';
import { findMemberByUsername, usernamesOf } from '../member/index.js';
import { LOTTERY_VENDOR, memberBetDetail, memberBetPage, membersBetPage } from '../play/index.js';
import {
  isInTeam,
  knownVendor,
  requireAgent,
  resolveTeamDays,
  type TeamAnswers,
  teamHasMember,
  teamMemberIds,
} from '../team/index.js';
import { teamBetCount } from '../team-tree/index.js';

/**
 * Team betting: the team's bets (lottery orders included) as the member's game records list
 * them, newest first, one member's when a username is asked; and one of them in full, for an
 * agent whose team the bettor is in.
 */

/**
 * From this many settled bets in the window, a team's page is read along the site's bets by
 * time (each checked against the team) rather than every team member's bets sorted: the
 * team's bets are then a large enough share of the site's that a page is found in a few
 * dozen rows.
 */
const BUSY_TEAM_BETS = 2_000;

const cursorOf = (text: string | undefined) => {
  if (text === undefined) return undefined;
  const [createdAt = 0, id = 0] = text.split('_').map(Number);
  return { createdAt, id };
};

/** The team member of that username, or null when no member of the team has it. */
const teamMemberNamed = async (ctx: MemberCtx, username: string) => {
  const member = await findMemberByUsername(ctx, username);
  return member && (await isInTeam(ctx, ctx.member.id, member.id)) ? member.id : null;
};

/** GET agent bets. */
export const teamBets = async (
  ctx: MemberCtx,
  query: TeamBetsQuery,
  answers: TeamAnswers,
): Promise<TeamBetsAnswer> => {
  requireAgent(ctx);
  const days = resolveTeamDays(ctx.site.timeZone, ctx.now(), query);
  const { username, before, pageSize, vendor, category } = query;
  const what = ['bets', days.from, days.to, vendor, category, username, before, pageSize];
  what.push(ctx.language);
  return answers.get(ctx, ctx.member.id, what, () => teamBetPage(ctx, query, days));
};

/** A page of the team's bets (the caller checked to be an agent, the days resolved). */
const teamBetPage = async (
  ctx: MemberCtx,
  query: TeamBetsQuery,
  days: ReturnType<typeof resolveTeamDays>,
): Promise<TeamBetsAnswer> => {
  // HOT is a shelf of the lobby, not a category any bet is of.
  const category: GameCategory | undefined = query.category === 'HOT' ? undefined : query.category;
  const page = {
    from: days.start,
    to: days.end,
    vendor: await knownVendor(ctx, query.vendor),
    category,
    before: cursorOf(query.before),
    limit: query.pageSize,
    language: ctx.language,
  };
  const empty = { from: days.from, to: days.to, list: [], nextCursor: null };
  let found: Awaited<ReturnType<typeof membersBetPage>>;
  if (query.username === undefined) {
    const busy =
      (await teamBetCount(ctx, ctx.member.id, { ...days, vendor: page.vendor, category })) >=
      BUSY_TEAM_BETS;
    const team = busy
      ? { site: ctx.member.merchantId, isMember: teamHasMember(ctx, ctx.member.id) }
      : { members: teamMemberIds(ctx, ctx.member.id) };
    found = await membersBetPage(ctx, team, page);
  } else {
    const memberId = await teamMemberNamed(ctx, query.username);
    if (memberId === null) return empty;
    const own = await memberBetPage(ctx, { ...page, memberId });
    found = { list: own.list.map((bet) => ({ memberId, bet })), next: own.next };
  }
  const names = await usernamesOf(
    ctx,
    found.list.map((b) => b.memberId),
  );
  return {
    ...empty,
    list: found.list.map(({ memberId, bet }) => ({
      ...bet,
      memberId,
      username: names.get(memberId) ?? '',
    })),
    nextCursor: found.next,
  };
};

/** GET agent bets/:roundId: a team member's bet, as the member's own records show it. */
export const teamBet = async (
  ctx: MemberCtx,
  roundId: string,
  memberId: number,
): Promise<RecordBetDetail> => {
  requireAgent(ctx);
  if (!(await isInTeam(ctx, ctx.member.id, memberId))) throw new AppError('agent.not.in.team');
  const detail = await memberBetDetail(ctx, memberId, roundId, ctx.language);
  if (!detail) throw new AppError('record.not.exist');
  if (detail.round) return { bet: detail.bet, round: detail.round };
  if (detail.bet.vassalage !== LOTTERY_VENDOR) throw new AppError('record.not.exist');
  // The lottery reads an order as its owner's: the order is asked for as the team member.
  const owner = { ...ctx, member: { ...ctx.member, id: memberId } };
  return { bet: detail.bet, lottery: await memberOrderDetail(owner, roundId) };
};
