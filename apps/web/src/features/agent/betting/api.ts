import { teamBet, teamBets } from '@lotto/contract/endpoints/agent';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { ApiError } from '../../../shared/api/client';
import { useTranslation } from '../../../shared/i18n';
import { useSession } from '../../../shared/session/session-store';
import { rangeQuery, type TeamBetFilters } from '../overview/team-range';

/** The team's bets a page at a time, one member's when a username is given. */
export const useTeamBets = (filters: TeamBetFilters, username: string) => {
  const token = useSession()?.token ?? '';
  const { language } = useTranslation();
  const { range, category } = filters;
  const vendor = filters.vendor?.code ?? '';
  return useInfiniteQuery({
    queryKey: ['agent', 'bets', token, language, range, username, category, vendor] as const,
    queryFn: ({ pageParam, signal }) =>
      call(teamBets, {
        query: {
          ...rangeQuery(range),
          ...(username ? { username } : {}),
          ...(category ? { category } : {}),
          ...(vendor ? { vendor } : {}),
          ...(pageParam ? { before: pageParam } : {}),
        },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
};

/** One team member's bet in full; a refusal (not in the team, no such bet) is not retried. */
export const useTeamBet = (bet: { roundId: string; memberId: number } | null) => {
  const token = useSession()?.token ?? '';
  const { language } = useTranslation();
  return useQuery({
    queryKey: ['agent', 'bet', token, language, bet?.roundId ?? '', bet?.memberId ?? 0] as const,
    queryFn: ({ signal }) =>
      call(teamBet, {
        params: { roundId: bet?.roundId ?? '' },
        query: { memberId: bet?.memberId ?? 0 },
        signal,
      }),
    enabled: bet !== null,
    retry: (failures, error) =>
      !(error instanceof ApiError && (error.status === 404 || error.status === 403)) &&
      failures < 2,
  });
};
