import { teamOverview } from '@lotto/contract/endpoints/agent';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useSession } from '../../../shared/session/session-store';
import { rangeQuery, type TeamRangeChoice } from './team-range';

/** The team overview for a period: per session, so another account never sees these figures. */
export const useTeamOverview = (choice: TeamRangeChoice) => {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: ['agent', 'overview', token, choice] as const,
    queryFn: ({ signal }) => call(teamOverview, { query: rangeQuery(choice), signal }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
};
