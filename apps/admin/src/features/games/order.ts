/** The codes with the one at `index` moved one place up (-1) or down (1); unchanged at an end. */
export const moved = <T>(codes: readonly T[], index: number, by: -1 | 1): T[] => {
  const next = [...codes];
  const to = index + by;
  if (index < 0 || index >= next.length || to < 0 || to >= next.length) return next;
  [next[index], next[to]] = [next[to] as T, next[index] as T];
  return next;
};
