import type { AddAccountBody, RequestWithdrawalBody } from '@lotto/contract';
import {
  addAccount as addAccountEndpoint,
  cancel as cancelEndpoint,
  detail as detailEndpoint,
  overview as overviewEndpoint,
  removeAccount as removeAccountEndpoint,
  report as reportEndpoint,
  request as requestEndpoint,
} from '@lotto/contract/endpoints/withdrawals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/call';
import { sharedKeys } from '../../shared/api/query-keys';
import { useSession } from '../../shared/session/session-store';

/** Query keys of withdrawals: per session, so a sign-out leaves nothing for the next member. */
export const withdrawKeys = {
  all: ['withdraw'] as const,
  overview: (token: string) => ['withdraw', 'overview', token] as const,
  report: (token: string) => ['withdraw', 'report', token] as const,
  detail: (token: string, id: number) => ['withdraw', 'detail', token, id] as const,
};

const useToken = () => useSession()?.token ?? '';

export const useWithdrawOverview = () => {
  const token = useToken();
  return useQuery({
    queryKey: withdrawKeys.overview(token),
    queryFn: ({ signal }) => call(overviewEndpoint, { signal }),
    refetchOnMount: 'always',
  });
};

export const useWithdrawReport = () => {
  const token = useToken();
  return useQuery({
    queryKey: withdrawKeys.report(token),
    queryFn: ({ signal }) => call(reportEndpoint, { query: { pageNo: 1, pageSize: 50 }, signal }),
    refetchOnMount: 'always',
  });
};

export const useWithdrawal = (id: number | null) => {
  const token = useToken();
  return useQuery({
    queryKey: withdrawKeys.detail(token, id ?? 0),
    queryFn: ({ signal }) => call(detailEndpoint, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
};

/** Anything that moves money refreshes the withdraw screens and the header's balance. */
const useRefresh = () => {
  const client = useQueryClient();
  const token = useToken();
  return () => {
    void client.invalidateQueries({ queryKey: withdrawKeys.all });
    void client.invalidateQueries({ queryKey: sharedKeys.wallet.balance(token) });
  };
};

export const useAddAccount = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: AddAccountBody) => call(addAccountEndpoint, { body }),
    onSuccess: refresh,
  });
};

export const useRemoveAccount = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(removeAccountEndpoint, { params: { id } }),
    onSuccess: refresh,
  });
};

export const useRequestWithdrawal = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: RequestWithdrawalBody) => call(requestEndpoint, { body }),
    onSuccess: refresh,
  });
};

export const useCancelWithdrawal = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(cancelEndpoint, { params: { id } }),
    onSuccess: refresh,
  });
};
