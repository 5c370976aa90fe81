import { balance as balanceEndpoint } from '@lotto/contract/endpoints/wallet';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/call';
import { sharedKeys } from '../api/query-keys';
import { useSession } from './session-store';

/** The signed-in member's balances; idle for a visitor. */
export const useBalance = () => {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: sharedKeys.wallet.balance(token),
    queryFn: () => call(balanceEndpoint),
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
