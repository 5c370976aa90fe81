import { adminRedRainEndpoints as endpoints } from '@lotto/contract';
import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { Link } from 'react-router';
import { call } from '../../shared/api/call';
import { fill, useTexts } from '../../shared/i18n';
import { useFormatTime } from '../../shared/ui/format';
import { PagedTable } from '../../shared/ui/PagedTable';
import { redRainKeys } from './keys';

interface Claim {
  memberId: number;
  username: string;
  amount: string;
  claimedAt: number;
}

/** One round watched: who opened what, asked again every 10 seconds while the round rains. */
export const RoundClaims = ({ id }: { id: number }) => {
  const S = useTexts().redRain;
  const formatTime = useFormatTime();
  const detail = useQuery({
    queryKey: redRainKeys.round(id),
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
      <PagedTable<Claim>
        query={detail}
        rows={detail.data?.claims}
        paging={20}
        empty={S.noClaims}
        rowKey="memberId"
        columns={[
          {
            title: S.member,
            render: (_, c) => <Link to={`/members/${c.memberId}`}>{c.username}</Link>,
          },
          { title: S.amount, dataIndex: 'amount' },
          { title: S.claimedAt, dataIndex: 'claimedAt', render: formatTime },
        ]}
      />
    </Card>
  );
};
