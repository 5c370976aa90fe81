import { adminReportEndpoints } from '@lotto/contract';
import { Card, DatePicker, Space, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { fill, useTexts } from '../../shared/i18n';
import { AgentsTab } from './AgentsTab';
import { DailyTab } from './DailyTab';
import { defaultRange, type ReportRange, rangeOf, tooFarFrom } from './range';
import { CategoriesTab, VendorsTab } from './VendorsTab';
import { VipTab } from './VipTab';
import './reports.css';

/**
 * The reports: a range of site days (the last 30 by default, at most the contract's limit) and
 * a tab per table, each with its totals, its chart where one helps, and its CSV.
 */
export const ReportsPage = () => {
  const S = useTexts().reports;
  const [range, setRange] = useState<ReportRange>(() => defaultRange(dayjs()));
  return (
    <Card
      title={S.title}
      extra={
        <Space>
          <Typography.Text type="secondary">{S.range}</Typography.Text>
          <DatePicker.RangePicker
            aria-label={S.range}
            allowClear={false}
            value={[dayjs(range.from), dayjs(range.to)]}
            disabledDate={(day, info) => tooFarFrom(day, info.from)}
            onChange={(days) => {
              const [start, end] = days ?? [];
              const next = start && end ? rangeOf(start, end) : null;
              if (next) setRange(next);
            }}
            title={fill(S.rangeHelp, { max: adminReportEndpoints.REPORT_MAX_RANGE_DAYS })}
          />
        </Space>
      }
    >
      <Tabs
        destroyOnHidden
        items={[
          { key: 'daily', label: S.tabs.daily, children: <DailyTab range={range} /> },
          { key: 'vendors', label: S.tabs.vendors, children: <VendorsTab range={range} /> },
          {
            key: 'categories',
            label: S.tabs.categories,
            children: <CategoriesTab range={range} />,
          },
          { key: 'agents', label: S.tabs.agents, children: <AgentsTab range={range} /> },
          { key: 'vip', label: S.tabs.vip, children: <VipTab range={range} /> },
        ]}
      />
    </Card>
  );
};
