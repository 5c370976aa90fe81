import { adminContractEndpoints as endpoints, formatMinor, parseMinor } from '@lotto/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Table } from 'antd';
import { call } from '../../shared/api/call';
import { useTexts } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { useFormatTime } from '../../shared/ui/format';
import { PagedTable } from '../../shared/ui/PagedTable';
import { Amount, StatusTag } from '../../shared/ui/StatusTag';
import { ContractOfferForm } from './ContractOfferForm';
import { contractKeys } from './keys';

type Entry = endpoints.AdminContractsPage['list'][number];
type Run = Entry['runs'][number];

const STATE_TONE = { offered: 'wait', accepted: 'good', refused: 'bad', ended: 'off' } as const;
const RUN_TONE = {
  issued: 'good',
  partial: 'wait',
  insufficient: 'bad',
  not_reached: 'off',
} as const;

/** What the payer could not pay (partly paid or payer short): due less paid. */
const shortOf = (r: Run) => formatMinor((parseMinor(r.due) ?? 0) - (parseMinor(r.paid) ?? 0));

const Runs = ({ runs }: { runs: Run[] }) => {
  const S = useTexts().contracts;
  return (
    <Table<Run>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={runs}
      locale={{ emptyText: S.noRuns }}
      columns={[
        { title: S.period, dataIndex: 'period' },
        {
          title: S.status,
          dataIndex: 'status',
          render: (s: Run['status']) => <StatusTag tone={RUN_TONE[s]}>{S.statuses[s]}</StatusTag>,
        },
        { title: S.validStake, dataIndex: 'validStake', align: 'right' },
        { title: S.active, dataIndex: 'activeMembers', align: 'right' },
        { title: S.netLoss, dataIndex: 'netLoss', align: 'right' },
        { title: S.carryIn, dataIndex: 'carryIn', align: 'right' },
        { title: S.due, dataIndex: 'due', align: 'right' },
        {
          title: S.paid,
          dataIndex: 'paid',
          align: 'right',
          render: (v: string) => <Amount value={v} />,
        },
        { title: S.short, align: 'right', render: (_, r) => shortOf(r) },
      ]}
    />
  );
};

/**
 * Every agent contract of the site with its state and its runs' payments (members.read), and,
 * for an operator who may commit the site's money (members.adjust), the offer to a top agent.
 */
export const ContractsPage = () => {
  const S = useTexts().contracts;
  const formatTime = useFormatTime();
  const { can } = useSession();
  const query = useQuery({
    queryKey: contractKeys.all,
    queryFn: () => call(endpoints.adminContracts),
  });
  return (
    <>
      {can('members.adjust') && <ContractOfferForm />}
      <Card title={S.title}>
        <PagedTable<Entry>
          query={query}
          rows={query.data?.list}
          paging={20}
          empty={S.empty}
          rowKey={(e) => e.contract.id}
          expandable={{ expandedRowRender: (e) => <Runs runs={e.runs} /> }}
          columns={[
            { title: '#', render: (_, e) => e.contract.id, width: 70 },
            { title: S.member, render: (_, e) => e.contract.username },
            { title: S.kind, render: (_, e) => S.kinds[e.contract.kind] },
            {
              title: S.state,
              render: (_, e) => (
                <StatusTag tone={STATE_TONE[e.contract.state]}>
                  {S.states[e.contract.state]}
                </StatusTag>
              ),
            },
            { title: S.offeredBy, render: (_, e) => e.contract.offeredBy ?? S.operator },
            { title: S.created, render: (_, e) => formatTime(e.contract.createdAt) },
            { title: S.runs, render: (_, e) => e.runs.length, align: 'right' },
          ]}
        />
      </Card>
    </>
  );
};
