import {
  devices as devicesEndpoint,
  signOutDevice as signOutDeviceEndpoint,
  signOutOtherDevices as signOutOthersEndpoint,
} from '@lotto/contract/endpoints/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useSession } from '../../../shared/session/session-store';

/** The security centre's query keys, per session (a new session starts a fresh list). */
export const securityKeys = {
  all: ['security'] as const,
  devices: (token: string) => ['security', 'devices', token] as const,
};

/** The member's signed-in devices; refetched when the screen is shown again. */
export const useDevices = () => {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: securityKeys.devices(token),
    queryFn: () => call(devicesEndpoint),
    enabled: token !== '',
    staleTime: 0,
  });
};

const useRefreshDevices = () => {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: securityKeys.all });
};

/** Signs out one device (every session of it); the list refreshes either way. */
export const useSignOutDevice = () => {
  const refresh = useRefreshDevices();
  return useMutation({
    mutationFn: (id: number) => call(signOutDeviceEndpoint, { params: { id } }),
    onSettled: refresh,
  });
};

/** Signs out every other device of the member. */
export const useSignOutOthers = () => {
  const refresh = useRefreshDevices();
  return useMutation({
    mutationFn: () => call(signOutOthersEndpoint),
    onSettled: refresh,
  });
};
