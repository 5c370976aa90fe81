import { type AuditEntry, adminEndpoints } from '@lotto/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../shared/api/call';
import { useTexts } from '../../shared/i18n';
import { useFormatTime } from '../../shared/ui/format';
import { PagedTable, pageQueryOf, usePaging } from '../../shared/ui/PagedTable';
import { auditKeys } from './keys';

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
  const S = useTexts().audit;
  const formatTime = useFormatTime();
  const paging = usePaging(20);
  const [filter, setFilter] = useState<Filter>({});
  const query = useQuery({
    queryKey: auditKeys.page(paging.pageNo, filter),
    queryFn: () => call(adminEndpoints.auditLog, { query: { ...pageQueryOf(paging), ...filter } }),
    placeholderData: keepPreviousData,
  });
  return (
    <Card title={S.title}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Form<Filter>
          layout="inline"
          onFinish={(values) => {
            paging.reset();
            setFilter({
              ...(values.operator?.trim() ? { operator: values.operator.trim() } : {}),
              ...(values.action?.trim() ? { action: values.action.trim() } : {}),
            });
          }}
        >
          <Form.Item name="operator">
            <Input placeholder={S.filterOperator} aria-label={S.filterOperator} allowClear />
          </Form.Item>
          <Form.Item name="action">
            <Input placeholder={S.filterAction} aria-label={S.filterAction} allowClear />
          </Form.Item>
          <Button htmlType="submit">{S.search}</Button>
        </Form>
        <PagedTable<AuditEntry>
          query={query}
          rows={query.data?.list}
          paging={{ ...paging, total: query.data?.totalCount }}
          empty={S.empty}
          rowKey="id"
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
      </Space>
    </Card>
  );
};
