import { adminReportEndpoints as endpoints } from '@lotto/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Space } from 'antd';
import { call } from '../../shared/api/call';
import { useTexts } from '../../shared/i18n';
import { PagedTable } from '../../shared/ui/PagedTable';
import { CsvButton } from './CsvButton';
import { type FigureKey, figureColumn, TotalsRow } from './figures';
import { GgrBars } from './GgrBars';
import { reportKeys } from './keys';
import type { ReportRange } from './range';

export const BET_FIGURES: readonly FigureKey[] = ['bets', 'stake', 'validStake', 'payout', 'ggr'];

type VendorRow = endpoints.VendorReport['rows'][number];
type CategoryRow = endpoints.CategoryReport['rows'][number];

/** By vendor (and the category its games are in): the GGR ranking and the bet figures. */
export const VendorsTab = ({ range }: { range: ReportRange }) => {
  const S = useTexts().reports;
  const categories = S.categoryNames;
  const report = useQuery({
    queryKey: reportKeys.table('vendors', range),
    queryFn: () => call(endpoints.vendors, { query: range }),
    placeholderData: keepPreviousData,
  });
  const rows = report.data?.rows;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <CsvButton endpoint={endpoints.vendorsCsv} query={range} />
      {rows && rows.length > 0 && (
        <GgrBars
          title={S.charts.ggrByVendor}
          empty={S.empty}
          bars={rows.map((r) => ({ name: `${r.vendor} · ${categories[r.category]}`, ggr: r.ggr }))}
        />
      )}
      <PagedTable<VendorRow>
        className="report-table"
        query={report}
        rows={rows}
        empty={S.empty}
        rowKey={(r) => `${r.vendor}:${r.category}`}
        columns={[
          { title: S.vendor, dataIndex: 'vendor' },
          {
            title: S.category,
            dataIndex: 'category',
            render: (c: VendorRow['category']) => categories[c],
          },
          ...BET_FIGURES.map((f) => figureColumn<VendorRow>(f, S)),
        ]}
        summary={() =>
          report.data && report.data.rows.length > 0 ? (
            <TotalsRow
              figures={BET_FIGURES}
              totals={report.data.totals}
              leading={2}
              label={S.total}
            />
          ) : null
        }
      />
    </Space>
  );
};

/** By game category: the GGR ranking and the bet figures. */
export const CategoriesTab = ({ range }: { range: ReportRange }) => {
  const S = useTexts().reports;
  const categories = S.categoryNames;
  const report = useQuery({
    queryKey: reportKeys.table('categories', range),
    queryFn: () => call(endpoints.categories, { query: range }),
    placeholderData: keepPreviousData,
  });
  const rows = report.data?.rows;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <CsvButton endpoint={endpoints.categoriesCsv} query={range} />
      {rows && rows.length > 0 && (
        <GgrBars
          title={S.charts.ggrByCategory}
          empty={S.empty}
          bars={rows.map((r) => ({ name: categories[r.category], ggr: r.ggr }))}
        />
      )}
      <PagedTable<CategoryRow>
        className="report-table"
        query={report}
        rows={rows}
        empty={S.empty}
        rowKey="category"
        columns={[
          {
            title: S.category,
            dataIndex: 'category',
            render: (c: CategoryRow['category']) => categories[c],
          },
          ...BET_FIGURES.map((f) => figureColumn<CategoryRow>(f, S)),
        ]}
        summary={() =>
          report.data && report.data.rows.length > 0 ? (
            <TotalsRow
              figures={BET_FIGURES}
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
