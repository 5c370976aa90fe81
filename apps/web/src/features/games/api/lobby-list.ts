import { type GameItem, type LanguageCode, PAGE_SIZES } from '@lotto/contract';
import {
  favourites as favouritesEndpoint,
  hot as hotEndpoint,
  list as listEndpoint,
  recent as recentEndpoint,
} from '@lotto/contract/endpoints/games';
import {
  hashKey,
  type InfiniteData,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../../shared/api/call';
import { useSession } from '../../../shared/session/session-store';
import { useSettledLanguage } from '../hooks/use-settled-language';
import { type LobbyState, listFiltersOf, MEMBER_TABS } from '../model/lobby-state';
import { nextPageOf, type PageOf } from '../model/paging';
import { gameKeys } from './keys';

export type LobbyPage = PageOf<GameItem>;
export type LobbyData = InfiniteData<LobbyPage, number>;

/** One page of the lobby's list for the state's tab, in one shape whatever the endpoint. */
const fetchPage = async (
  state: LobbyState,
  pageNo: number,
  language: LanguageCode,
  signal: AbortSignal,
): Promise<LobbyPage> => {
  const { gameType } = state;
  switch (state.tab) {
    case 'hot': {
      const query = { isPlatform: 2, platform: 'html5', gameType, language, pageNo } as const;
      const a = await call(hotEndpoint, { query, signal });
      return { items: a.list, pageNum: a.pageNum, totalPages: a.totalPages };
    }
    case 'fav': {
      const query = { pageNo, gameType, pageSize: PAGE_SIZES.favourites, language };
      const a = await call(favouritesEndpoint, { query, signal });
      return { items: a.content, pageNum: a.pageNum, totalPages: a.totalPages };
    }
    case 'recent': {
      const query = {
        page: pageNo,
        pageSize: PAGE_SIZES.recent,
        gameType,
        language,
        clientType: 2,
      };
      const a = await call(recentEndpoint, { query, signal });
      return { items: a.games, pageNum: a.pageNum, totalPages: a.totalPages };
    }
    default: {
      const query = {
        ...listFiltersOf(state),
        platform: 'html5' as const,
        clientType: 2,
        pageNo,
        pageSize: PAGE_SIZES.games,
        language,
      };
      const a = await call(listEndpoint, { query, signal });
      return { items: a.games, pageNum: a.pageNum, totalPages: a.totalPages };
    }
  }
};

const lobbyKeyOf = (state: LobbyState, language: string, token: string) =>
  MEMBER_TABS.includes(state.tab)
    ? gameKeys.memberList(token, state.tab, state.gameType, language)
    : gameKeys.list(language, state.tab, listFiltersOf(state));

/**
 * The lobby's infinite list (spec/02 section 4): the hot tab has one page, recent and fav
 * wait for a session.
 */
export const useLobbyList = (state: LobbyState) => {
  const language = useSettledLanguage();
  const token = useSession()?.token ?? '';
  const mine = MEMBER_TABS.includes(state.tab);
  return useInfiniteQuery({
    queryKey: lobbyKeyOf(state, language, token),
    queryFn: ({ pageParam, signal }) => fetchPage(state, pageParam, language, signal),
    initialPageParam: 1,
    getNextPageParam: (last: LobbyPage) => nextPageOf(state.tab, last),
    enabled: !mine || token !== '',
    // Favourites and recent games change with play: fresh on every visit.
    staleTime: mine ? 0 : 60_000,
  });
};

/**
 * Forgets what a list state loaded before: changing tab, vendor or filters starts that list
 * over at page 1 from the server (spec/02 section 4), never from pages cached earlier.
 */
export const useStartOver = () => {
  const queryClient = useQueryClient();
  const language = useSettledLanguage();
  const token = useSession()?.token ?? '';
  return useCallback(
    (from: LobbyState, to: LobbyState) => {
      const queryKey = lobbyKeyOf(to, language, token);
      // The list on screen stays: removing it under its observer would leave it stale.
      if (hashKey(queryKey) === hashKey(lobbyKeyOf(from, language, token))) return;
      queryClient.removeQueries({ queryKey, exact: true });
    },
    [queryClient, language, token],
  );
};
