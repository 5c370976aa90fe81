import type { DepositOrder, DepositOrdersQuery } from '@lotto/contract';
import {
  channels as channelsEndpoint,
  createBank as createBankEndpoint,
  createGateway as createGatewayEndpoint,
  order as orderEndpoint,
  orders as ordersEndpoint,
} from '@lotto/contract/endpoints/deposits';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/call';
import { sharedKeys } from '../../shared/api/query-keys';
import { useSession } from '../../shared/session/session-store';

/** Query keys of deposits: per session, so a sign-out leaves nothing for the next member. */
export const depositKeys = {
  all: ['deposit'] as const,
  channels: (token: string) => ['deposit', 'channels', token] as const,
  orders: (token: string, query: Partial<DepositOrdersQuery>) =>
    ['deposit', 'orders', token, query] as const,
  order: (token: string, id: number) => ['deposit', 'order', token, id] as const,
};

const useToken = () => useSession()?.token ?? '';

export const useChannels = () => {
  const token = useToken();
  return useQuery({
    queryKey: depositKeys.channels(token),
    queryFn: ({ signal }) => call(channelsEndpoint, { signal }),
    refetchOnMount: 'always',
  });
};

export const useCreateGateway = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { channelId: number; amount: string; promotionId?: number }) =>
      call(createGatewayEndpoint, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: depositKeys.all }),
  });
};

export const useCreateBank = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      channelId: number;
      amount: string;
      depositorName: string;
      reference: string;
      receipt: File;
      promotionId?: number;
    }) =>
      call(createBankEndpoint, {
        body: {
          channelId: input.channelId,
          amount: input.amount,
          depositorName: input.depositorName,
          reference: input.reference,
          ...(input.promotionId === undefined ? {} : { promotionId: input.promotionId }),
        },
        files: { receipt: [input.receipt] },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: depositKeys.all }),
  });
};

export const useDepositOrders = (query: Partial<DepositOrdersQuery>) => {
  const token = useToken();
  return useQuery({
    queryKey: depositKeys.orders(token, query),
    queryFn: ({ signal }) => call(ordersEndpoint, { query, signal }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
};

const POLL_MS = 2000;

/**
 * One order; while `poll` and it is pending it is asked again every 2 s (the result screen).
 * When it turns paid, the header's balance is refreshed.
 */
export const useDepositOrder = (id: number, poll = false) => {
  const token = useToken();
  const client = useQueryClient();
  return useQuery({
    queryKey: depositKeys.order(token, id),
    queryFn: async ({ signal }): Promise<DepositOrder> => {
      const order = await call(orderEndpoint, { params: { id }, signal });
      if (order.status === 'paid') {
        void client.invalidateQueries({ queryKey: sharedKeys.wallet.all });
      }
      return order;
    },
    enabled: id > 0,
    refetchInterval: (q) => (poll && q.state.data?.status === 'pending' ? POLL_MS : false),
  });
};
