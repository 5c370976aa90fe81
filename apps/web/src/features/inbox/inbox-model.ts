import type { InboxItem, InboxPage } from '@lotto/contract';

/** The `id` of /m/message?id=: a positive whole number, else none. */
export const messageIdOf = (search: URLSearchParams): number | null => {
  const raw = search.get('id');
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2 ** 31 - 1 ? id : null;
};

/** The page after `last`, or undefined when it was the last one. */
export const nextPageOf = (last: InboxPage): number | undefined =>
  last.pageNum < last.totalPages ? last.pageNum + 1 : undefined;

/** Every entry of the loaded pages, in order. */
export const entriesOf = (pages: readonly InboxPage[]): InboxItem[] =>
  pages.flatMap((page) => page.list);

type Pages = { pages: InboxPage[] };

const countOf = (pages: readonly InboxPage[], id: number) =>
  pages.some((page) => page.list.some((m) => m.id === id && !m.read)) ? 1 : 0;

/** The loaded pages with one message read (the count drops if it was unread). */
export const withRead = <D extends Pages>(data: D, id: number): D => {
  const drop = countOf(data.pages, id);
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      unreadCount: Math.max(0, page.unreadCount - drop),
      list: page.list.map((m) => (m.id === id ? { ...m, read: true } : m)),
    })),
  };
};

/** The loaded pages without one message, and the server's new unread count. */
export const withoutMessage = <D extends Pages>(data: D, id: number, unreadCount: number): D => ({
  ...data,
  pages: data.pages.map((page) => ({
    ...page,
    unreadCount,
    totalCount: Math.max(0, page.totalCount - 1),
    list: page.list.filter((m) => m.id !== id),
  })),
});
