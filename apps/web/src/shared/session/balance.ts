import { walletEndpoints } from '@lotto/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/call';
import { useSession } from './session-store';

/** Under ['wallet']: the header's refresh-balance action refetches every wallet query. */
export const balanceKeys = { total: (token: string) => ['wallet', 'balance', token] as const };

/** The signed-in member's balances; idle for a visitor. */
export const useBalance = () => {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: balanceKeys.total(token),
    queryFn: () => call(walletEndpoints.balance),
    enabled: token !== '',
    staleTime: 30_000,
  });
};

/** "1234567.50" as "1,234,567.50": string work only, money never passes through a float. */
export const formatMoney = (amount: string): string => {
  const [whole = '0', cents = '00'] = amount.replace(/^-/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount.startsWith('-') ? '-' : ''}${grouped}.${cents.padEnd(2, '0').slice(0, 2)}`;
};
