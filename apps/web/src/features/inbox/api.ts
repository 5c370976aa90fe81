import type { InboxMessage, InboxPage } from '@lotto/contract';
import {
  list as listEndpoint,
  message as messageEndpoint,
  remove as removeEndpoint,
} from '@lotto/contract/endpoints/inbox';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from '../../shared/api/call';
import { ApiError } from '../../shared/api/client';
import { sharedKeys } from '../../shared/api/query-keys';
import { useTranslation } from '../../shared/i18n';
import { useSession } from '../../shared/session/session-store';
import { nextPageOf, withoutMessage, withRead } from './inbox-model';

/** Entries per page: a screenful and a half on a phone. */
const PAGE_SIZE = 20;

/**
 * Query keys of the inbox: per session (a sign-out leaves nothing for the next member) and,
 * for texts, per language.
 */
export const inboxKeys = {
  all: ['inbox'] as const,
  list: (language: string, token: string) => ['inbox', 'list', language, token] as const,
  message: (language: string, token: string, id: number) =>
    ['inbox', 'message', language, token, id] as const,
  unread: sharedKeys.inbox.unread,
};

const useKeyParts = () => ({
  language: useTranslation().language,
  token: useSession()?.token ?? '',
});

/**
 * The member's messages, page by page, newest first. Fetched afresh whenever the list mounts,
 * so coming back from a message (or from elsewhere) shows what arrived meanwhile.
 */
export const useInboxList = () => {
  const { language, token } = useKeyParts();
  return useInfiniteQuery({
    queryKey: inboxKeys.list(language, token),
    queryFn: ({ pageParam, signal }) =>
      call(listEndpoint, { query: { pageNo: pageParam, pageSize: PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    refetchOnMount: 'always',
  });
};

/**
 * One message in full. The server marks it read as it answers, so the list's mark and the
 * unread count follow here without reloading the list.
 */
export const useInboxMessage = (id: number) => {
  const queryClient = useQueryClient();
  const { language, token } = useKeyParts();
  return useQuery({
    queryKey: inboxKeys.message(language, token, id),
    queryFn: async ({ signal }): Promise<InboxMessage> => {
      const message = await call(messageEndpoint, { params: { id }, signal });
      queryClient.setQueryData<InfiniteData<InboxPage>>(inboxKeys.list(language, token), (data) =>
        data ? withRead(data, id) : data,
      );
      void queryClient.invalidateQueries({ queryKey: inboxKeys.unread(token) });
      return message;
    },
    // A 404 is an answer (deleted, or not the member's), not something to retry.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
};

/** Deletes one of the member's messages; the list drops it and the count follows. */
export const useDeleteMessage = () => {
  const queryClient = useQueryClient();
  const { language, token } = useKeyParts();
  return useMutation({
    mutationFn: (id: number) => call(removeEndpoint, { params: { id } }),
    onSuccess: ({ unreadCount }, id) => {
      queryClient.setQueryData<InfiniteData<InboxPage>>(inboxKeys.list(language, token), (data) =>
        data ? withoutMessage(data, id, unreadCount) : data,
      );
      queryClient.setQueryData(inboxKeys.unread(token), unreadCount);
    },
  });
};
