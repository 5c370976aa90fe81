import type { RealityCheckMinutes, RestrictBody, SetLimitBody } from '@lotto/contract';
import {
  restrict,
  session,
  setLimit,
  setRealityCheck,
  settings,
} from '@lotto/contract/endpoints/limits';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/call';
import { useSession } from '../../shared/session/session-store';

/** Query keys of responsible play: per session. */
export const responsibleKeys = {
  all: ['responsible'] as const,
  settings: (token: string) => ['responsible', 'settings', token] as const,
  session: (token: string) => ['responsible', 'session', token] as const,
};

const useToken = () => useSession()?.token ?? '';

export const useResponsible = () => {
  const token = useToken();
  return useQuery({
    queryKey: responsibleKeys.settings(token),
    queryFn: ({ signal }) => call(settings, { signal }),
    enabled: token !== '',
    refetchOnMount: 'always',
  });
};

export const useSetLimit = () => {
  const client = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (body: SetLimitBody) => call(setLimit, { body }),
    onSuccess: (answer) => client.setQueryData(responsibleKeys.settings(token), answer),
  });
};

export const useSetRealityCheck = () => {
  const client = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (minutes: RealityCheckMinutes) => call(setRealityCheck, { body: { minutes } }),
    onSuccess: (answer) => {
      client.setQueryData(responsibleKeys.settings(token), answer);
      void client.invalidateQueries({ queryKey: responsibleKeys.session(token) });
    },
  });
};

/** A time-out or self-exclusion: the server ends every session, this one included. */
export const useRestrict = () =>
  useMutation({ mutationFn: (body: RestrictBody) => call(restrict, { body }) });

/** The reality check's figures for this session (only for real members). */
export const useRealitySession = (enabled: boolean) => {
  const token = useToken();
  return useQuery({
    queryKey: responsibleKeys.session(token),
    queryFn: ({ signal }) => call(session, { signal }),
    enabled: enabled && token !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
};
