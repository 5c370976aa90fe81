import {
  adminContentEndpoints,
  type HotMatchBoard,
  type HotMatchChoice,
  type HotMatchRow,
} from '@lotto/contract';

/**
 * The hot-match page's choice as the operator changes it, before it is saved: the same order
 * the server gives home (pinned in their places, then the others by kick-off, hidden left out),
 * so the page shows each match's place on the strip as it will be.
 */

export const PINNED_MAX = adminContentEndpoints.HOT_MATCH_PICKS.pinnedMax;

/** The saved choice of a board. */
export const choiceOf = (board: HotMatchBoard): HotMatchChoice => ({
  pinned: board.list
    .filter((m) => m.pinned !== null)
    .sort((a, b) => (a.pinned ?? 0) - (b.pinned ?? 0))
    .map((m) => m.matchId),
  hidden: board.list.filter((m) => m.hidden).map((m) => m.matchId),
});

/** The board's matches under a choice: pinned first in their order, then by kick-off. */
export const orderedRows = (rows: readonly HotMatchRow[], choice: HotMatchChoice) => {
  const byId = new Map(rows.map((m) => [m.matchId, m]));
  const pinned = choice.pinned.flatMap((id) => byId.get(id) ?? []);
  const others = rows
    .filter((m) => !choice.pinned.includes(m.matchId))
    .sort((a, b) => a.kickOffAt - b.kickOffAt || a.matchId - b.matchId);
  return [...pinned, ...others];
};

/** Each match's place on the strip (1 first) under a choice; absent when not on it. */
export const stripPlaces = (
  rows: readonly HotMatchRow[],
  choice: HotMatchChoice,
  size: number,
): Map<number, number> =>
  new Map(
    orderedRows(rows, choice)
      .filter((m) => !choice.hidden.includes(m.matchId))
      .slice(0, size)
      .map((m, i) => [m.matchId, i + 1]),
  );

/** Pins a match last (showing it again if hidden), or unpins it. Null when the pins are full. */
export const togglePin = (choice: HotMatchChoice, id: number): HotMatchChoice | null => {
  if (choice.pinned.includes(id)) {
    return { ...choice, pinned: choice.pinned.filter((p) => p !== id) };
  }
  if (choice.pinned.length >= PINNED_MAX) return null;
  return { pinned: [...choice.pinned, id], hidden: choice.hidden.filter((h) => h !== id) };
};

/** Hides a match (unpinning it), or shows it again. */
export const toggleHidden = (choice: HotMatchChoice, id: number): HotMatchChoice =>
  choice.hidden.includes(id)
    ? { ...choice, hidden: choice.hidden.filter((h) => h !== id) }
    : { pinned: choice.pinned.filter((p) => p !== id), hidden: [...choice.hidden, id] };

/** Moves a pinned match one place up (-1) or down (+1). */
export const movePin = (choice: HotMatchChoice, id: number, by: -1 | 1): HotMatchChoice => {
  const from = choice.pinned.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= choice.pinned.length) return choice;
  const pinned = [...choice.pinned];
  pinned.splice(from, 1);
  pinned.splice(to, 0, id);
  return { ...choice, pinned };
};

export const sameChoice = (a: HotMatchChoice, b: HotMatchChoice) =>
  a.pinned.join() === b.pinned.join() &&
  [...a.hidden].sort().join() === [...b.hidden].sort().join();
