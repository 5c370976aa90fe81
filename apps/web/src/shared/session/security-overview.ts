import { MEMBER_TYPES } from '@lotto/contract';
import { securityOverview as securityOverviewEndpoint } from '@lotto/contract/endpoints/account';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../api/call';
import { sharedKeys } from '../api/query-keys';
import { useSession } from './session-store';

/**
 * The security centre's overview of the signed-in member: the bound mobile and e-mail (masked),
 * an e-mail waiting for its link, and whether a payment password is set. The centre lists it and
 * the screens that change it refresh it; idle for a visitor and a free-trial account.
 */
export const useSecurityOverview = () => {
  const session = useSession();
  const token = session?.token ?? '';
  return useQuery({
    queryKey: sharedKeys.member.security(token),
    queryFn: () => call(securityOverviewEndpoint),
    enabled: token !== '' && session?.type !== MEMBER_TYPES.freeTrial,
    staleTime: 30_000,
  });
};

/** After a change: the overview and the member info (which shows the contacts) are read again. */
export const useRefreshSecurity = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: sharedKeys.member.all });
};
