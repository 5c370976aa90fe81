import type { LoadFigures } from './load.js';

type Cell = string | number;

const show = (cell: Cell): string =>
  typeof cell === 'number' ? cell.toLocaleString('en-US', { maximumFractionDigits: 1 }) : cell;

/** A plain text table: first column left-aligned, the others right-aligned. */
export const formatTable = (headers: string[], rows: Cell[][]): string => {
  const text = [headers, ...rows.map((row) => row.map(show))];
  const widths = headers.map((_, i) => Math.max(...text.map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)));
  const rule = widths.map((w) => '-'.repeat(w));
  return [line(text[0] ?? []), rule, ...text.slice(1).map(line)]
    .map((r) => r.join('  '))
    .join('\n');
};

/** a / b, or NaN when b is not a positive number. */
export const ratio = (a: number, b: number): number => (b > 0 ? a / b : Number.NaN);

/** "goal: <text>  ... PASS" (or the given failing word). Printing only: never fails a run. */
export const goalLine = (text: string, met: boolean, failWord = 'BELOW'): string =>
  `goal: ${text}  ->  ${met ? 'PASS' : failWord}`;

export const loadTable = (rows: LoadFigures[]): string =>
  formatTable(
    ['route', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors'],
    rows.map((r) => [r.label, Math.round(r.rps), r.p50Ms, r.p99Ms, r.requests, r.non2xx, r.errors]),
  );

/** Warns when a run counted failures: its rate then measures error answers, not the route. */
export const failureWarnings = (rows: LoadFigures[]): string[] =>
  rows
    .filter((r) => r.non2xx > 0 || r.errors > 0)
    .map((r) => `WARNING: ${r.label} had ${r.non2xx} non-2xx answers and ${r.errors} errors`);
