import { PlusOutlined } from '@ant-design/icons';
import { ADMIN_ROLES, type AdminRole, adminOperatorEndpoints as endpoints } from '@lotto/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { call } from '../../shared/api/call';
import { fill, useTexts } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { useFormatTime } from '../../shared/ui/format';
import { PagedTable, pageQueryOf, usePaging } from '../../shared/ui/PagedTable';
import { StatusTag } from '../../shared/ui/StatusTag';
import { CreateOperatorDialog } from './CreateOperatorDialog';
import { operatorKeys } from './keys';
import { OperatorDrawer } from './OperatorDrawer';
import { type Secrets, SecretsDialog } from './SecretsDialog';

interface Filter {
  q?: string;
  role?: AdminRole;
}

/** The back office's operators (owner only): find, create, and manage one in a drawer. */
export const OperatorsPage = () => {
  const texts = useTexts();
  const S = texts.operators;
  const formatTime = useFormatTime();
  const { message } = App.useApp();
  const { operator: me } = useSession();
  const paging = usePaging(20);
  const [filter, setFilter] = useState<Filter>({});
  const [creating, setCreating] = useState(false);
  const [managing, setManaging] = useState<number | null>(null);
  const [secrets, setSecrets] = useState<Secrets | null>(null);
  const query = useQuery({
    queryKey: operatorKeys.list(filter, paging.pageNo),
    queryFn: () => call(endpoints.listOperators, { query: { ...pageQueryOf(paging), ...filter } }),
    placeholderData: keepPreviousData,
  });
  return (
    <Card
      title={S.title}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {S.create}
        </Button>
      }
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Form<{ q?: string; role?: AdminRole | '' }>
          layout="inline"
          initialValues={{ role: '' }}
          onFinish={(values) => {
            paging.reset();
            setFilter({
              ...(values.q?.trim() ? { q: values.q.trim() } : {}),
              ...(values.role ? { role: values.role } : {}),
            });
          }}
        >
          <Form.Item name="q">
            <Input placeholder={S.search} aria-label={S.search} allowClear maxLength={40} />
          </Form.Item>
          <Form.Item name="role">
            <Select
              aria-label={S.role}
              style={{ width: 160 }}
              options={[
                { value: '', label: S.anyRole },
                ...ADMIN_ROLES.map((r) => ({ value: r, label: texts.roles[r] })),
              ]}
            />
          </Form.Item>
          <Button htmlType="submit">{S.show}</Button>
        </Form>
        <PagedTable<endpoints.OperatorSummary>
          query={query}
          rows={query.data?.list}
          paging={{ ...paging, total: query.data?.totalCount }}
          empty={S.empty}
          rowKey="id"
          columns={[
            {
              title: S.username,
              dataIndex: 'username',
              render: (name: string, o) => (
                <Space size={4}>
                  {name}
                  {o.id === me?.id && <Tag>{S.you}</Tag>}
                </Space>
              ),
            },
            { title: S.role, dataIndex: 'role', render: (r: AdminRole) => texts.roles[r] },
            {
              title: S.status,
              dataIndex: 'disabled',
              render: (d: boolean) => (
                <StatusTag tone={d ? 'bad' : 'good'}>{d ? S.disabled : S.enabled}</StatusTag>
              ),
            },
            { title: S.created, dataIndex: 'createdAt', render: formatTime },
            {
              title: S.lastSignIn,
              dataIndex: 'lastSignInAt',
              render: (at: number | null) => (at === null ? S.never : formatTime(at)),
            },
            {
              title: S.totp,
              dataIndex: 'totpSetUp',
              render: (set: boolean) => (
                <StatusTag tone={set ? 'good' : 'wait'}>
                  {set ? S.totpSetUp : S.totpPending}
                </StatusTag>
              ),
            },
            {
              title: '',
              width: 100,
              render: (_, o) => (
                <Button size="small" onClick={() => setManaging(o.id)}>
                  {S.manage}
                </Button>
              ),
            },
          ]}
        />
      </Space>
      <CreateOperatorDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(answer) => {
          setCreating(false);
          void message.success(fill(S.createdDone, { name: answer.operator.username }));
          setSecrets({
            username: answer.operator.username,
            totp: answer.totp,
            password: answer.password,
          });
        }}
      />
      <OperatorDrawer id={managing} onClose={() => setManaging(null)} onSecrets={setSecrets} />
      <SecretsDialog secrets={secrets} onDone={() => setSecrets(null)} />
    </Card>
  );
};
