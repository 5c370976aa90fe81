import { MEMBER_TYPES } from '@lotto/contract';
import { unread as unreadEndpoint } from '@lotto/contract/endpoints/inbox';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/call';
import { sharedKeys } from '../api/query-keys';
import { useSession } from './session-store';

/**
 * How many of the member's inbox messages are unread: the message icon's red dot in the member
 * centre, and the inbox's own summary. Idle for a visitor and a free-trial account (the inbox
 * refuses it). Shared, since the inbox that changes it and the icon that shows it are two
 * features.
 */
export const useInboxUnread = () => {
  const session = useSession();
  const token = session && session.type !== MEMBER_TYPES.freeTrial ? session.token : '';
  return useQuery({
    queryKey: sharedKeys.inbox.unread(token),
    queryFn: ({ signal }) => call(unreadEndpoint, { signal }),
    enabled: token !== '',
    staleTime: 30_000,
  });
};
