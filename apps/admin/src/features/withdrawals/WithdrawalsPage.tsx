import { adminWithdrawalEndpoints as endpoints, type WithdrawalStatus } from '@lotto/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Segmented, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod/mini';
import { call } from '../../shared/api/call';
import { fill, useTexts } from '../../shared/i18n';
import { useFormatTime } from '../../shared/ui/format';
import { PagedTable, pageQueryOf, usePaging } from '../../shared/ui/PagedTable';
import { ReasonDialog } from '../../shared/ui/ReasonDialog';
import { Amount, StatusTag } from '../../shared/ui/StatusTag';
import { withdrawalKeys } from './keys';

type Row = z.output<typeof endpoints.queuedWithdrawal>;

const STATUS_TONE = { pending: 'wait', paid: 'good', rejected: 'bad', cancelled: 'off' } as const;

/**
 * The withdrawal queue (withdrawals.review): pay out to the account shown, then approve; from
 * the site's threshold a second, different operator's approval pays it. Reject needs a reason.
 */
export const WithdrawalsPage = () => {
  const S = useTexts().withdrawals;
  const formatTime = useFormatTime();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<WithdrawalStatus>('pending');
  const paging = usePaging(20);
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const query = useQuery({
    queryKey: withdrawalKeys.list(status, paging.pageNo),
    queryFn: () => call(endpoints.withdrawalQueue, { query: { ...pageQueryOf(paging), status } }),
    placeholderData: keepPreviousData,
  });
  const done = (w: Row) => {
    void message.success(
      w.status === 'paid' ? S.paid : w.status === 'rejected' ? S.rejected : S.approvedOnce,
    );
    void queryClient.invalidateQueries({ queryKey: withdrawalKeys.all });
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
            paging.reset();
          }}
          options={(['pending', 'paid', 'rejected', 'cancelled'] as const).map((s) => ({
            value: s,
            label: S.status[s],
          }))}
        />
      }
    >
      <PagedTable<Row>
        query={query}
        rows={query.data?.list}
        paging={{ ...paging, total: query.data?.totalCount }}
        empty={S.empty}
        rowKey="id"
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
