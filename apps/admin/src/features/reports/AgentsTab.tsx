import { adminReportEndpoints as endpoints } from '@lotto/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Breadcrumb, Button, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { call } from '../../shared/api/call';
import { fill, useTexts } from '../../shared/i18n';
import { PagedTable, pageQueryOf, usePaging } from '../../shared/ui/PagedTable';
import { CsvButton } from './CsvButton';
import { type FigureKey, figureColumn, TotalsRow } from './figures';
import { reportKeys } from './keys';
import type { ReportRange } from './range';

export const AGENT_FIGURES: readonly FigureKey[] = [
  'activeMembers',
  'newMembers',
  'deposits',
  'withdrawals',
  'stake',
  'validStake',
  'payout',
  'ggr',
  'bonuses',
  'rebates',
  'commissions',
  'ngr',
];

type AgentRow = endpoints.AgentReport['rows'][number];
/** A link-looking button that moves up or down the tree (nothing to open in a new tab). */
const CrumbButton = ({ onClick, children }: { onClick: () => void; children: ReactNode }) => (
  <Button type="link" size="small" className="report-crumb" onClick={onClick}>
    {children}
  </Button>
);

interface Level {
  memberId: number;
  username: string;
}

/**
 * The top agents, each with its whole team; clicking one shows its direct downlines the same
 * way, and the breadcrumb climbs back.
 */
export const AgentsTab = ({ range }: { range: ReportRange }) => {
  const S = useTexts().reports;
  const [path, setPath] = useState<readonly Level[]>([]);
  const paging = usePaging(20);
  const agentId = path.at(-1)?.memberId;
  const query = { ...range, ...(agentId === undefined ? {} : { agentId }) };
  const report = useQuery({
    queryKey: reportKeys.table('agents', { ...query, ...pageQueryOf(paging) }),
    queryFn: () => call(endpoints.agents, { query: { ...query, ...pageQueryOf(paging) } }),
    placeholderData: keepPreviousData,
  });
  const goTo = (next: readonly Level[]) => {
    setPath(next);
    paging.reset();
  };
  const rows = report.data?.rows;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space size="large" wrap>
        <CsvButton endpoint={endpoints.agentsCsv} query={query} />
        <Breadcrumb
          items={[
            {
              key: 'top',
              title:
                path.length === 0 ? (
                  S.topAgents
                ) : (
                  <CrumbButton onClick={() => goTo([])}>{S.topAgents}</CrumbButton>
                ),
            },
            ...path.map((level, i) => ({
              key: String(level.memberId),
              title:
                i === path.length - 1 ? (
                  fill(S.downlinesOf, { name: level.username })
                ) : (
                  <CrumbButton onClick={() => goTo(path.slice(0, i + 1))}>
                    {level.username}
                  </CrumbButton>
                ),
            })),
          ]}
        />
        <Typography.Text type="secondary">{S.drillHelp}</Typography.Text>
      </Space>
      <PagedTable<AgentRow>
        className="report-table"
        query={report}
        rows={rows}
        empty={S.empty}
        rowKey="memberId"
        scroll={{ x: 'max-content' }}
        paging={{ ...paging, total: report.data?.totalCount }}
        columns={[
          {
            title: S.agent,
            dataIndex: 'username',
            fixed: 'left',
            render: (name: string, r) =>
              r.teamSize > 0 ? (
                <CrumbButton
                  onClick={() => goTo([...path, { memberId: r.memberId, username: name }])}
                >
                  {name}
                </CrumbButton>
              ) : (
                name
              ),
          },
          { title: S.teamSize, dataIndex: 'teamSize', align: 'right', width: 80 },
          ...AGENT_FIGURES.map((f) => figureColumn<AgentRow>(f, S)),
        ]}
        summary={() =>
          report.data && report.data.rows.length > 0 ? (
            <TotalsRow
              figures={AGENT_FIGURES}
              totals={report.data.totals}
              leading={2}
              label={S.pageTotal}
            />
          ) : null
        }
      />
    </Space>
  );
};
