import { describe, expect, it } from 'vitest';
import { lotoTable } from './loto-table';

describe('lotoTable', () => {
  it('groups the last two digits of every number by head, tails ascending and repeated', () => {
    const rows = lotoTable([['12345'], ['67890', '00007'], ['45', '05', '99']]);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual({ head: 0, tails: [5, 7] });
    expect(rows[4]).toEqual({ head: 4, tails: [5, 5] });
    expect(rows[9]).toEqual({ head: 9, tails: [0, 9] });
    expect(rows[1]).toEqual({ head: 1, tails: [] });
    expect(rows.flatMap((row) => row.tails)).toHaveLength(6);
  });
});
