/**
 * The "lô" table of a VN draw, as Vietnamese result boards print it beside the prizes: the last
 * two digits of every prize number, grouped by their first digit (the head, "đầu") with the
 * second digits (the tails, "đuôi") in ascending order. A lô bet wins once per number ending in
 * its two digits, so this is where a player looks first.
 */
export interface LotoRow {
  head: number;
  tails: number[];
}

export const lotoTable = (prizes: readonly (readonly string[])[]): LotoRow[] => {
  const rows: LotoRow[] = Array.from({ length: 10 }, (_, head) => ({ head, tails: [] }));
  for (const number of prizes.flat()) {
    const lastTwo = Number(number.slice(-2));
    rows[Math.floor(lastTwo / 10)]?.tails.push(lastTwo % 10);
  }
  for (const row of rows) row.tails.sort((a, b) => a - b);
  return rows;
};
