import { adminReportEndpoints as endpoints } from '@lotto/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Space } from 'antd';
import { lazy, Suspense } from 'react';
import { call } from '../../shared/api/call';
import { useTexts } from '../../shared/i18n';
import { PagedTable } from '../../shared/ui/PagedTable';
import { CsvButton } from './CsvButton';
import { type FigureKey, figureColumn, isQuiet, TotalsRow } from './figures';
import { reportKeys } from './keys';
import type { ReportRange } from './range';

/** uPlot is loaded with the charts only, when the daily tab first shows. */
const DailyCharts = lazy(() => import('./DailyCharts'));

export const DAILY_FIGURES: readonly FigureKey[] = [
  'activeMembers',
  'newMembers',
  'firstDeposits',
  'firstDepositAmount',
  'deposits',
  'depositCount',
  'withdrawals',
  'withdrawalCount',
  'bets',
  'stake',
  'validStake',
  'payout',
  'ggr',
  'bonuses',
  'rebates',
  'commissions',
  'ngr',
];

type Day = endpoints.DailyReport['rows'][number];

/** Per site day: the charts, then every day's figures with the range's totals. */
export const DailyTab = ({ range }: { range: ReportRange }) => {
  const S = useTexts().reports;
  const report = useQuery({
    queryKey: reportKeys.table('daily', range),
    queryFn: () => call(endpoints.daily, { query: range }),
    placeholderData: keepPreviousData,
  });
  // The server lists every day, zeros included (for the charts); a range with nothing in it
  // says so instead of a column of zeros.
  const quiet = report.data !== undefined && isQuiet(report.data.totals);
  const rows = quiet ? [] : report.data?.rows;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space>
        <CsvButton endpoint={endpoints.dailyCsv} query={range} />
      </Space>
      {rows && rows.length > 0 && (
        <Suspense fallback={null}>
          <DailyCharts days={rows} />
        </Suspense>
      )}
      <PagedTable<Day>
        className="report-table"
        query={report}
        rows={rows}
        empty={S.empty}
        rowKey="day"
        scroll={{ x: 'max-content' }}
        columns={[
          { title: S.day, dataIndex: 'day', fixed: 'left', width: 96 },
          ...DAILY_FIGURES.map((f) => figureColumn<Day>(f, S)),
        ]}
        summary={() =>
          report.data && !quiet ? (
            <TotalsRow
              figures={DAILY_FIGURES}
              totals={report.data.totals}
              leading={1}
              label={S.total}
            />
          ) : null
        }
      />
    </Space>
  );
};
