import { teamPnl } from '@lotto/contract/endpoints/agent';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useSession } from '../../../shared/session/session-store';
import { rangeQuery, type TeamBetFilters } from '../overview/team-range';

/** Team P&L of the agent, or of a sub-agent of its team (agentId), for the screen's filters. */
export const useTeamPnl = (filters: TeamBetFilters, agentId: number | null) => {
  const token = useSession()?.token ?? '';
  const { range, category } = filters;
  const vendor = filters.vendor?.code ?? '';
  return useQuery({
    queryKey: ['agent', 'pnl', token, range, category, vendor, agentId] as const,
    queryFn: ({ signal }) =>
      call(teamPnl, {
        query: {
          ...rangeQuery(range),
          ...(category ? { category } : {}),
          ...(vendor ? { vendor } : {}),
          ...(agentId !== null ? { agentId } : {}),
        },
        signal,
      }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
};
