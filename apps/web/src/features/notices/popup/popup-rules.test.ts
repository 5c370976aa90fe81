import { beforeEach, describe, expect, it } from 'vitest';
import {
  addSeen,
  hasNew,
  popupDue,
  popupEntries,
  popupVariant,
  readSeen,
  stepWithin,
  writeSeen,
} from './popup-rules';

const list = [
  { id: 1, title: 'a', content: '<p>a</p>', execution: 'A' as const },
  { id: 2, title: 'b', content: '<p>b</p>', execution: 'B' as const },
  { id: 3, title: 'f', content: '<p>f</p>', execution: 'F' as const },
];

describe('popup rules', () => {
  beforeEach(() => localStorage.clear());

  it('pick the variant by session alone', () => {
    expect(popupVariant(true)).toBe('A');
    expect(popupVariant(false)).toBe('B');
  });

  it('show A to members, F only on a first login, B to visitors', () => {
    const ids = (items: { id: number }[]) => items.map((i) => i.id);
    expect(ids(popupEntries(list, { present: true, firstLogin: false }))).toEqual([1]);
    expect(ids(popupEntries(list, { present: true, firstLogin: true }))).toEqual([1, 3]);
    expect(ids(popupEntries(list, { present: false, firstLogin: true }))).toEqual([2]);
  });

  it('show again only when a title or content is new', () => {
    const seen = [{ title: 'a', content: '<p>a</p>' }];
    expect(hasNew(seen, [{ title: 'a', content: '<p>a</p>' }])).toBe(false);
    expect(hasNew(seen, [])).toBe(false);
    expect(hasNew(seen, [{ title: 'a', content: '<p>changed</p>' }])).toBe(true);
    expect(hasNew(seen, [...seen, { title: 'n', content: 'n' }])).toBe(true);
    expect(hasNew([], seen)).toBe(true);
  });

  it('keep one stored list per variant, title and content only', () => {
    writeSeen('A', [list[0] as (typeof list)[0]]);
    expect(readSeen('A')).toEqual([{ title: 'a', content: '<p>a</p>' }]);
    expect(readSeen('B')).toEqual([]);
    localStorage.setItem('POPUP_NOTICE_B', '{broken');
    expect(readSeen('B')).toEqual([]);
  });

  it('page within the bounds', () => {
    expect(stepWithin(0, -1, 3)).toBe(0);
    expect(stepWithin(0, 1, 3)).toBe(1);
    expect(stepWithin(2, 1, 3)).toBe(2);
    expect(stepWithin(0, 1, 0)).toBe(0);
  });

  it('keeps what was seen in one language seen after the same list comes in another', () => {
    const english = [{ title: 'Welcome', content: '<p>Hi</p>' }];
    const burmese = [{ title: 'ကြိုဆိုပါသည်', content: '<p>မင်္ဂလာပါ</p>' }];
    const seen = addSeen(addSeen([], english), burmese);
    expect(hasNew(seen, english)).toBe(false);
    expect(hasNew(seen, burmese)).toBe(false);
    expect(addSeen(seen, english)).toHaveLength(2);
  });
});

describe('one popup a visit', () => {
  it('opens the announcements first, else the latest news, and nothing once one was shown', () => {
    const due = (announcement: boolean, news: boolean, shownThisVisit: boolean) =>
      popupDue({ announcement, news, shownThisVisit });
    expect(due(true, true, false)).toBe('announcement');
    expect(due(false, true, false)).toBe('news');
    expect(due(false, false, false)).toBeNull();
    expect(due(true, true, true)).toBeNull();
  });
});
