import { MEMBER_TYPES } from '@lotto/contract';
import {
  payeeName as payeeNameEndpoint,
  setHeadIcon as setHeadIconEndpoint,
  setNickname as setNicknameEndpoint,
  setPayeeName as setPayeeNameEndpoint,
} from '@lotto/contract/endpoints/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { sharedKeys } from '../../../shared/api/query-keys';
import { useSession } from '../../../shared/session/session-store';

/** Under the member's keys: a sign-out forgets them with the rest of the member's data. */
const profileKeys = {
  payee: (token: string) => [...sharedKeys.member.all, 'payee', token] as const,
};

/** The profile belongs to a real account: a free-trial session never asks. */
const useRealMemberToken = () => {
  const session = useSession();
  return session && session.type !== MEMBER_TYPES.freeTrial ? session.token : '';
};

export const usePayeeName = () => {
  const token = useRealMemberToken();
  return useQuery({
    queryKey: profileKeys.payee(token),
    queryFn: () => call(payeeNameEndpoint),
    enabled: token !== '',
  });
};

/** Choosing an icon, the nickname and the payee name; each answer updates what shows it. */
export const useProfileChanges = () => {
  const token = useRealMemberToken();
  const client = useQueryClient();
  const setIcon = useMutation({
    mutationFn: (icon: number) => call(setHeadIconEndpoint, { body: { icon: String(icon) } }),
    onSuccess: (answer) => client.setQueryData(sharedKeys.member.headIcon(token), answer),
  });
  const setNickname = useMutation({
    mutationFn: (nickname: string) => call(setNicknameEndpoint, { body: { nickname } }),
    // The header and the member centre show the nickname from the member's info.
    onSuccess: () => client.invalidateQueries({ queryKey: sharedKeys.member.info(token) }),
  });
  const setPayee = useMutation({
    mutationFn: (payeeName: string) => call(setPayeeNameEndpoint, { body: { payeeName } }),
    onSuccess: (answer) => client.setQueryData(profileKeys.payee(token), answer),
  });
  return { setIcon, setNickname, setPayee };
};
