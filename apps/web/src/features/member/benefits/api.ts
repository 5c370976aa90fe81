import { clubBenefit } from '@lotto/contract/endpoints/vip';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useSession } from '../../../shared/session/session-store';

/** Per session: a sign-out leaves nothing of one member's level for the next. */
export const vipKeys = {
  benefits: (token: string) => ['vip', 'benefits', token] as const,
};

/** The site's levels and the member's level and progress; fetched afresh on each visit. */
export const useClubBenefit = () => {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: vipKeys.benefits(token),
    queryFn: () => call(clubBenefit),
    enabled: token !== '',
    staleTime: 0,
  });
};
