import { JACKPOT_REFRESH_MS } from '@lotto/contract';
import { figure } from '@lotto/contract/endpoints/jackpot';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/call';

export const jackpotKeys = { figure: ['jackpot', 'figure'] as const };

/** The site's pool as the server keeps it, asked again every JACKPOT_REFRESH_MS on screen. */
export const useJackpot = () =>
  useQuery({
    queryKey: jackpotKeys.figure,
    queryFn: ({ signal }) => call(figure, { signal }),
    refetchInterval: JACKPOT_REFRESH_MS,
    staleTime: JACKPOT_REFRESH_MS / 2,
  });
