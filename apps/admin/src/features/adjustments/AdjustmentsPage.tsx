import { type Adjustment, type AdjustmentStatus, adminEndpoints } from '@lotto/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Segmented, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../shared/api/call';
import { sharedKeys } from '../../shared/api/query-keys';
import { useTexts } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { useFormatTime } from '../../shared/ui/format';
import { PagedTable, pageQueryOf, usePaging } from '../../shared/ui/PagedTable';
import { Amount, StatusTag } from '../../shared/ui/StatusTag';
import { adjustmentKeys } from './keys';

const STATUS_TONE = { pending: 'wait', posted: 'good', rejected: 'bad' } as const;

/** Adjustments, pending ones first: a different operator approves or rejects them. */
export const AdjustmentsPage = () => {
  const texts = useTexts();
  const S = texts.adjustments;
  const formatTime = useFormatTime();
  const { operator } = useSession();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<AdjustmentStatus | 'all'>('pending');
  const paging = usePaging(20);
  const query = useQuery({
    queryKey: adjustmentKeys.list(status, paging.pageNo),
    queryFn: () =>
      call(adminEndpoints.adjustments, {
        query: { ...pageQueryOf(paging), ...(status === 'all' ? {} : { status }) },
      }),
    placeholderData: keepPreviousData,
  });
  const decide = useMutation({
    mutationFn: ({ id, approve }: { id: number; approve: boolean }) =>
      call(approve ? adminEndpoints.approveAdjustment : adminEndpoints.rejectAdjustment, {
        params: { id },
        body: {},
      }),
    onSuccess: (a) => {
      void message.success(a.status === 'posted' ? S.approved : S.rejected);
      void queryClient.invalidateQueries({ queryKey: sharedKeys.adjustments });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.member.detail(a.memberId) });
    },
    onError: (error) => void message.error(error.message),
  });
  return (
    <Card
      title={S.title}
      extra={
        <Segmented<AdjustmentStatus | 'all'>
          value={status}
          onChange={(v) => {
            setStatus(v);
            paging.reset();
          }}
          options={[
            { value: 'pending', label: S.status.pending },
            { value: 'posted', label: S.status.posted },
            { value: 'rejected', label: S.status.rejected },
            { value: 'all', label: S.all },
          ]}
        />
      }
    >
      <PagedTable<Adjustment>
        query={query}
        rows={query.data?.list}
        paging={{ ...paging, total: query.data?.totalCount }}
        empty={S.empty}
        rowKey="id"
        columns={[
          { title: '#', dataIndex: 'id', width: 56 },
          { title: S.created, dataIndex: 'createdAt', render: formatTime, width: 180 },
          {
            title: S.member,
            render: (_, a) => <Link to={`/members/${a.memberId}`}>{a.username}</Link>,
          },
          {
            title: S.amount,
            dataIndex: 'amount',
            align: 'right',
            render: (a: string) => <Amount value={a} />,
          },
          { title: texts.adjust.reason, dataIndex: 'reason', width: 300 },
          { title: S.requestedBy, dataIndex: 'requestedBy', width: 130 },
          {
            title: texts.members.status,
            dataIndex: 'status',
            render: (s: AdjustmentStatus) => (
              <StatusTag tone={STATUS_TONE[s]}>{S.status[s]}</StatusTag>
            ),
          },
          { title: S.decidedBy, dataIndex: 'decidedBy', render: (d: string | null) => d ?? '—' },
          {
            title: '',
            width: 170,
            render: (_, a) => {
              if (a.status !== 'pending') return null;
              const own = a.requestedBy === operator?.username;
              const buttons = (
                <Space>
                  <Button
                    type="primary"
                    size="small"
                    disabled={own}
                    loading={decide.isPending && decide.variables.id === a.id}
                    onClick={() => decide.mutate({ id: a.id, approve: true })}
                  >
                    {S.approve}
                  </Button>
                  <Button
                    danger
                    size="small"
                    disabled={decide.isPending}
                    onClick={() => decide.mutate({ id: a.id, approve: false })}
                  >
                    {S.reject}
                  </Button>
                </Space>
              );
              return own ? <Tooltip title={S.own}>{buttons}</Tooltip> : buttons;
            },
          },
        ]}
      />
    </Card>
  );
};
