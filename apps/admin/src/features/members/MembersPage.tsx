import {
  adminEndpoints,
  MEMBER_SEARCH_KINDS,
  type MemberSearchKind,
  type MemberSummary,
} from '@lotto/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Empty, Input, Select, Space } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../shared/api/call';
import { fill, useTexts } from '../../shared/i18n';
import { useFormatTime } from '../../shared/ui/format';
import { PagedTable } from '../../shared/ui/PagedTable';
import { memberKeys } from './keys';
import { MemberStatus, typeName } from './member-labels';

const PAGE_SIZE = 20;
const isKind = (v: string | null): v is MemberSearchKind =>
  (MEMBER_SEARCH_KINDS as readonly (string | null)[]).includes(v);

/**
 * Search by account name, mobile, e-mail, address, device or id; what is searched, how and the
 * page live in the address, so a search can be shared and comes back with the back button.
 */
export const MembersPage = () => {
  const texts = useTexts();
  const S = texts.members;
  const F = texts.memberSearch;
  const formatTime = useFormatTime();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const byParam = params.get('by');
  const by: MemberSearchKind = isKind(byParam) ? byParam : 'name';
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: { q: string; by: MemberSearchKind; page?: number }) =>
    setParams(
      next.q
        ? {
            q: next.q,
            by: next.by,
            ...(next.page && next.page > 1 ? { page: `${next.page}` } : {}),
          }
        : { by: next.by },
    );
  const query = useQuery({
    queryKey: memberKeys.search(by, q, pageNo),
    queryFn: () =>
      call(adminEndpoints.searchMembers, { query: { q, by, pageNo, pageSize: PAGE_SIZE } }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
  return (
    <Card title={S.title}>
      <Space.Compact style={{ width: '100%', maxWidth: 640, marginBottom: 16 }}>
        <Select<MemberSearchKind>
          aria-label={F.by}
          value={by}
          size="large"
          style={{ width: 160 }}
          options={MEMBER_SEARCH_KINDS.map((k) => ({ value: k, label: F.kinds[k] }))}
          onChange={(next) => go({ q, by: next })}
        />
        <Input.Search
          key={q}
          placeholder={F.placeholders[by]}
          enterButton={S.search}
          defaultValue={q}
          allowClear
          size="large"
          onSearch={(value) => go({ q: value.trim(), by })}
          aria-label={F.placeholders[by]}
        />
      </Space.Compact>
      {q.length === 0 ? (
        <Empty description={S.hint} />
      ) : (
        <PagedTable<MemberSummary>
          query={query}
          rows={query.data?.list}
          paging={{
            pageNo,
            pageSize: PAGE_SIZE,
            setPageNo: (page) => go({ q, by, page }),
            // A search is not counted through: the pager offers the next page while one follows.
            total:
              query.data &&
              (query.data.hasMore
                ? pageNo * PAGE_SIZE + 1
                : (pageNo - 1) * PAGE_SIZE + query.data.list.length),
          }}
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
            { title: S.type, dataIndex: 'type', render: (t: number) => typeName(texts, t) },
            {
              title: S.status,
              dataIndex: 'status',
              render: (s: string) => <MemberStatus status={s} />,
            },
            { title: S.joined, dataIndex: 'createdAt', render: formatTime },
          ]}
        />
      )}
    </Card>
  );
};
