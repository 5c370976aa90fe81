import { type Adjustment, type AdjustmentStatus, adminEndpoints } from '@lotto/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Segmented, Space, Table, Tooltip } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../api';
import { useSession } from '../shell/session';
import { STRINGS } from '../strings';
import { Amount, formatTime, QueryState, StatusTag } from './common';

const S = STRINGS.adjustments;
const PAGE_SIZE = 20;
const STATUS_TONE = { pending: 'wait', posted: 'good', rejected: 'bad' } as const;

/** Adjustments, pending ones first: a different operator approves or rejects them. */
export const AdjustmentsPage = () => {
  const { operator } = useSession();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<AdjustmentStatus | 'all'>('pending');
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery({
    queryKey: ['adjustments', status, pageNo],
    queryFn: () =>
      call(adminEndpoints.adjustments, {
        query: { pageNo, pageSize: PAGE_SIZE, ...(status === 'all' ? {} : { status }) },
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
      void queryClient.invalidateQueries({ queryKey: ['adjustments'] });
      void queryClient.invalidateQueries({ queryKey: ['members', a.memberId] });
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
            setPageNo(1);
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
      <QueryState loading={query.isPending} error={query.error} retry={() => void query.refetch()}>
        <Table<Adjustment>
          rowKey="id"
          dataSource={query.data?.list ?? []}
          locale={{ emptyText: S.empty }}
          pagination={{
            current: pageNo,
            pageSize: PAGE_SIZE,
            total: query.data?.totalCount ?? 0,
            onChange: setPageNo,
            showSizeChanger: false,
          }}
          columns={[
            { title: '#', dataIndex: 'id', width: 70 },
            { title: STRINGS.members.joined, dataIndex: 'createdAt', render: formatTime },
            {
              title: S.member,
              render: (_, a) => <Link to={`/members/${a.memberId}`}>{a.username}</Link>,
            },
            {
              title: STRINGS.adjust.amount,
              dataIndex: 'amount',
              align: 'right',
              render: (a: string) => <Amount value={a} />,
            },
            { title: STRINGS.adjust.reason, dataIndex: 'reason', ellipsis: true },
            { title: S.requestedBy, dataIndex: 'requestedBy' },
            {
              title: STRINGS.members.status,
              dataIndex: 'status',
              render: (s: AdjustmentStatus) => (
                <StatusTag tone={STATUS_TONE[s]}>{S.status[s]}</StatusTag>
              ),
            },
            { title: S.decidedBy, dataIndex: 'decidedBy', render: (d: string | null) => d ?? '—' },
            {
              title: '',
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
      </QueryState>
    </Card>
  );
};
