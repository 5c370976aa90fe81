import type { NoticeItem, NoticePage } from '@lotto/contract';

/** The `id` of /m/notice?id=: a positive whole number, else none (the list shows). */
export const noticeIdOf = (search: URLSearchParams): number | null => {
  const raw = search.get('id');
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2 ** 31 - 1 ? id : null;
};

/** The page after `last`, or undefined when it was the last one. */
export const nextPageOf = (last: NoticePage): number | undefined =>
  last.pageNum < last.totalPages ? last.pageNum + 1 : undefined;

/** Every entry of the loaded pages, in order. */
export const entriesOf = (pages: readonly NoticePage[]): NoticeItem[] =>
  pages.flatMap((page) => page.list);

/** The loaded pages with one entry marked read and the server's new unread count. */
export const withRead = <D extends { pages: NoticePage[] }>(
  data: D,
  id: number,
  unreadCount: number,
): D => ({
  ...data,
  pages: data.pages.map((page) => ({
    ...page,
    unreadCount,
    list: page.list.map((entry) => (entry.id === id ? { ...entry, read: true } : entry)),
  })),
});
