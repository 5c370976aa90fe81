import type { NewAffiliateLinkBody, OpenAccountBody } from '@lotto/contract';
import {
  affiliateLinks,
  createAffiliateLink,
  deleteAffiliateLink,
  openAccount,
} from '@lotto/contract/endpoints/agent';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useSession } from '../../../shared/session/session-store';

/** Query keys of the agent's links, per session. */
const linkKeys = {
  all: ['agent', 'links'] as const,
  list: (token: string) => ['agent', 'links', token] as const,
};

export const useAffiliateLinks = () => {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: linkKeys.list(token),
    queryFn: ({ signal }) => call(affiliateLinks, { signal }),
    enabled: token !== '',
  });
};

/** Creating and deleting links; the list is asked again after either. */
export const useLinkActions = () => {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: linkKeys.all });
  return {
    create: (body: NewAffiliateLinkBody) => call(createAffiliateLink, { body }).finally(refresh),
    remove: (id: number) => call(deleteAffiliateLink, { body: { id } }).finally(refresh),
  };
};

/** Opens an account under the agent; the team list is asked again. */
export const useOpenAccount = () => {
  const client = useQueryClient();
  return (body: OpenAccountBody) =>
    call(openAccount, { body }).finally(
      () => void client.invalidateQueries({ queryKey: ['agent', 'team'] }),
    );
};
