import { adminWithdrawalEndpoints as endpoints, type WithdrawalStatus } from '@lotto/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Segmented, Space, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod/mini';
import { call } from '../api';
import { fill, STRINGS } from '../strings';
import { Amount, formatTime, QueryState, StatusTag } from './common';
import { ReasonDialog } from './ReasonDialog';

type Row = z.output<typeof endpoints.queuedWithdrawal>;

const S = STRINGS.withdrawals;
const PAGE_SIZE = 20;
const STATUS_TONE = { pending: 'wait', paid: 'good', rejected: 'bad', cancelled: 'off' } as const;

/**
 * The withdrawal queue (withdrawals.review): pay out to the account shown, then approve; from
 * the site's threshold a second, different operator's approval pays it. Reject needs a reason.
 */
export const WithdrawalsPage = () => {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<WithdrawalStatus>('pending');
  const [pageNo, setPageNo] = useState(1);
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const query = useQuery({
    queryKey: ['withdrawals', status, pageNo],
    queryFn: () =>
      call(endpoints.withdrawalQueue, { query: { pageNo, pageSize: PAGE_SIZE, status } }),
    placeholderData: keepPreviousData,
  });
  const done = (w: Row) => {
    void message.success(
      w.status === 'paid' ? S.paid : w.status === 'rejected' ? S.rejected : S.approvedOnce,
    );
    void queryClient.invalidateQueries({ queryKey: ['withdrawals'] });
  };
  const approve = useMutation({
    mutationFn: (id: number) => call(endpoints.approveWithdrawal, { params: { id } }),
    onSuccess: done,
    onError: (error) => void message.error(error.message),
  });
  const reject = useMutation({
    mutationFn: (input: { id: number; reason: string }) =>
      call(endpoints.rejectWithdrawal, {
        params: { id: input.id },
        body: { reason: input.reason },
      }),
    onSuccess: (w) => {
      setRejecting(null);
      done(w);
    },
    onError: (error) => void message.error(error.message),
  });
  return (
    <Card
      title={S.title}
      extra={
        <Segmented<WithdrawalStatus>
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPageNo(1);
          }}
          options={(['pending', 'paid', 'rejected', 'cancelled'] as const).map((s) => ({
            value: s,
            label: S.status[s],
          }))}
        />
      }
    >
      <QueryState loading={query.isPending} error={query.error} retry={() => void query.refetch()}>
        <Table<Row>
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
            { title: S.requested, dataIndex: 'createdAt', render: formatTime },
            {
              title: S.member,
              render: (_, w) => <Link to={`/members/${w.memberId}`}>{w.username}</Link>,
            },
            {
              title: S.amount,
              dataIndex: 'amount',
              align: 'right',
              render: (a: string) => <Amount value={a} />,
            },
            {
              title: S.account,
              render: (_, w) => `${w.bankName} ${w.accountNumber} (${w.payeeName})`,
            },
            {
              title: S.approvals,
              render: (_, w) => `${w.approvals} / ${w.approvalsNeeded}`,
            },
            {
              title: S.statusTitle,
              dataIndex: 'status',
              render: (s: WithdrawalStatus, w) => (
                <span title={w.reason ?? undefined}>
                  <StatusTag tone={STATUS_TONE[s]}>{S.status[s]}</StatusTag>
                </span>
              ),
            },
            {
              title: '',
              render: (_, w) =>
                w.status === 'pending' ? (
                  <Space>
                    <Button
                      type="primary"
                      size="small"
                      loading={approve.isPending && approve.variables === w.id}
                      onClick={() => approve.mutate(w.id)}
                    >
                      {S.approve}
                    </Button>
                    <Button danger size="small" onClick={() => setRejecting(w)}>
                      {S.reject}
                    </Button>
                  </Space>
                ) : null,
            },
          ]}
        />
      </QueryState>
      <ReasonDialog
        open={rejecting !== null}
        title={rejecting ? fill(S.rejectTitle, { id: rejecting.id }) : ''}
        okText={S.reject}
        label={S.reason}
        loading={reject.isPending}
        onCancel={() => setRejecting(null)}
        onSubmit={(reason) => rejecting && reject.mutate({ id: rejecting.id, reason })}
      />
    </Card>
  );
};
