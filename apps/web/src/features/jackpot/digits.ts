/**
 * The jackpot figure as the counter draws it: the amount's own digits (never through a float),
 * grouped by thousands with 2 decimals, each digit a wheel that rolls and each mark a glyph
 * that stands.
 */

/** "125000000.00" -> "125,000,000.00"; the answer's amount always has 2 decimals. */
export const groupedAmount = (amount: string): string => {
  const [whole = '0', cents = '00'] = amount.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = whole.replace('-', '').replace(/^0+(?=\d)/, '');
  return `${sign}${digits.replace(/\B(?=(\d{3})+$)/g, ',')}.${cents.padEnd(2, '0').slice(0, 2)}`;
};

export type Glyph =
  | { kind: 'digit'; value: number; key: string }
  | { kind: 'mark'; char: string; key: string };

/**
 * The glyphs of a grouped amount. Keys count from the right (the cents stay the cents), so a
 * figure that gains or loses a digit keeps its other wheels and they roll, not jump.
 */
export const glyphsOf = (grouped: string): Glyph[] => {
  const chars = [...grouped];
  return chars.map((char, i) => {
    const key = String(chars.length - i);
    return /\d/.test(char)
      ? { kind: 'digit', value: Number(char), key }
      : { kind: 'mark', char, key };
  });
};
