import { adminCommissionEndpoints as endpoints } from '@lotto/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../shared/api/call';
import { useTexts } from '../../shared/i18n';
import { useFormatTime } from '../../shared/ui/format';
import { PagedTable, pageQueryOf, usePaging } from '../../shared/ui/PagedTable';
import { StatusTag } from '../../shared/ui/StatusTag';
import { CommissionLines } from './CommissionLines';
import { commissionKeys } from './keys';

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

const Filters = ({ onChange }: { onChange: (f: Filter) => void }) => {
  const S = useTexts().commission;
  return (
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
};

/**
 * The commission the job paid the site's agents, one row per agent and site day, newest first
 * (members.read); a row opens the lines it was summed from.
 */
export const CommissionPage = () => {
  const S = useTexts().commission;
  const formatTime = useFormatTime();
  const paging = usePaging(20);
  const [filter, setFilter] = useState<Filter>({});
  const query = useQuery({
    queryKey: commissionKeys.page(paging.pageNo, filter),
    queryFn: () =>
      call(endpoints.adminCommissionPayouts, { query: { ...pageQueryOf(paging), ...filter } }),
    placeholderData: keepPreviousData,
  });
  return (
    <Card title={S.title} className="commission-page">
      <div className="page-stack">
        <Filters
          onChange={(f) => {
            paging.reset();
            setFilter(f);
          }}
        />
        <PagedTable<Payout>
          query={query}
          rows={query.data?.list}
          paging={{ ...paging, total: query.data?.totalCount }}
          empty={S.empty}
          rowKey={(p) => `${p.agentId}|${p.day}`}
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
      </div>
    </Card>
  );
};
