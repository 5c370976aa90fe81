import type {
  AgentDefaultsBody,
  AgentRatesAnswer,
  UpdateDownlineRebatesBody,
} from '@lotto/contract';
import {
  agentCommission,
  agentDefaults,
  agentRates,
  updateDownlineRebates,
} from '@lotto/contract/endpoints/agent';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useSession } from '../../../shared/session/session-store';

/** Query keys of rebate setup and income: per session, so another account never sees these. */
export const ratesKeys = {
  all: ['agentRates'] as const,
  rates: (token: string, member: number | null) => ['agentRates', 'rates', token, member] as const,
  income: (token: string, from: string, to: string) =>
    ['agentRates', 'income', token, from, to] as const,
};

const useToken = () => useSession()?.token ?? '';

/** The caller's rates (member null) or a downline's. */
export const useAgentRates = (member: number | null) => {
  const token = useToken();
  return useQuery({
    queryKey: ratesKeys.rates(token, member),
    queryFn: ({ signal }) => call(agentRates, { query: member === null ? {} : { member }, signal }),
    enabled: token !== '',
  });
};

/** Saves the defaults or a downline's rates; the screen shows the answer at once. */
export const useSaveRates = (member: number | null) => {
  const client = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (body: AgentDefaultsBody | UpdateDownlineRebatesBody) =>
      'memberId' in body ? call(updateDownlineRebates, { body }) : call(agentDefaults, { body }),
    onSuccess: (answer: AgentRatesAnswer) => {
      client.setQueryData(ratesKeys.rates(token, member), answer);
    },
  });
};

/** Commission paid over a range of site days. */
export const useCommission = (from: string, to: string) => {
  const token = useToken();
  return useQuery({
    queryKey: ratesKeys.income(token, from, to),
    queryFn: ({ signal }) =>
      call(agentCommission, { query: { startDate: from, endDate: to }, signal }),
    enabled: token !== '' && from <= to,
  });
};
