import { adminMemberEndpoints, type RecordBet } from '@lotto/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { call } from '../../shared/api/call';
import { useTexts } from '../../shared/i18n';
import { useFormatTime } from '../../shared/ui/format';
import { PagedTable } from '../../shared/ui/PagedTable';
import { Amount, StatusTag } from '../../shared/ui/StatusTag';
import { memberKeys } from './keys';

const PAGE_SIZE = 20;

/**
 * The member's bets (game rounds and lottery orders), newest first, a page at a time: the server
 * pages by the last bet's time and id, so bets placed meanwhile never shift what follows.
 */
export const RecordsTab = ({ memberId }: { memberId: number }) => {
  const T = useTexts().memberTabs;
  const formatTime = useFormatTime();
  const query = useInfiniteQuery({
    queryKey: memberKeys.bets(memberId),
    queryFn: ({ pageParam }) =>
      call(adminMemberEndpoints.memberBets, {
        params: { id: memberId },
        query: { pageSize: PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) },
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const rows = query.data?.pages.flatMap((p) => p.list);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <PagedTable<RecordBet>
        query={query}
        rows={rows}
        empty={T.noBets}
        rowKey={(b) => `${b.vassalage}-${b.roundId}`}
        columns={[
          { title: T.placed, dataIndex: 'createdAt', render: formatTime, width: 170 },
          { title: T.game, dataIndex: 'gameName' },
          { title: T.vendor, dataIndex: 'vendorName', width: 150 },
          { title: T.round, dataIndex: 'roundId', ellipsis: true, width: 190 },
          {
            title: T.stake,
            dataIndex: 'stake',
            align: 'right',
            width: 110,
          },
          {
            title: T.winLoss,
            dataIndex: 'winLoss',
            align: 'right',
            width: 110,
            render: (w: string | null) => (w === null ? '—' : <Amount value={w} />),
          },
          {
            title: T.betStatus,
            dataIndex: 'status',
            width: 100,
            render: (s: RecordBet['status']) => (
              <StatusTag tone={s === 'settled' ? 'off' : 'wait'}>{T.betStatuses[s]}</StatusTag>
            ),
          },
        ]}
      />
      {query.hasNextPage && (
        <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          {T.loadMore}
        </Button>
      )}
    </Space>
  );
};
