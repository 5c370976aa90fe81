import type {
  GameCategory,
  LedgerTransactionType,
  RecordRange,
  RecordTypeGroup,
} from '@lotto/contract';
import {
  bet as betEndpoint,
  bets as betsEndpoint,
  ledger as ledgerEndpoint,
  profitLoss as profitLossEndpoint,
} from '@lotto/contract/endpoints/records';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/call';
import { ApiError } from '../../shared/api/client';
import { useTranslation } from '../../shared/i18n';
import { useSession } from '../../shared/session/session-store';

/** The range a records screen asks for: a quick one, or custom days (site dates). */
export interface RangeChoice {
  range: RecordRange;
  from?: string;
  to?: string;
}

/** Query keys per session: a sign-out leaves nothing of one member's records for the next. */
export const recordKeys = {
  all: ['records'] as const,
  ledger: (token: string, range: RangeChoice, type: string, group: string) =>
    ['records', 'ledger', token, range, type, group] as const,
  bets: (token: string, language: string, range: RangeChoice, category: string, vendor: string) =>
    ['records', 'bets', token, language, range, category, vendor] as const,
  bet: (token: string, language: string, roundId: string) =>
    ['records', 'bet', token, language, roundId] as const,
  profit: (token: string, range: RangeChoice) => ['records', 'profit', token, range] as const,
};

const rangeQuery = (choice: RangeChoice) =>
  choice.range === 'custom' ? choice : { range: choice.range };

export const useLedgerRecords = (
  choice: RangeChoice,
  type: LedgerTransactionType | '',
  group?: RecordTypeGroup,
) => {
  const token = useSession()?.token ?? '';
  return useInfiniteQuery({
    queryKey: recordKeys.ledger(token, choice, type, group ?? ''),
    queryFn: ({ pageParam, signal }) =>
      call(ledgerEndpoint, {
        query: {
          ...rangeQuery(choice),
          ...(type ? { type } : {}),
          ...(group ? { types: group } : {}),
          ...(pageParam ? { before: pageParam } : {}),
        },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
};

export const useBetRecords = (choice: RangeChoice, category: GameCategory | '', vendor: string) => {
  const token = useSession()?.token ?? '';
  const { language } = useTranslation();
  return useInfiniteQuery({
    queryKey: recordKeys.bets(token, language, choice, category, vendor),
    queryFn: ({ pageParam, signal }) =>
      call(betsEndpoint, {
        query: {
          ...rangeQuery(choice),
          ...(category ? { category } : {}),
          ...(vendor ? { vendor } : {}),
          ...(pageParam ? { before: pageParam } : {}),
        },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
};

/** One bet in full; a 404 (not the member's) is an answer, not something to retry. */
export const useBetRecord = (roundId: string | null) => {
  const token = useSession()?.token ?? '';
  const { language } = useTranslation();
  return useQuery({
    queryKey: recordKeys.bet(token, language, roundId ?? ''),
    queryFn: ({ signal }) => call(betEndpoint, { params: { roundId: roundId ?? '' }, signal }),
    enabled: roundId !== null,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
};

export const useProfitAndLoss = (choice: RangeChoice) => {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: recordKeys.profit(token, choice),
    queryFn: ({ signal }) => call(profitLossEndpoint, { query: rangeQuery(choice), signal }),
    placeholderData: keepPreviousData,
  });
};
