import { MEMBER_TYPES } from '@lotto/contract';
import { memberInfo as memberInfoEndpoint } from '@lotto/contract/endpoints/account';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/call';
import { sharedKeys } from '../api/query-keys';
import { useSession } from './session-store';

export const fetchMemberInfo = () => call(memberInfoEndpoint);

/**
 * The signed-in member's info (nickname, account, type ...); idle for a visitor and for a
 * free-trial account, which the member centre refuses (free_reject).
 */
export const useMemberInfo = () => {
  const session = useSession();
  const token = session?.token ?? '';
  return useQuery({
    queryKey: sharedKeys.member.info(token),
    queryFn: fetchMemberInfo,
    enabled: token !== '' && session?.type !== MEMBER_TYPES.freeTrial,
    staleTime: 60_000,
  });
};
