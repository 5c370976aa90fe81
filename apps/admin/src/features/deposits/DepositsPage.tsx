import { adminDepositEndpoints as endpoints } from '@lotto/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Image, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { call, urlOf } from '../../shared/api/call';
import { fill, useTexts } from '../../shared/i18n';
import { useFormatTime } from '../../shared/ui/format';
import { PagedTable, pageQueryOf, usePaging } from '../../shared/ui/PagedTable';
import { ReasonDialog } from '../../shared/ui/ReasonDialog';
import { StatusTag } from '../../shared/ui/StatusTag';
import { CallbacksModal } from './CallbacksModal';
import { depositKeys } from './keys';

type Deposit = endpoints.AdminDeposit;
type Status = Deposit['status'];
type Kind = Deposit['kind'];

const TONES: Record<Status, 'good' | 'bad' | 'wait' | 'off'> = {
  pending: 'wait',
  paid: 'good',
  rejected: 'bad',
  failed: 'bad',
  expired: 'off',
};

/**
 * Deposits (deposits.review): bank transfers waiting with their receipts, approved (credits the
 * declared amount once) or rejected with a reason; gateway orders with their callbacks.
 */
export const DepositsPage = () => {
  const S = useTexts().deposits;
  const formatTime = useFormatTime();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>('pending');
  const [kind, setKind] = useState<Kind | undefined>(undefined);
  const paging = usePaging(20);
  const [rejecting, setRejecting] = useState<Deposit | null>(null);
  const [callbacksOf, setCallbacksOf] = useState<Deposit | null>(null);
  const query = useQuery({
    queryKey: depositKeys.list({ status, kind, pageNo: paging.pageNo }),
    queryFn: () =>
      call(endpoints.deposits, {
        query: { status, ...pageQueryOf(paging), ...(kind ? { kind } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
  const done = (text: string) => {
    void message.success(text);
    void queryClient.invalidateQueries({ queryKey: depositKeys.all });
  };
  const approve = useMutation({
    mutationFn: (d: Deposit) => call(endpoints.approveDeposit, { params: { id: d.id } }),
    onSuccess: () => done(S.approved),
    onError: (error) => void message.error(error.message),
  });
  const reject = useMutation({
    mutationFn: ({ d, reason }: { d: Deposit; reason: string }) =>
      call(endpoints.rejectDeposit, { params: { id: d.id }, body: { reason } }),
    onSuccess: () => {
      setRejecting(null);
      done(S.rejected);
    },
    onError: (error) => void message.error(error.message),
  });
  const confirmApprove = (d: Deposit) =>
    modal.confirm({
      title: S.approve,
      content: fill(S.approveConfirm, { amount: `${d.currency} ${d.amount}`, member: d.username }),
      okText: S.approve,
      onOk: () => approve.mutateAsync(d),
    });

  return (
    <Card
      className="deposits-page"
      title={S.title}
      extra={
        <Space>
          <Select<Status>
            aria-label={S.status}
            value={status}
            style={{ width: 140 }}
            onChange={(v) => {
              setStatus(v);
              paging.reset();
            }}
            options={Object.entries(S.statuses).map(([value, label]) => ({
              value: value as Status,
              label,
            }))}
          />
          <Select<Kind | 'all'>
            aria-label={S.kind}
            value={kind ?? 'all'}
            style={{ width: 170 }}
            onChange={(v) => {
              setKind(v === 'all' ? undefined : v);
              paging.reset();
            }}
            options={[
              { value: 'all', label: S.allKinds },
              ...Object.entries(S.kinds).map(([value, label]) => ({ value: value as Kind, label })),
            ]}
          />
        </Space>
      }
    >
      <PagedTable<Deposit>
        query={query}
        rows={query.data?.list}
        paging={{ ...paging, total: query.data?.totalCount }}
        empty={S.empty}
        rowKey="id"
        scroll={{ x: 'max-content' }}
        columns={[
          { title: S.created, dataIndex: 'createdAt', render: formatTime, width: 130 },
          { title: S.orderNo, dataIndex: 'orderNo' },
          {
            title: S.member,
            render: (_, d) => <Link to={`/members/${d.memberId}`}>{d.username}</Link>,
          },
          { title: S.kind, dataIndex: 'kind', render: (k: Kind) => S.kinds[k] },
          { title: S.amount, render: (_, d) => `${d.currency} ${d.amount}` },
          {
            title: S.depositor,
            render: (_, d) => (d.depositorName ? `${d.depositorName} / ${d.reference ?? ''}` : '—'),
          },
          {
            title: S.receipt,
            render: (_, d) =>
              d.hasReceipt ? (
                <Image
                  width={64}
                  alt={`${S.receipt} ${d.orderNo}`}
                  src={urlOf(endpoints.depositReceipt, { params: { id: d.id } })}
                />
              ) : (
                '—'
              ),
          },
          {
            title: S.status,
            render: (_, d) => (
              <Space direction="vertical" size={0}>
                <StatusTag tone={TONES[d.status]}>{S.statuses[d.status]}</StatusTag>
                {d.reason && <Typography.Text type="secondary">{d.reason}</Typography.Text>}
              </Space>
            ),
          },
          {
            title: '',
            fixed: 'right',
            render: (_, d) => (
              <Space>
                {d.kind === 'bank' && d.status === 'pending' && (
                  <>
                    <Button type="primary" size="small" onClick={() => confirmApprove(d)}>
                      {S.approve}
                    </Button>
                    <Button danger size="small" onClick={() => setRejecting(d)}>
                      {S.reject}
                    </Button>
                  </>
                )}
                {d.kind !== 'bank' && (
                  <Button size="small" onClick={() => setCallbacksOf(d)}>
                    {S.callbacks}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <ReasonDialog
        open={rejecting !== null}
        title={rejecting ? fill(S.rejectTitle, { order: rejecting.orderNo }) : ''}
        okText={S.reject}
        label={S.rejectReason}
        loading={reject.isPending}
        onCancel={() => setRejecting(null)}
        onSubmit={(reason) => rejecting && reject.mutate({ d: rejecting, reason })}
      />
      {callbacksOf && <CallbacksModal deposit={callbacksOf} onClose={() => setCallbacksOf(null)} />}
    </Card>
  );
};
