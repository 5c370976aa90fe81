import { adminRiskEndpoints as endpoints } from '@lotto/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Segmented, Select, Space } from 'antd';
import { useState } from 'react';
import { call } from '../../shared/api/call';
import { useTexts } from '../../shared/i18n';
import { useFormatTime } from '../../shared/ui/format';
import { PagedTable, pageQueryOf, usePaging } from '../../shared/ui/PagedTable';
import { StatusTag } from '../../shared/ui/StatusTag';
import { riskKeys } from './keys';
import { RiskAlertDrawer } from './RiskAlertDrawer';
import { whyLine } from './why';

type Kind = endpoints.RiskAlertKind;
type Status = endpoints.RiskAlertStatus;

/** The risk scan's alerts, newest first, by kind and status; one opens in a drawer. */
export const RiskAlertsPage = () => {
  const S = useTexts().risk;
  const formatTime = useFormatTime();
  const paging = usePaging(20);
  const [kind, setKind] = useState<Kind | ''>('');
  const [status, setStatus] = useState<Status | ''>('open');
  const [opened, setOpened] = useState<number | null>(null);
  const filter = { ...(kind ? { kind } : {}), ...(status ? { status } : {}) };
  const query = useQuery({
    queryKey: riskKeys.list(filter, paging.pageNo),
    queryFn: () => call(endpoints.riskAlerts, { query: { ...pageQueryOf(paging), ...filter } }),
    placeholderData: keepPreviousData,
  });
  return (
    <Card title={S.title}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap size="middle">
          <Segmented<Status | ''>
            aria-label={S.status}
            value={status}
            onChange={(next) => {
              paging.reset();
              setStatus(next);
            }}
            options={[
              { value: 'open', label: S.statuses.open },
              { value: 'reviewed', label: S.statuses.reviewed },
              { value: '', label: S.all },
            ]}
          />
          <Select<Kind | ''>
            aria-label={S.kind}
            value={kind}
            style={{ width: 280 }}
            onChange={(next) => {
              paging.reset();
              setKind(next);
            }}
            options={[
              { value: '', label: S.anyKind },
              ...endpoints.RISK_ALERT_KINDS.map((k) => ({ value: k, label: S.kinds[k] })),
            ]}
          />
        </Space>
        <PagedTable<endpoints.RiskAlert>
          query={query}
          rows={query.data?.list}
          paging={{ ...paging, total: query.data?.totalCount }}
          empty={S.empty}
          rowKey="id"
          columns={[
            { title: '#', dataIndex: 'id', width: 60 },
            {
              title: S.raised,
              dataIndex: 'createdAt',
              width: 190,
              render: formatTime,
            },
            {
              title: S.kind,
              width: 420,
              render: (_, a) => (
                <div>
                  <strong>{S.kinds[a.kind]}</strong>
                  <div className="risk-why">{whyLine(S, a)}</div>
                </div>
              ),
            },
            {
              title: S.members,
              render: (_, a) => a.members.map((m) => m.username).join(', '),
            },
            {
              title: S.status,
              dataIndex: 'status',
              width: 110,
              render: (s: Status) => (
                <StatusTag tone={s === 'open' ? 'wait' : 'good'}>{S.statuses[s]}</StatusTag>
              ),
            },
            {
              title: '',
              width: 90,
              render: (_, a) => (
                <Button size="small" onClick={() => setOpened(a.id)}>
                  {S.open}
                </Button>
              ),
            },
          ]}
        />
      </Space>
      <RiskAlertDrawer id={opened} onClose={() => setOpened(null)} />
    </Card>
  );
};
