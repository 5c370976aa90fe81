import type { InboxItem, InboxPage } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import { messageIdOf, nextPageOf, withoutMessage, withRead } from './inbox-model';

const item = (id: number, read: boolean): InboxItem => ({
  id,
  kind: 'operator',
  title: `M${id}`,
  summary: '',
  sentAt: 0,
  read,
});
const page = (list: InboxItem[], unreadCount: number): InboxPage => ({
  list,
  pageNum: 1,
  totalPages: 1,
  totalCount: list.length,
  unreadCount,
});

describe('the inbox model', () => {
  it('reads a message id from the address, or none', () => {
    expect(messageIdOf(new URLSearchParams('id=42'))).toBe(42);
    for (const bad of ['', 'id=0', 'id=-1', 'id=1.5', 'id=abc', `id=${2 ** 31}`]) {
      expect(messageIdOf(new URLSearchParams(bad)), bad).toBeNull();
    }
  });

  it('pages on while pages are left', () => {
    expect(nextPageOf({ ...page([], 0), pageNum: 1, totalPages: 2 })).toBe(2);
    expect(nextPageOf({ ...page([], 0), pageNum: 2, totalPages: 2 })).toBeUndefined();
  });

  it('marks a message read, dropping the count only if it was unread', () => {
    const data = { pages: [page([item(1, false), item(2, true)], 1)] };
    const once = withRead(data, 1);
    expect(once.pages[0]?.list.map((m) => m.read)).toEqual([true, true]);
    expect(once.pages[0]?.unreadCount).toBe(0);
    expect(withRead(once, 1).pages[0]?.unreadCount).toBe(0);
  });

  it('drops a deleted message and takes the server’s count', () => {
    const data = { pages: [page([item(1, false), item(2, false)], 2)] };
    const after = withoutMessage(data, 2, 1);
    expect(after.pages[0]?.list.map((m) => m.id)).toEqual([1]);
    expect(after.pages[0]).toMatchObject({ unreadCount: 1, totalCount: 1 });
  });
});
