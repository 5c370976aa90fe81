import { adminEndpoints, type MemberSummary } from '@lotto/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Input } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../shared/api/call';
import { fill, useTexts } from '../../shared/i18n';
import { useFormatTime } from '../../shared/ui/format';
import { PagedTable } from '../../shared/ui/PagedTable';
import { StatusTag } from '../../shared/ui/StatusTag';
import { memberKeys } from './keys';

/** Search by account name, mobile number or id; the query lives in the address. */
export const MembersPage = () => {
  const S = useTexts().members;
  const formatTime = useFormatTime();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const query = useQuery({
    queryKey: memberKeys.search(q),
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
        <PagedTable<MemberSummary>
          query={query}
          rows={query.data?.list}
          empty={fill(S.none, { q })}
          rowKey="id"
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
      )}
    </Card>
  );
};
