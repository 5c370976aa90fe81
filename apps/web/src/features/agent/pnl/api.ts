import type { GameCategory } from '@lotto/contract';
import { teamPnl } from '@lotto/contract/endpoints/agent';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useSession } from '../../../shared/session/session-store';
import { rangeQuery, type TeamRangeChoice } from '../overview/team-range';

/** Team P&L of the agent, or of a sub-agent of its team (agentId), for a period and category. */
export const useTeamPnl = (
  choice: TeamRangeChoice,
  category: GameCategory | '',
  agentId: number | null,
) => {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: ['agent', 'pnl', token, choice, category, agentId] as const,
    queryFn: ({ signal }) =>
      call(teamPnl, {
        query: {
          ...rangeQuery(choice),
          ...(category ? { category } : {}),
          ...(agentId !== null ? { agentId } : {}),
        },
        signal,
      }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
};
