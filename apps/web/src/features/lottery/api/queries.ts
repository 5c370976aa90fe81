import type { LotteryFamily, LotteryOrderStatus } from '@lotto/contract';
import {
  chaseDetail as chaseDetailEndpoint,
  draws as drawsEndpoint,
  game as gameEndpoint,
  games as gamesEndpoint,
  orderDetail as orderDetailEndpoint,
  orders as ordersEndpoint,
  popular as popularEndpoint,
  vnMenu as vnMenuEndpoint,
  vnOpened as vnOpenedEndpoint,
} from '@lotto/contract/endpoints/lottery';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useTranslation } from '../../../shared/i18n';
import { useSession } from '../../../shared/session/session-store';
import { syncServerClock } from '../model/clock';
import { lotteryKeys } from './keys';

const PENDING_POLL_MS = 5000;

/** Every game (or one family's, or those matching a search), with next draws and last results. */
export const useLotteryGames = (filter: { family?: LotteryFamily; q?: string } = {}) => {
  const { language } = useTranslation();
  return useQuery({
    queryKey: lotteryKeys.games(language, `${filter.family ?? ''}|${filter.q ?? ''}`),
    queryFn: async () => {
      const answer = await call(gamesEndpoint, { query: { family: filter.family, q: filter.q } });
      syncServerClock(answer.serverNow);
      return answer;
    },
    placeholderData: keepPreviousData,
    // The next draws move on every cycle: the lobby refreshes while it is open.
    refetchInterval: 30_000,
  });
};

export const usePopularLotteries = () => {
  const { language } = useTranslation();
  return useQuery({
    queryKey: lotteryKeys.popular(language),
    queryFn: async () => {
      const answer = await call(popularEndpoint);
      syncServerClock(answer.serverNow);
      return answer;
    },
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
};

/** One game: bet types, prize groups (the member's own maximum), the draw on sale, serverNow. */
export const useLotteryGame = (code: string | null) => {
  const { language } = useTranslation();
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: lotteryKeys.game(language, token, code ?? ''),
    queryFn: async () => {
      const answer = await call(gameEndpoint, { params: { code: code ?? '' } });
      syncServerClock(answer.serverNow);
      return answer;
    },
    enabled: code !== null && code !== '',
    // The last result and the draw on sale move every cycle of a fast game.
    refetchInterval: 15_000,
  });
};

/** A game's draws of one site day, newest first, a page at a time. */
export const useDraws = (code: string, date: string | undefined, pageSize = 30) =>
  useInfiniteQuery({
    queryKey: lotteryKeys.draws(code, date ?? 'today', pageSize),
    queryFn: ({ pageParam }) =>
      call(drawsEndpoint, { params: { code }, query: { date, pageNo: pageParam, pageSize } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: code !== '',
    // Today's list grows by a draw every cycle of a fast game.
    refetchInterval: date ? false : 30_000,
  });

export const useMyOrders = (filter: { code?: string; status?: LotteryOrderStatus }) => {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: lotteryKeys.orders(token, `${filter.code ?? ''}|${filter.status ?? ''}`),
    queryFn: () =>
      call(ordersEndpoint, {
        query: { code: filter.code, status: filter.status, pageNo: 1, pageSize: 50 },
      }),
    enabled: token !== '',
    // Pending orders settle on the server's schedule: the list follows while any is pending.
    refetchInterval: (query) =>
      query.state.data?.list.some((order) => order.status === 'pending') ? PENDING_POLL_MS : false,
  });
};

export const useOrderDetail = (orderNo: string | null) => {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: lotteryKeys.order(token, orderNo ?? ''),
    queryFn: () => call(orderDetailEndpoint, { query: { orderNo: orderNo ?? '' } }),
    enabled: token !== '' && orderNo !== null,
    refetchInterval: (query) =>
      query.state.data?.order.status === 'pending' ? PENDING_POLL_MS : false,
  });
};

export const useChaseDetail = (chaseNo: string | null) => {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: lotteryKeys.chase(token, chaseNo ?? ''),
    queryFn: () => call(chaseDetailEndpoint, { params: { chaseNo: chaseNo ?? '' } }),
    enabled: token !== '' && chaseNo !== null,
    refetchInterval: (query) =>
      query.state.data?.chase.status === 'running' ? PENDING_POLL_MS : false,
  });
};

/** The VN games by region, each with today's draw. */
export const useVnMenu = () => {
  const { language } = useTranslation();
  return useQuery({
    queryKey: lotteryKeys.vnMenu(language),
    queryFn: async () => {
      const answer = await call(vnMenuEndpoint);
      syncServerClock(answer.serverNow);
      return answer;
    },
    // Today's draw goes from open to drawn while the lobby is open.
    refetchInterval: 60_000,
  });
};

/** A VN game's drawn draws of a site day (today when no date) with every prize number. */
export const useVnOpened = (code: string, date: string | undefined) =>
  useQuery({
    queryKey: lotteryKeys.vnOpened(code, date ?? 'today'),
    queryFn: () => call(vnOpenedEndpoint, { query: { code, date } }),
    enabled: code !== '',
    placeholderData: keepPreviousData,
    refetchInterval: date ? false : 60_000,
  });
