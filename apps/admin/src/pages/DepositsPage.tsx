import { adminDepositEndpoints as endpoints } from '@lotto/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Image, Modal, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { call, urlOf } from '../api';
import { fill, STRINGS } from '../strings';
import { formatTime, QueryState, StatusTag } from './common';
import { ReasonDialog } from './ReasonDialog';

const S = STRINGS.deposits;
const PAGE_SIZE = 20;
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

/** A gateway order's callbacks as they came, with the platform's verdict on each. */
const CallbacksModal = ({ deposit, onClose }: { deposit: Deposit; onClose: () => void }) => {
  const query = useQuery({
    queryKey: ['deposit-callbacks', deposit.id],
    queryFn: () => call(endpoints.depositCallbacks, { params: { id: deposit.id } }),
  });
  return (
    <Modal
      open
      title={fill(S.callbacksOf, { order: deposit.orderNo })}
      onCancel={onClose}
      footer={null}
      width={900}
    >
      <QueryState loading={query.isPending} error={query.error} retry={() => void query.refetch()}>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={query.data?.list ?? []}
          locale={{ emptyText: S.noCallbacks }}
          columns={[
            { title: S.created, dataIndex: 'createdAt', render: formatTime, width: 170 },
            {
              title: S.verdict,
              dataIndex: 'verdict',
              render: (v: string) => (
                <StatusTag tone={v === 'credited' ? 'good' : v === 'duplicate' ? 'off' : 'bad'}>
                  {v}
                </StatusTag>
              ),
            },
            { title: S.txn, dataIndex: 'providerTxnId', render: (v: string | null) => v ?? '—' },
            {
              title: S.body,
              dataIndex: 'rawBody',
              render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
            },
          ]}
        />
      </QueryState>
    </Modal>
  );
};

/**
 * Deposits (deposits.review): bank transfers waiting with their receipts, approved (credits the
 * declared amount once) or rejected with a reason; gateway orders with their callbacks.
 */
export const DepositsPage = () => {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>('pending');
  const [kind, setKind] = useState<Kind | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const [rejecting, setRejecting] = useState<Deposit | null>(null);
  const [callbacksOf, setCallbacksOf] = useState<Deposit | null>(null);
  const query = useQuery({
    queryKey: ['deposits', status, kind, pageNo],
    queryFn: () =>
      call(endpoints.deposits, {
        query: { status, pageNo, pageSize: PAGE_SIZE, ...(kind ? { kind } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
  const done = (text: string) => {
    void message.success(text);
    void queryClient.invalidateQueries({ queryKey: ['deposits'] });
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
              setPageNo(1);
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
              setPageNo(1);
            }}
            options={[
              { value: 'all', label: S.allKinds },
              ...Object.entries(S.kinds).map(([value, label]) => ({ value: value as Kind, label })),
            ]}
          />
        </Space>
      }
    >
      <QueryState loading={query.isPending} error={query.error} retry={() => void query.refetch()}>
        <Table<Deposit>
          rowKey="id"
          scroll={{ x: 'max-content' }}
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
              render: (_, d) =>
                d.depositorName ? `${d.depositorName} / ${d.reference ?? ''}` : '—',
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
      </QueryState>
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
