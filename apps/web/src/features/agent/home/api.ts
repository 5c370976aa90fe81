import { teamKpi } from '@lotto/contract/endpoints/agent';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useSession } from '../../../shared/session/session-store';

/** Query keys of the agent area: per session, so another account never sees these figures. */
export const agentKeys = {
  kpi: (token: string, day: string) => ['agent', 'kpi', token, day] as const,
};

/** Today's four team counters (spec/02: startDate = endDate = today, size 0). */
export const useTeamKpi = (day: string) => {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: agentKeys.kpi(token, day),
    queryFn: ({ signal }) =>
      call(teamKpi, { query: { startDate: day, endDate: day, size: 0 }, signal }),
    enabled: token !== '',
    // Online members change by the minute: the counters are asked again while the screen shows.
    refetchInterval: 60_000,
  });
};
