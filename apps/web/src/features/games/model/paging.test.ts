import { describe, expect, it } from 'vitest';
import {
  columnsFor,
  createThrottle,
  flattenPages,
  hasMoreOf,
  nearBottom,
  nextPageOf,
} from './paging';

const page = (pageNum: number, totalPages: number, ids: string[] = []) => ({
  items: ids.map((nodeId) => ({ nodeId })),
  pageNum,
  totalPages,
});

describe('game list paging', () => {
  it('asks for the next page while pageNum is below totalPages', () => {
    expect(nextPageOf('all', page(1, 14))).toBe(2);
    expect(nextPageOf('fav', page(13, 14))).toBe(14);
    expect(nextPageOf('all', page(14, 14))).toBeUndefined();
    expect(nextPageOf('recent', page(1, 0))).toBeUndefined();
  });

  it('loads one page only on the hot tab', () => {
    expect(nextPageOf('hot', page(1, 3))).toBeUndefined();
  });

  it('has no more after a failed page load', () => {
    expect(hasMoreOf(true, false)).toBe(true);
    expect(hasMoreOf(true, true)).toBe(false);
    expect(hasMoreOf(false, false)).toBe(false);
  });

  it('triggers within 500 px of the bottom', () => {
    const box = { viewportHeight: 844, documentHeight: 5000 };
    expect(nearBottom({ ...box, scrollY: 3655 })).toBe(false);
    expect(nearBottom({ ...box, scrollY: 3656 })).toBe(true);
    expect(nearBottom({ scrollY: 0, viewportHeight: 844, documentHeight: 900 })).toBe(true);
  });

  it('lets a load through at most once per second', () => {
    let now = 10_000;
    const gate = createThrottle(1000, () => now);
    expect(gate.pass()).toBe(0);
    now += 400;
    expect(gate.pass()).toBe(600);
    now += 600;
    expect(gate.pass()).toBe(0);
    now += 999;
    expect(gate.pass()).toBe(1);
  });

  it('lays out 3 tiles a row on a phone and 4 on wider screens', () => {
    expect(columnsFor(390)).toBe(3);
    expect(columnsFor(560)).toBe(4);
  });

  it('keeps each game once when pages overlap', () => {
    const items = flattenPages([page(1, 2, ['1', '2', '3']), page(2, 2, ['3', '4'])]);
    expect(items.map((i) => i.nodeId)).toEqual(['1', '2', '3', '4']);
  });
});
