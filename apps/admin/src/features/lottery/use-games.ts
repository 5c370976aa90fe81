import { adminLotteryEndpoints as endpoints } from '@lotto/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/call';
import { lotteryKeys } from './keys';

/** The site's lottery games (on or off), for the games list and the pickers. */
export const useLotteryGames = () =>
  useQuery({ queryKey: lotteryKeys.games, queryFn: () => call(endpoints.games) });
