import type { TeamListAnswer, TeamListQuery } from '@lotto/contract';
import type { MemberCtx } from '../../context.js';
import { ratesSummaryOf } from '../rebates/index.js';
import { teamList } from '../team/index.js';

/**
 * Team management's list with each member's prize group and highest rebate beside it. Here,
 * above team: the rates come from rebates, which reads the team.
 */
export const teamListWithRates = async (
  ctx: MemberCtx,
  query: TeamListQuery,
): Promise<TeamListAnswer> => {
  const rows = await teamList(ctx, query);
  const rates = await ratesSummaryOf(
    ctx,
    rows.list.map((row) => row.memberId),
  );
  return {
    ...rows,
    list: rows.list.map((row) => ({
      ...row,
      prizeGroup: rates.get(row.memberId)?.prizeGroup ?? 0,
      topRebateBp: rates.get(row.memberId)?.topRebateBp ?? 0,
    })),
  };
};
