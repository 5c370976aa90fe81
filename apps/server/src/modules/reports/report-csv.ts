/**
 * A report table as CSV (RFC 4180: commas, CRLF, quotes doubled). A cell a spreadsheet would
 * read as a formula (starting with = + - @, or a tab or carriage return) is written with a
 * leading apostrophe; plain numbers, negative amounts included, are left as they are, as no
 * spreadsheet runs them.
 */

const NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA = /^[=+\-@\t\r]/;

export const csvCell = (value: string | number | null): string => {
  let text = value === null ? '' : String(value);
  if (FORMULA.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The rows under a header of their keys (the first row's, or `columns`). */
export const toCsv = (
  columns: readonly string[],
  rows: readonly Record<string, string | number | null>[],
): string =>
  [columns, ...rows.map((row) => columns.map((c) => row[c] ?? null))]
    .map((cells) => cells.map(csvCell).join(','))
    .join('\r\n')
    .concat('\r\n');
