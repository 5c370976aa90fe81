import { formatMinor, LEADERBOARD_SIZE, type LeaderboardAnswer } from '@lotto/contract';
import type { MemberCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { usernamesOf } from '../member/index.js';
import { maskUserName, stakeBoardOf } from '../play/index.js';
import { siteDay } from '../system/index.js';
import { missionCategoryOf, periodOf, timeStateOf } from './promotion-rules.js';
import { findPromotions, findTexts } from './promotions.repository.js';
import type { PromotionRow } from './promotions.tables.js';

/**
 * The mission leaderboard (/m/leaderBoard, MISSION): members ranked by valid stake in a bet
 * mission's category over its current period (today for a daily mission, from its start for
 * a one-off), from play's daily summaries; top LEADERBOARD_SIZE with masked names, and the
 * member's own rank.
 */

const openMissions = async (ctx: MemberCtx): Promise<PromotionRow[]> => {
  const rows = await findPromotions(ctx, ctx.site.id);
  const now = ctx.now();
  return rows.filter((p) => p.kind === 'bet_mission' && timeStateOf(p, now) === 'open');
};

/** The period's site-local dates, both included, up to today. */
const daysOf = (ctx: MemberCtx, p: PromotionRow) => {
  const now = ctx.now();
  const period = periodOf(ctx.site, p, now);
  const last = Math.min(period.to, now + 1) - 1;
  return { from: siteDay(ctx.site.timeZone, period.from), to: siteDay(ctx.site.timeZone, last) };
};

export const missionLeaderboard = async (
  ctx: MemberCtx,
  query: { id?: number | undefined },
): Promise<LeaderboardAnswer> => {
  const missions = await openMissions(ctx);
  const texts = await findTexts(
    ctx,
    missions.map((p) => p.id),
    ctx.language,
  );
  const titled = missions.map((p) => ({ id: p.id, title: texts.get(p.id)?.title ?? '' }));
  const mission = query.id === undefined ? missions[0] : missions.find((p) => p.id === query.id);
  if (query.id !== undefined && !mission) throw new AppError('promotion.not.found');
  if (!mission) {
    return { missions: titled, mission: null, list: [], me: { rank: null, validStake: '0.00' } };
  }
  const days = daysOf(ctx, mission);
  const board = await stakeBoardOf(ctx, {
    merchantId: ctx.site.id,
    ...days,
    category: missionCategoryOf(mission),
  });
  const top = board.slice(0, LEADERBOARD_SIZE);
  const names = await usernamesOf(
    ctx,
    top.map((r) => r.memberId),
  );
  const mine = board.findIndex((r) => r.memberId === ctx.member.id);
  return {
    missions: titled,
    mission: { id: mission.id, title: texts.get(mission.id)?.title ?? '', ...days },
    list: top.map((r, i) => ({
      rank: i + 1,
      userName: maskUserName(names.get(r.memberId) ?? ''),
      validStake: formatMinor(r.validStakeMinor),
    })),
    me: {
      rank: mine === -1 ? null : mine + 1,
      validStake: formatMinor(board[mine]?.validStakeMinor ?? 0),
    },
  };
};
