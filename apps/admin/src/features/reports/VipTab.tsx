import { adminReportEndpoints as endpoints } from '@lotto/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Space } from 'antd';
import { call } from '../../shared/api/call';
import { fill, useTexts } from '../../shared/i18n';
import { PagedTable } from '../../shared/ui/PagedTable';
import { CsvButton } from './CsvButton';
import { DAILY_FIGURES } from './DailyTab';
import { figureColumn, TotalsRow } from './figures';
import { reportKeys } from './keys';
import type { ReportRange } from './range';

type LevelRow = endpoints.VipReport['rows'][number];

/** By the VIP level members are at now: every figure the daily table has. */
export const VipTab = ({ range }: { range: ReportRange }) => {
  const S = useTexts().reports;
  const report = useQuery({
    queryKey: reportKeys.table('vip', range),
    queryFn: () => call(endpoints.vipLevels, { query: range }),
    placeholderData: keepPreviousData,
  });
  const rows = report.data?.rows;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <CsvButton endpoint={endpoints.vipLevelsCsv} query={range} />
      <PagedTable<LevelRow>
        className="report-table"
        query={report}
        rows={rows}
        empty={S.empty}
        rowKey="level"
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: S.level,
            dataIndex: 'level',
            fixed: 'left',
            width: 80,
            render: (level: number) => fill(S.levelName, { level }),
          },
          ...DAILY_FIGURES.map((f) => figureColumn<LevelRow>(f, S)),
        ]}
        summary={() =>
          report.data && report.data.rows.length > 0 ? (
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
