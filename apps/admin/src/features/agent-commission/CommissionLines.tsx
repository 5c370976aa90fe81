import { adminCommissionEndpoints as endpoints } from '@lotto/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { call } from '../../shared/api/call';
import { fill, useTexts } from '../../shared/i18n';
import { PagedTable } from '../../shared/ui/PagedTable';
import { commissionKeys } from './keys';

type Line = endpoints.AdminCommissionLine;

/** The lines one agent's day was summed from: per direct member and category. */
export const CommissionLines = ({ agentId, day }: { agentId: number; day: string }) => {
  const S = useTexts().commission;
  /** 100 bp = 1 %: shown both ways, the percent to two decimals. */
  const rateText = (bp: number) => fill(S.rateOf, { bp, percent: (bp / 100).toFixed(2) });
  const query = useQuery({
    queryKey: commissionKeys.lines(agentId, day),
    queryFn: () =>
      call(endpoints.adminCommissionPayoutLines, { params: { id: agentId }, query: { day } }),
  });
  return (
    <>
      <PagedTable<Line>
        query={query}
        rows={query.data?.lines}
        empty={S.noLines}
        rowKey={(l) => `${l.downlineId}|${l.category}`}
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
      {query.data && <p className="commission-note">{S.linesNote}</p>}
    </>
  );
};
