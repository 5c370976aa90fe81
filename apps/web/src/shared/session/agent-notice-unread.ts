import { AGENT_NOTICE_TYPE, isAgentType } from '@lotto/contract';
import { unreadNotices } from '@lotto/contract/endpoints/announcements';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/call';
import { sharedKeys } from '../api/query-keys';
import { useSession } from './session-store';

/**
 * How many agent announcements the agent has not opened: the agent footer's badge. Idle for
 * anyone who is no agent (the server refuses them the agents' board). Shared, since the notice
 * screens that change it and the footer that shows it are two features.
 */
export const useAgentNoticeUnread = () => {
  const session = useSession();
  const token = session && isAgentType(session.type) ? session.token : '';
  return useQuery({
    queryKey: sharedKeys.noticeUnread.board(token, AGENT_NOTICE_TYPE),
    queryFn: ({ signal }) => call(unreadNotices, { query: { types: AGENT_NOTICE_TYPE }, signal }),
    enabled: token !== '',
    staleTime: 30_000,
  });
};
