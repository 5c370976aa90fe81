import type { FeedbackList, FeedbackType } from '@lotto/contract';
import {
  list as listEndpoint,
  read as readEndpoint,
  send as sendEndpoint,
} from '@lotto/contract/endpoints/feedback';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/call';
import { useSession } from '../../shared/session/session-store';

/** Query keys of feedback: per session, so a sign-out leaves nothing for the next member. */
export const feedbackKeys = {
  all: ['feedback'] as const,
  list: (token: string) => ['feedback', 'list', token] as const,
};

const useToken = () => useSession()?.token ?? '';

/** The site's word bounds and the member's feedback; fetched afresh on every visit. */
export const useFeedbackList = () => {
  const token = useToken();
  return useQuery({
    queryKey: feedbackKeys.list(token),
    queryFn: ({ signal }) => call(listEndpoint, { signal }),
    refetchOnMount: 'always',
  });
};

export const useSendFeedback = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { type: FeedbackType; content: string; images: readonly File[] }) =>
      call(sendEndpoint, {
        body: { type: input.type, content: input.content },
        files: { images: input.images },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
};

/** The list as it is once a feedback's replies are read: no dot, and the count follows. */
export const withRepliesRead = (data: FeedbackList, id: number, unreadCount: number) => ({
  ...data,
  unreadCount,
  list: data.list.map((item) =>
    item.id === id
      ? { ...item, unread: 0, replies: item.replies.map((r) => ({ ...r, read: true })) }
      : item,
  ),
});

/** Opening a feedback with unread replies marks them read on the server and in the list. */
export const useMarkRead = () => {
  const client = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (id: number) => call(readEndpoint, { params: { id } }),
    onSuccess: ({ unreadCount }, id) =>
      client.setQueryData<FeedbackList>(feedbackKeys.list(token), (data) =>
        data ? withRepliesRead(data, id, unreadCount) : data,
      ),
  });
};
