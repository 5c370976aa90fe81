import { adminCommissionEndpoints as endpoints } from '@lotto/contract';
import { useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import { Link } from 'react-router';
import { call } from '../api';
import { fill, STRINGS } from '../strings';
import { QueryState } from './common';

const S = STRINGS.commission;
type Line = endpoints.AdminCommissionLine;

/** 100 bp = 1 %: shown both ways, the percent to two decimals. */
const rateText = (bp: number) => fill(S.rateOf, { bp, percent: (bp / 100).toFixed(2) });

/** The lines one agent's day was summed from: per direct member and category. */
export const CommissionLines = ({ agentId, day }: { agentId: number; day: string }) => {
  const query = useQuery({
    queryKey: ['agent-commission', 'lines', agentId, day],
    queryFn: () =>
      call(endpoints.adminCommissionPayoutLines, { params: { id: agentId }, query: { day } }),
  });
  return (
    <QueryState loading={query.isPending} error={query.error} retry={() => void query.refetch()}>
      <Table<Line>
        rowKey={(l) => `${l.downlineId}|${l.category}`}
        size="small"
        pagination={false}
        dataSource={query.data?.lines ?? []}
        locale={{ emptyText: S.noLines }}
        aria-label={fill(S.linesOf, { agent: query.data?.payout.username ?? '', day })}
        columns={[
          {
            title: S.downline,
            render: (_, l) => <Link to={`/members/${l.downlineId}`}>{l.downline}</Link>,
          },
          { title: S.category, dataIndex: 'category' },
          { title: S.validStake, dataIndex: 'validStake', align: 'right' },
          { title: S.rate, dataIndex: 'rateBp', align: 'right', render: rateText },
          { title: S.amount, dataIndex: 'amount', align: 'right' },
        ]}
      />
      <p className="commission-note">{S.linesNote}</p>
    </QueryState>
  );
};
