import { adminEndpoints, type MemberSummary } from '@lotto/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Input, Table } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { call } from '../api';
import { fill, STRINGS } from '../strings';
import { formatTime, QueryState, StatusTag } from './common';

const S = STRINGS.members;

/** Search by account name, mobile number or id; the query lives in the address. */
export const MembersPage = () => {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const query = useQuery({
    queryKey: ['members', 'search', q],
    queryFn: () => call(adminEndpoints.searchMembers, { query: { q } }),
    enabled: q.length > 0,
  });
  return (
    <Card title={S.title}>
      <Input.Search
        placeholder={S.searchPlaceholder}
        enterButton={S.search}
        defaultValue={q}
        allowClear
        size="large"
        style={{ maxWidth: 520, marginBottom: 16 }}
        onSearch={(value) => setParams(value.trim() ? { q: value.trim() } : {})}
        aria-label={S.searchPlaceholder}
      />
      {q.length === 0 ? (
        <Empty description={S.hint} />
      ) : (
        <QueryState
          loading={query.isPending}
          error={query.error}
          retry={() => void query.refetch()}
        >
          <Table<MemberSummary>
            rowKey="id"
            dataSource={query.data?.list ?? []}
            locale={{ emptyText: fill(S.none, { q }) }}
            pagination={false}
            columns={[
              { title: S.id, dataIndex: 'id', width: 90 },
              {
                title: S.username,
                dataIndex: 'username',
                render: (name: string, m) => <Link to={`/members/${m.id}`}>{name}</Link>,
              },
              { title: S.mobile, dataIndex: 'mobile', render: (v: string | null) => v ?? '—' },
              { title: S.type, dataIndex: 'type' },
              {
                title: S.status,
                dataIndex: 'status',
                render: (s: string) => (
                  <StatusTag tone={s === 'active' ? 'good' : 'bad'}>{s}</StatusTag>
                ),
              },
              { title: S.joined, dataIndex: 'createdAt', render: formatTime },
            ]}
          />
        </QueryState>
      )}
    </Card>
  );
};
