import type { NoticeDetail, NoticePage } from '@lotto/contract';
import {
  notice as noticeEndpoint,
  notices as noticesEndpoint,
  readNotice as readNoticeEndpoint,
} from '@lotto/contract/endpoints/announcements';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { ApiError } from '../../../shared/api/client';
import { sharedKeys } from '../../../shared/api/query-keys';
import { useTranslation } from '../../../shared/i18n';
import { useSession } from '../../../shared/session/session-store';
import { noticeKeys } from '../api';
import type { BoardView } from './notice-board';
import { nextPageOf, withRead } from './notice-model';

/** Entries per page of the list: a screenful and a half on a phone. */
const PAGE_SIZE = 20;

/** A board's list, page by page, in the app's language, with the member's read marks. */
export const useNoticeList = ({ types }: BoardView) => {
  const { language } = useTranslation();
  const token = useSession()?.token ?? '';
  return useInfiniteQuery({
    queryKey: noticeKeys.list(language, token, types),
    queryFn: ({ pageParam, signal }) =>
      call(noticesEndpoint, {
        query: { pageNo: pageParam, pageSize: PAGE_SIZE, ...(types ? { types } : {}) },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
};

/** One announcement in full (a 404 is an answer, not something to retry). */
export const useNotice = (id: number) => {
  const { language } = useTranslation();
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: noticeKeys.detail(language, token, id),
    queryFn: ({ signal }) => call(noticeEndpoint, { params: { id }, signal }),
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
};

/**
 * Records that the member opened an announcement of a board; the list, the detail, home's
 * unread count and the agent footer's badge follow without reloading the list.
 */
export const useMarkNoticeRead = ({ types }: BoardView) => {
  const queryClient = useQueryClient();
  const { language } = useTranslation();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: (id: number) => call(readNoticeEndpoint, { body: { id } }),
    onSuccess: ({ unreadCount }, id) => {
      queryClient.setQueryData<InfiniteData<NoticePage>>(
        noticeKeys.list(language, token, types),
        (data) => (data ? withRead(data, id, unreadCount) : data),
      );
      queryClient.setQueryData<NoticeDetail>(noticeKeys.detail(language, token, id), (data) =>
        data ? { ...data, read: true } : data,
      );
      void queryClient.invalidateQueries({ queryKey: noticeKeys.allHome });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.noticeUnread.all });
    },
  });
};
