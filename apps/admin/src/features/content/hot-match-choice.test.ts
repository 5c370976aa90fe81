import type { HotMatchRow } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import {
  choiceOf,
  movePin,
  orderedRows,
  PINNED_MAX,
  sameChoice,
  stripPlaces,
  toggleHidden,
  togglePin,
} from './hot-match-choice';

const row = (
  matchId: number,
  kickOffAt: number,
  extra: Partial<HotMatchRow> = {},
): HotMatchRow => ({
  matchId,
  league: 'League',
  homeTeam: `Home ${matchId}`,
  awayTeam: `Away ${matchId}`,
  kickOffAt,
  gameName: 'Football',
  pinned: null,
  hidden: false,
  shown: null,
  ...extra,
});
const rows = [row(1, 100), row(2, 200), row(3, 300), row(4, 400)];

describe('the hot-match choice', () => {
  it('reads the saved choice of a board, pins in their places', () => {
    const board = {
      stripSize: 2,
      list: [row(3, 300, { pinned: 2 }), row(4, 400, { pinned: 1 }), row(1, 100, { hidden: true })],
    };
    expect(choiceOf(board)).toEqual({ pinned: [4, 3], hidden: [1] });
  });

  it('orders pinned first, then by kick-off, and places only shown matches on the strip', () => {
    const choice = { pinned: [4, 2], hidden: [1] };
    expect(orderedRows(rows, choice).map((m) => m.matchId)).toEqual([4, 2, 1, 3]);
    expect([...stripPlaces(rows, choice, 3)]).toEqual([
      [4, 1],
      [2, 2],
      [3, 3],
    ]);
    expect([...stripPlaces(rows, { pinned: [], hidden: [] }, 2)]).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it('pins last and unhides, hides and unpins, moves a pin within its list', () => {
    const hidden = toggleHidden({ pinned: [2], hidden: [] }, 2);
    expect(hidden).toEqual({ pinned: [], hidden: [2] });
    expect(togglePin(hidden, 2)).toEqual({ pinned: [2], hidden: [] });
    expect(togglePin({ pinned: [1, 2], hidden: [] }, 1)).toEqual({ pinned: [2], hidden: [] });
    const full = { pinned: Array.from({ length: PINNED_MAX }, (_, i) => i + 10), hidden: [] };
    expect(togglePin(full, 1)).toBeNull();
    expect(movePin({ pinned: [1, 2, 3], hidden: [] }, 3, -1).pinned).toEqual([1, 3, 2]);
    expect(movePin({ pinned: [1, 2, 3], hidden: [] }, 1, -1).pinned).toEqual([1, 2, 3]);
    expect(movePin({ pinned: [1, 2, 3], hidden: [] }, 3, 1).pinned).toEqual([1, 2, 3]);
  });

  it('tells a changed choice from the saved one, hidden in any order', () => {
    expect(sameChoice({ pinned: [1, 2], hidden: [3, 4] }, { pinned: [1, 2], hidden: [4, 3] })).toBe(
      true,
    );
    expect(sameChoice({ pinned: [1, 2], hidden: [] }, { pinned: [2, 1], hidden: [] })).toBe(false);
  });
});
