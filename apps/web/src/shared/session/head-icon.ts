import { MEMBER_TYPES } from '@lotto/contract';
import { headIcon as headIconEndpoint } from '@lotto/contract/endpoints/account';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/call';
import { sharedKeys } from '../api/query-keys';
import { useSession } from './session-store';

/**
 * The head icon the member chose (0: none yet): settings change it, the member centre shows it.
 * Idle for a visitor and a free-trial account, which have no profile.
 */
export const useHeadIcon = () => {
  const session = useSession();
  const token = session && session.type !== MEMBER_TYPES.freeTrial ? session.token : '';
  return useQuery({
    queryKey: sharedKeys.member.headIcon(token),
    queryFn: () => call(headIconEndpoint),
    enabled: token !== '',
  });
};
