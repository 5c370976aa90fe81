import type { RebateKind, UpLineTransferBody } from '@lotto/contract';
import { accrued, claim, report, upLine, upLineTransfer } from '@lotto/contract/endpoints/rebates';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/call';
import { sharedKeys } from '../../shared/api/query-keys';
import { useSession } from '../../shared/session/session-store';

/** Query keys of rebates and the transfer to the superior: per session. */
export const rebateKeys = {
  all: ['rebate'] as const,
  accrued: (token: string) => ['rebate', 'accrued', token] as const,
  report: (token: string, kind: RebateKind | 'all') => ['rebate', 'report', token, kind] as const,
  upLine: (token: string) => ['rebate', 'upLine', token] as const,
};

const useToken = () => useSession()?.token ?? '';
const PAGE_SIZE = 20;

export const useAccrued = () => {
  const token = useToken();
  return useQuery({
    queryKey: rebateKeys.accrued(token),
    queryFn: ({ signal }) => call(accrued, { signal }),
    enabled: token !== '',
    refetchOnMount: 'always',
  });
};

/** Claims what has accrued; the balance and both rebate screens follow. */
export const useClaimRebate = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(claim),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: rebateKeys.all });
      void client.invalidateQueries({ queryKey: sharedKeys.wallet.all });
    },
  });
};

export const useRebateReport = (kind: RebateKind | 'all') => {
  const token = useToken();
  return useInfiniteQuery({
    queryKey: rebateKeys.report(token, kind),
    queryFn: ({ pageParam, signal }) =>
      call(report, {
        query: { pageNo: pageParam, pageSize: PAGE_SIZE, ...(kind === 'all' ? {} : { kind }) },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: token !== '',
    refetchOnMount: 'always',
  });
};

export const useUpLine = () => {
  const token = useToken();
  return useQuery({
    queryKey: rebateKeys.upLine(token),
    queryFn: ({ signal }) => call(upLine, { signal }),
    enabled: token !== '',
    refetchOnMount: 'always',
    retry: false,
  });
};

export const useUpLineTransfer = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpLineTransferBody) => call(upLineTransfer, { body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: rebateKeys.all });
      void client.invalidateQueries({ queryKey: sharedKeys.wallet.all });
    },
  });
};
