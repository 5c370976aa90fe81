import type { CancelRequest, ChaseRequest, PlaceOrdersRequest } from '@lotto/contract';
import {
  cancel as cancelEndpoint,
  chase as chaseEndpoint,
  placeOrders as placeOrdersEndpoint,
  stopChase as stopChaseEndpoint,
} from '@lotto/contract/endpoints/lottery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { sharedKeys } from '../../../shared/api/query-keys';
import { lotteryKeys } from './keys';

/** After money moved: the header's balance and the member's orders are refetched. */
const useRefreshMine = () => {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: sharedKeys.wallet.all });
    void queryClient.invalidateQueries({ queryKey: lotteryKeys.mine });
    void queryClient.invalidateQueries({ queryKey: ['lottery', 'order'] });
    void queryClient.invalidateQueries({ queryKey: ['lottery', 'chase'] });
  };
};

export const usePlaceOrders = () => {
  const refresh = useRefreshMine();
  return useMutation({
    mutationFn: (body: PlaceOrdersRequest) => call(placeOrdersEndpoint, { body }),
    onSettled: refresh,
  });
};

export const useStartChase = () => {
  const refresh = useRefreshMine();
  return useMutation({
    mutationFn: (body: ChaseRequest) => call(chaseEndpoint, { body }),
    onSettled: refresh,
  });
};

export const useCancelOrder = () => {
  const refresh = useRefreshMine();
  return useMutation({
    mutationFn: (body: CancelRequest) => call(cancelEndpoint, { body }),
    onSettled: refresh,
  });
};

export const useStopChase = () => {
  const refresh = useRefreshMine();
  return useMutation({
    mutationFn: (chaseNo: string) => call(stopChaseEndpoint, { body: { chaseNo } }),
    onSettled: refresh,
  });
};

/** A fresh id per placement: a retried tap with the same id places nothing more. */
// getRandomValues works on plain http too (randomUUID needs a secure context).
export const newRequestId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
