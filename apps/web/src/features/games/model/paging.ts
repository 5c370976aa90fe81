import { TIMINGS } from '@lotto/contract';
import type { LobbyTab } from './lobby-state';

/**
 * Paging rules of the game list (spec/02 sections 4 and 9): next page while pageNum <
 * totalPages, the hot tab one page only, loading within 500 px of the bottom at most once a
 * second, and a failed page that ends paging without a word.
 */

export interface PageOf<T> {
  items: T[];
  pageNum: number;
  totalPages: number;
}

export const nextPageOf = <T>(tab: LobbyTab, last: PageOf<T>): number | undefined =>
  tab !== 'hot' && last.pageNum < last.totalPages ? last.pageNum + 1 : undefined;

/** hasMore: a next page exists and the last page load did not fail. */
export const hasMoreOf = (hasNextPage: boolean, nextPageFailed: boolean) =>
  hasNextPage && !nextPageFailed;

export interface ScrollBox {
  scrollY: number;
  viewportHeight: number;
  documentHeight: number;
}
export const nearBottom = (box: ScrollBox, trigger: number = TIMINGS.infiniteScrollTrigger) =>
  box.documentHeight - (box.scrollY + box.viewportHeight) <= trigger;

/**
 * A gate that opens at most once per `interval` ms: `pass()` answers 0 when it let the call
 * through, else the milliseconds until it would.
 */
export const createThrottle = (
  interval: number = TIMINGS.infiniteScrollThrottle,
  now: () => number = Date.now,
) => {
  let last = Number.NEGATIVE_INFINITY;
  return {
    pass(): number {
      const wait = last + interval - now();
      if (wait > 0) return wait;
      last = now();
      return 0;
    },
  };
};

/** Tiles per row: 3 on a phone, 4 from 480 px. */
export const columnsFor = (width: number) => (width >= 480 ? 4 : 3);

/** All games of the loaded pages, each once (a page may shift after a favourite is removed). */
export const flattenPages = <T extends { nodeId: string }>(pages: readonly PageOf<T>[]): T[] => {
  const seen = new Set<string>();
  const items: T[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      if (seen.has(item.nodeId)) continue;
      seen.add(item.nodeId);
      items.push(item);
    }
  }
  return items;
};
