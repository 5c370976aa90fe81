import { adminRedRainEndpoints as endpoints } from '@lotto/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Table } from 'antd';
import { Link } from 'react-router';
import { call } from '../api';
import { fill, STRINGS } from '../strings';
import { formatTime, QueryState } from './common';

const S = STRINGS.redRain;

interface Claim {
  memberId: number;
  username: string;
  amount: string;
  claimedAt: number;
}

/** One round watched: who opened what, asked again every 10 seconds while the round rains. */
export const RoundClaims = ({ id }: { id: number }) => {
  const detail = useQuery({
    queryKey: ['redRain', id],
    queryFn: () => call(endpoints.redRainRound, { params: { id } }),
    refetchInterval: 10_000,
  });
  const round = detail.data?.round;
  return (
    <Card
      title={fill(S.watching, { id })}
      extra={round ? `${S.remaining}: ${round.remaining} / ${round.budget}` : null}
      data-testid="red-rain-watch"
    >
      <QueryState
        loading={detail.isPending}
        error={detail.error}
        retry={() => void detail.refetch()}
      >
        <Table<Claim>
          rowKey="memberId"
          dataSource={detail.data?.claims ?? []}
          locale={{ emptyText: S.noClaims }}
          pagination={{ pageSize: 20, showSizeChanger: false }}
          columns={[
            {
              title: S.member,
              render: (_, c) => <Link to={`/members/${c.memberId}`}>{c.username}</Link>,
            },
            { title: S.amount, dataIndex: 'amount' },
            { title: S.claimedAt, dataIndex: 'claimedAt', render: formatTime },
          ]}
        />
      </QueryState>
    </Card>
  );
};
