import type { ContractKind, ContractOfferBody } from '@lotto/contract';
import {
  contractPending,
  contractRuns,
  decideContract,
  downlineContracts,
  myContract,
  offerContract,
} from '@lotto/contract/endpoints/agent';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useSession } from '../../../shared/session/session-store';

/** Query keys of agents' contracts: per session, so another account never sees them. */
export const contractKeys = {
  all: ['agentContracts'] as const,
  pending: (token: string) => ['agentContracts', 'pending', token] as const,
  mine: (token: string, kind: ContractKind) => ['agentContracts', 'mine', token, kind] as const,
  downline: (token: string) => ['agentContracts', 'downline', token] as const,
  runs: (token: string, kind: ContractKind) => ['agentContracts', 'runs', token, kind] as const,
};

const useToken = () => useSession()?.token ?? '';

export const usePendingContracts = () => {
  const token = useToken();
  return useQuery({
    queryKey: contractKeys.pending(token),
    queryFn: ({ signal }) => call(contractPending, { signal }),
    enabled: token !== '',
  });
};

export const useMyContract = (kind: ContractKind) => {
  const token = useToken();
  return useQuery({
    queryKey: contractKeys.mine(token, kind),
    queryFn: ({ signal }) => call(myContract, { params: { kind }, signal }),
    enabled: token !== '',
    refetchOnMount: 'always',
  });
};

export const useContractRuns = (kind: ContractKind) => {
  const token = useToken();
  return useQuery({
    queryKey: contractKeys.runs(token, kind),
    queryFn: ({ signal }) => call(contractRuns, { query: { kind, pageSize: 50 }, signal }),
    enabled: token !== '',
  });
};

export const useDownlineContracts = () => {
  const token = useToken();
  return useQuery({
    queryKey: contractKeys.downline(token),
    queryFn: ({ signal }) => call(downlineContracts, { signal }),
    enabled: token !== '',
  });
};

/** Accepts or refuses; every contract view follows. */
export const useDecideContract = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: { id: number; decision: 'accept' | 'refuse' }) =>
      call(decideContract, { params: { id: p.id }, body: { decision: p.decision } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: contractKeys.all }),
  });
};

export const useOfferContract = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractOfferBody) => call(offerContract, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: contractKeys.all }),
  });
};
