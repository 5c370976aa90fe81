import { API, MEMBER_TYPES, memberInfo } from '@lotto/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/client';
import { sharedKeys } from '../api/query-keys';
import { useSession } from './session-store';

export const fetchMemberInfo = () =>
  apiRequest(API.member.info, { moduleId: 'MEMBER3', schema: memberInfo });

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
