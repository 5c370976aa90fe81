import type { TeamListSort, TransferMultipleDownlineBody } from '@lotto/contract';
import { teamList, transferMultipleDownline } from '@lotto/contract/endpoints/agent';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { sharedKeys } from '../../../shared/api/query-keys';
import { useSession } from '../../../shared/session/session-store';

/** Query keys of team management, per session. */
export const teamKeys = {
  all: ['agent', 'team'] as const,
  list: (token: string, filter: TeamFilter) => ['agent', 'team', token, filter] as const,
};

/** What the list is filtered and ordered by (the query less its paging). */
export interface TeamFilter {
  parentId?: number;
  username?: string | undefined;
  level?: number | undefined;
  type?: number | undefined;
  sort?: TeamListSort;
}

/** The listed team a page at a time; the last filter's rows stay while the next loads. */
export const useTeamList = (filter: TeamFilter) => {
  const token = useSession()?.token ?? '';
  return useInfiniteQuery({
    queryKey: teamKeys.list(token, filter),
    queryFn: ({ pageParam, signal }) =>
      call(teamList, { query: { ...filter, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((n, p) => n + p.list.length, 0);
      return shown < last.totalCount ? pages.length + 1 : undefined;
    },
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
};

/** Sends a transfer to several downlines; the list and the balance are asked again after. */
export const useTransfer = () => {
  const client = useQueryClient();
  return async (body: TransferMultipleDownlineBody) => {
    try {
      return await call(transferMultipleDownline, { body });
    } finally {
      void client.invalidateQueries({ queryKey: teamKeys.all });
      void client.invalidateQueries({ queryKey: sharedKeys.wallet.all });
    }
  };
};
