import { adminCommissionEndpoints as endpoints } from '@lotto/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../api';
import { STRINGS } from '../strings';
import { CommissionLines } from './CommissionLines';
import { formatTime, QueryState, StatusTag } from './common';

const S = STRINGS.commission;
const PAGE_SIZE = 20;
type Payout = endpoints.AdminCommissionPayout;

interface Filter {
  from?: string;
  to?: string;
  username?: string;
}

/** Only the filled fields, trimmed: an empty one filters nothing. */
const filterOf = (values: Filter): Filter =>
  Object.fromEntries(
    Object.entries(values)
      .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])
      .filter(([, v]) => v),
  );

const Filters = ({ onChange }: { onChange: (f: Filter) => void }) => (
  <Form<Filter> layout="inline" onFinish={(values) => onChange(filterOf(values))}>
    <Form.Item name="from" label={S.from}>
      <Input type="date" />
    </Form.Item>
    <Form.Item name="to" label={S.to}>
      <Input type="date" />
    </Form.Item>
    <Form.Item name="username" label={S.agent}>
      <Input placeholder={S.agentPlaceholder} allowClear />
    </Form.Item>
    <Button htmlType="submit" type="primary">
      {S.search}
    </Button>
  </Form>
);

/**
 * The commission the job paid the site's agents, one row per agent and site day, newest first
 * (members.read); a row opens the lines it was summed from.
 */
export const CommissionPage = () => {
  const [pageNo, setPageNo] = useState(1);
  const [filter, setFilter] = useState<Filter>({});
  const query = useQuery({
    queryKey: ['agent-commission', pageNo, filter],
    queryFn: () =>
      call(endpoints.adminCommissionPayouts, { query: { pageNo, pageSize: PAGE_SIZE, ...filter } }),
    placeholderData: keepPreviousData,
  });
  return (
    <Card title={S.title} className="commission-page">
      <div className="page-stack">
        <Filters
          onChange={(f) => {
            setPageNo(1);
            setFilter(f);
          }}
        />
        <QueryState
          loading={query.isPending}
          error={query.error}
          retry={() => void query.refetch()}
        >
          <Table<Payout>
            rowKey={(p) => `${p.agentId}|${p.day}`}
            size="small"
            dataSource={query.data?.list ?? []}
            locale={{ emptyText: S.empty }}
            pagination={{
              current: pageNo,
              pageSize: PAGE_SIZE,
              total: query.data?.totalCount ?? 0,
              onChange: setPageNo,
              showSizeChanger: false,
            }}
            expandable={{
              expandedRowRender: (p) => <CommissionLines agentId={p.agentId} day={p.day} />,
            }}
            columns={[
              { title: S.day, dataIndex: 'day' },
              {
                title: S.agent,
                render: (_, p) => <Link to={`/members/${p.agentId}`}>{p.username}</Link>,
              },
              { title: S.validStake, dataIndex: 'validStake', align: 'right' },
              { title: S.amount, dataIndex: 'amount', align: 'right' },
              {
                title: S.status,
                render: (_, p) => (
                  <StatusTag tone={p.status === 'paid' ? 'good' : 'off'}>
                    {S.statuses[p.status]}
                  </StatusTag>
                ),
              },
              { title: S.paidAt, dataIndex: 'paidAt', render: formatTime },
            ]}
          />
        </QueryState>
      </div>
    </Card>
  );
};
