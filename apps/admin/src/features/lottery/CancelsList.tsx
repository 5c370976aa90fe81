import { adminLotteryEndpoints as endpoints } from '@lotto/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Popconfirm, Segmented, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { call } from '../../shared/api/call';
import { fill, useTexts } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { useFormatTime } from '../../shared/ui/format';
import { PagedTable, pageQueryOf, usePaging } from '../../shared/ui/PagedTable';
import { ReasonDialog } from '../../shared/ui/ReasonDialog';
import { StatusTag } from '../../shared/ui/StatusTag';
import { lotteryKeys } from './keys';
import { MONITOR_REFRESH_MS } from './refresh';
import type { AdminDrawCancel, DrawCancelStatus as Status } from './types';

const TONES = { pending: 'wait', approved: 'good', rejected: 'off' } as const;
const PAGE_SIZE = 20;

/** The requests still waiting (one page is plenty: one per draw), for the monitor's rows. */
export const usePendingCancels = () =>
  useQuery({
    queryKey: lotteryKeys.cancelsOf('pending', 0),
    queryFn: () => call(endpoints.cancels, { query: { status: 'pending', pageSize: 100 } }),
    refetchInterval: MONITOR_REFRESH_MS,
  });

/**
 * Cancel requests by status. A second operator approves (the draw is cancelled and every
 * pending order refunded) or rejects one; the requester's own buttons say a second is needed.
 */
export const CancelsList = () => {
  const S = useTexts().lotteryCancels;
  const formatTime = useFormatTime();
  const { operator } = useSession();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>('pending');
  const [rejecting, setRejecting] = useState<AdminDrawCancel | null>(null);
  const paging = usePaging(PAGE_SIZE);
  const cancels = useQuery({
    queryKey: lotteryKeys.cancelsOf(status, paging.pageNo),
    queryFn: () => call(endpoints.cancels, { query: { ...pageQueryOf(paging), status } }),
    placeholderData: keepPreviousData,
    refetchInterval: MONITOR_REFRESH_MS,
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: lotteryKeys.cancels });
    void queryClient.invalidateQueries({ queryKey: lotteryKeys.monitor });
  };
  const approve = useMutation({
    mutationFn: (id: number) => call(endpoints.approveCancel, { params: { id } }),
    onSuccess: (c) => {
      void message.success(
        fill(S.approved, { drawNo: c.drawNo, orders: c.refundedOrders, amount: c.refunded }),
      );
      refresh();
    },
    onError: (error) => void message.error(error.message),
  });
  const reject = useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      call(endpoints.rejectCancel, { params: { id }, body: reason ? { reason } : {} }),
    onSuccess: (c) => {
      void message.success(fill(S.rejected, { drawNo: c.drawNo }));
      setRejecting(null);
      refresh();
    },
    onError: (error) => void message.error(error.message),
  });
  return (
    <Card
      title={S.title}
      extra={
        <Segmented<Status>
          value={status}
          onChange={(next) => {
            paging.reset();
            setStatus(next);
          }}
          options={endpoints.DRAW_CANCEL_STATUSES.map((s) => ({ value: s, label: S.statuses[s] }))}
        />
      }
    >
      {approve.data && (
        <p className="lottery-refunded" data-testid="cancel-refunds">
          {fill(S.approved, {
            drawNo: approve.data.drawNo,
            orders: approve.data.refundedOrders,
            amount: approve.data.refunded,
          })}
        </p>
      )}
      <PagedTable<AdminDrawCancel>
        query={cancels}
        rows={cancels.data?.list}
        empty={S.empty}
        rowKey="id"
        paging={{ ...paging, total: cancels.data?.totalCount }}
        columns={[
          { title: '#', dataIndex: 'id', width: 50 },
          {
            title: S.draw,
            render: (_, c) => (
              <>
                <div>{c.drawNo}</div>
                <code className="lottery-code">{c.gameCode}</code>
              </>
            ),
          },
          { title: S.reason, dataIndex: 'reason', ellipsis: { showTitle: true } },
          {
            title: S.requestedBy,
            render: (_, c) => (
              <>
                <div>{c.requestedBy}</div>
                <small className="lottery-muted">{formatTime(c.createdAt)}</small>
              </>
            ),
          },
          {
            title: S.status,
            render: (_, c) => <StatusTag tone={TONES[c.status]}>{S.statuses[c.status]}</StatusTag>,
          },
          {
            title: S.decidedBy,
            render: (_, c) =>
              c.decidedBy ? (
                <>
                  <div>{c.decidedBy}</div>
                  <small className="lottery-muted">{formatTime(c.decidedAt)}</small>
                  {c.decisionReason && <div className="lottery-muted">{c.decisionReason}</div>}
                </>
              ) : (
                '—'
              ),
          },
          {
            title: S.refunds,
            render: (_, c) =>
              c.status === 'approved'
                ? fill(S.refundLine, { orders: c.refundedOrders, amount: c.refunded })
                : '—',
          },
          {
            title: '',
            width: 190,
            render: (_, c) => {
              if (c.status !== 'pending') return null;
              const own = c.requestedBy === operator?.username;
              const buttons = (
                <Space>
                  <Popconfirm
                    title={fill(S.approveConfirm, { drawNo: c.drawNo })}
                    okText={S.approve}
                    cancelText={S.close}
                    onConfirm={() => approve.mutate(c.id)}
                    disabled={own}
                  >
                    <Button
                      size="small"
                      type="primary"
                      danger
                      disabled={own}
                      loading={approve.isPending && approve.variables === c.id}
                    >
                      {S.approve}
                    </Button>
                  </Popconfirm>
                  <Button size="small" disabled={own} onClick={() => setRejecting(c)}>
                    {S.reject}
                  </Button>
                </Space>
              );
              return own ? (
                <Tooltip title={S.needsSecond}>
                  <div>
                    {buttons}
                    <div className="lottery-muted">{S.needsSecond}</div>
                  </div>
                </Tooltip>
              ) : (
                buttons
              );
            },
          },
        ]}
      />
      <ReasonDialog
        open={rejecting !== null}
        title={fill(S.rejectTitle, { drawNo: rejecting?.drawNo ?? '' })}
        okText={S.reject}
        label={S.rejectReason}
        loading={reject.isPending}
        onCancel={() => setRejecting(null)}
        onSubmit={(reason) => rejecting && reject.mutate({ id: rejecting.id, reason })}
      />
    </Card>
  );
};
