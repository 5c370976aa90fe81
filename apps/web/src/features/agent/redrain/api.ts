import { redRainEndpoints } from '@lotto/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { sharedKeys } from '../../../shared/api/query-keys';
import { useSession } from '../../../shared/session/session-store';

/** Query keys of red envelope rain: per session, so another account never sees these. */
export const redRainKeys = {
  all: ['redRain'] as const,
  current: (token: string) => ['redRain', 'current', token] as const,
  team: (token: string) => ['redRain', 'team', token] as const,
};

/** The open round, else the next one; asked again each minute (envelopes left change). */
export const useCurrentRound = () => {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: redRainKeys.current(token),
    queryFn: ({ signal }) => {
      const asked = Date.now();
      return call(redRainEndpoints.redRainCurrent, { signal }).then((answer) => ({
        ...answer,
        // The phone's clock may be wrong: countdowns run on the server's, by this offset.
        offset: answer.serverTime - Math.round((asked + Date.now()) / 2),
      }));
    },
    enabled: token !== '',
    refetchInterval: 60_000,
  });
};

export const useTeamClaims = (enabled: boolean) => {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: redRainKeys.team(token),
    queryFn: ({ signal }) => call(redRainEndpoints.redRainTeamClaims, { signal }),
    enabled: enabled && token !== '',
  });
};

/** Opens the member's envelope of the round; the round and the balance are asked again after. */
export const useOpenEnvelope = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (roundId: number) => call(redRainEndpoints.redRainClaim, { body: { roundId } }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: redRainKeys.all });
      void client.invalidateQueries({ queryKey: sharedKeys.wallet.all });
    },
  });
};
