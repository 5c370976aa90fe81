import { type AuditEntry, adminEndpoints } from '@lotto/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../api';
import { STRINGS } from '../strings';
import { formatTime, QueryState } from './common';

const S = STRINGS.audit;
const PAGE_SIZE = 20;

interface Filter {
  operator?: string;
  action?: string;
}

const Json = ({ value }: { value: unknown }) =>
  value === null || value === undefined ? (
    <Typography.Text type="secondary">—</Typography.Text>
  ) : (
    <pre className="json-block">{JSON.stringify(value, null, 1)}</pre>
  );

/** Who did what, before and after, when and from where (owner only). */
export const AuditPage = () => {
  const [pageNo, setPageNo] = useState(1);
  const [filter, setFilter] = useState<Filter>({});
  const query = useQuery({
    queryKey: ['audit', pageNo, filter],
    queryFn: () =>
      call(adminEndpoints.auditLog, { query: { pageNo, pageSize: PAGE_SIZE, ...filter } }),
    placeholderData: keepPreviousData,
  });
  return (
    <Card title={S.title}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Form<Filter>
          layout="inline"
          onFinish={(values) => {
            setPageNo(1);
            setFilter({
              ...(values.operator ? { operator: values.operator.trim() } : {}),
              ...(values.action ? { action: values.action.trim() } : {}),
            });
          }}
        >
          <Form.Item name="operator">
            <Input placeholder={S.filterOperator} allowClear />
          </Form.Item>
          <Form.Item name="action">
            <Input placeholder={S.filterAction} allowClear />
          </Form.Item>
          <Button htmlType="submit">{S.search}</Button>
        </Form>
        <QueryState
          loading={query.isPending}
          error={query.error}
          retry={() => void query.refetch()}
        >
          <Table<AuditEntry>
            rowKey="id"
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
              expandedRowRender: (e) => (
                <Space align="start" size="large">
                  <div>
                    <Typography.Text strong>{S.before}</Typography.Text>
                    <Json value={e.before} />
                  </div>
                  <div>
                    <Typography.Text strong>{S.after}</Typography.Text>
                    <Json value={e.after} />
                  </div>
                </Space>
              ),
            }}
            columns={[
              { title: S.when, dataIndex: 'createdAt', render: formatTime, width: 200 },
              { title: S.operator, dataIndex: 'operator' },
              { title: S.action, dataIndex: 'action' },
              {
                title: S.target,
                render: (_, e) => `${e.targetType}${e.targetId ? ` #${e.targetId}` : ''}`,
              },
              {
                title: S.from,
                render: (_, e) => (
                  <Typography.Text type="secondary" title={e.userAgent ?? ''}>
                    {e.ip}
                  </Typography.Text>
                ),
              },
            ]}
          />
        </QueryState>
      </Space>
    </Card>
  );
};
