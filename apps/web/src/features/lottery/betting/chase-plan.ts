/** A chase's plan as the page shows it before placing: each draw's multiple and amount. */
export type ChasePlanKind = 'plain' | 'double';

export const CHASE_DRAWS_MAX = 120;

/** The multiples of a chase's draws: the same each draw, or doubling from the start. */
export const chaseMultiples = (kind: ChasePlanKind, draws: number, start: number): number[] =>
  Array.from({ length: draws }, (_, i) => (kind === 'plain' ? start : start * 2 ** i));

/** What a chase holds up front: every draw's amount (the server holds the same total). */
export const chaseTotalMinor = (
  perMultipleMinor: number,
  kind: ChasePlanKind,
  draws: number,
  start: number,
) =>
  chaseMultiples(kind, draws, start).reduce(
    (sum, multiple) => sum + perMultipleMinor * multiple,
    0,
  );
