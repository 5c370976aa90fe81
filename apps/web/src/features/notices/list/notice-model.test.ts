import type { NoticePage } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import { entriesOf, nextPageOf, noticeIdOf, withRead } from './notice-model';

const entry = (id: number, read: boolean | null) => ({
  id,
  type: 'PL' as const,
  title: `Notice ${id}`,
  summary: '',
  publishedAt: 0,
  read,
});
const page = (pageNum: number, ids: number[], totalPages = 2): NoticePage => ({
  list: ids.map((id) => entry(id, false)),
  pageNum,
  totalPages,
  totalCount: 4,
  unreadCount: 4,
});

describe('the notice id of the address', () => {
  it('takes a positive whole number and nothing else', () => {
    const idOf = (query: string) => noticeIdOf(new URLSearchParams(query));
    expect(idOf('id=12')).toBe(12);
    expect(idOf('id=2147483647')).toBe(2147483647);
    for (const bad of ['', 'id=', 'id=0', 'id=-3', 'id=1.5', 'id=abc', 'id=012', 'id=2147483648']) {
      expect(idOf(bad)).toBeNull();
    }
  });
});

describe('the list pages', () => {
  it('ask for the next page until the last', () => {
    expect(nextPageOf(page(1, [1, 2]))).toBe(2);
    expect(nextPageOf(page(2, [3, 4]))).toBeUndefined();
    expect(nextPageOf(page(1, [], 0))).toBeUndefined();
  });

  it('mark one entry read on every page and take the new count', () => {
    const data = { pages: [page(1, [1, 2]), page(2, [3, 4])], pageParams: [1, 2] };
    const marked = withRead(data, 3, 3);
    expect(entriesOf(marked.pages).map((e) => [e.id, e.read])).toEqual([
      [1, false],
      [2, false],
      [3, true],
      [4, false],
    ]);
    expect(marked.pages.map((p) => p.unreadCount)).toEqual([3, 3]);
    expect(marked.pageParams).toEqual([1, 2]);
    expect(entriesOf(data.pages)[2]?.read).toBe(false); // the cached data is not changed in place
  });
});
