import type { adminReportEndpoints } from '@lotto/contract';
import { Table, type TableColumnType, Tooltip } from 'antd';
import type { Dictionary } from '../../shared/i18n';

/** Every figure a report's row may carry (docs/reports.md gives their definitions). */
export type FigureKey = keyof adminReportEndpoints.ReportFigures;

const MONEY: ReadonlySet<FigureKey> = new Set<FigureKey>([
  'firstDepositAmount',
  'deposits',
  'withdrawals',
  'stake',
  'validStake',
  'payout',
  'ggr',
  'bonuses',
  'rebates',
  'commissions',
  'ngr',
]);

/** The figures whose loss the operator must see at a glance. */
const SIGNED: ReadonlySet<FigureKey> = new Set<FigureKey>(['ggr', 'ngr']);

/** A 2-decimal amount with its thousands grouped: "-12345.60" → "-12,345.60". */
export const groupDigits = (value: string): string => {
  const [whole = '', fraction] = value.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
};

/** A figure's cell: grouped digits, red when a GGR or NGR is a loss. */
export const FigureValue = ({ figure, value }: { figure: FigureKey; value: string | number }) => {
  const text = typeof value === 'number' ? groupDigits(String(value)) : groupDigits(value);
  const negative = SIGNED.has(figure) && String(value).startsWith('-');
  return <span className={negative ? 'report-negative' : undefined}>{text}</span>;
};

/** A figure's column: its short name, its definition as a tooltip, the number right-aligned. */
export const figureColumn = <T extends object>(
  figure: FigureKey,
  S: Dictionary['reports'],
): TableColumnType<T> => ({
  key: figure,
  dataIndex: figure,
  align: 'right',
  title: (
    <Tooltip title={S.definitions[figure]}>
      <span className="report-figure-title">{S.figures[figure]}</span>
    </Tooltip>
  ),
  render: (value: string | number) => <FigureValue figure={figure} value={value} />,
  ...(MONEY.has(figure) ? {} : { width: 72 }),
});

/**
 * The totals as the table's last row, under the columns they belong to; `leading` cells (the
 * row's name columns) come first, the first of them saying "Total".
 */
export const TotalsRow = ({
  figures,
  totals,
  leading,
  label,
}: {
  figures: readonly FigureKey[];
  totals: Partial<Record<FigureKey, string | number>>;
  leading: number;
  label: string;
}) => (
  <Table.Summary fixed="bottom">
    <Table.Summary.Row className="report-totals">
      <Table.Summary.Cell index={0} colSpan={leading}>
        <strong>{label}</strong>
      </Table.Summary.Cell>
      {figures.map((figure, i) => {
        const value = totals[figure];
        return (
          <Table.Summary.Cell key={figure} index={leading + i} align="right">
            {value === undefined ? '' : <FigureValue figure={figure} value={value} />}
          </Table.Summary.Cell>
        );
      })}
    </Table.Summary.Row>
  </Table.Summary>
);

/** Whether a range had nothing at all to count (the daily table still lists its days). */
export const isQuiet = (totals: Partial<Record<FigureKey, string | number>>): boolean =>
  Object.values(totals).every((v) => Number(v) === 0);
