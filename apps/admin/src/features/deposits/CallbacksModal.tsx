import { adminDepositEndpoints as endpoints } from '@lotto/contract';
import { useQuery } from '@tanstack/react-query';
import { Modal, Typography } from 'antd';
import { call } from '../../shared/api/call';
import { fill, useTexts } from '../../shared/i18n';
import { useFormatTime } from '../../shared/ui/format';
import { PagedTable } from '../../shared/ui/PagedTable';
import { StatusTag } from '../../shared/ui/StatusTag';
import { depositKeys } from './keys';

type Deposit = endpoints.AdminDeposit;

/** A gateway order's callbacks as they came, with the platform's verdict on each. */
export const CallbacksModal = ({ deposit, onClose }: { deposit: Deposit; onClose: () => void }) => {
  const S = useTexts().deposits;
  const formatTime = useFormatTime();
  const query = useQuery({
    queryKey: depositKeys.callbacks(deposit.id),
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
      <PagedTable
        query={query}
        rows={query.data?.list}
        empty={S.noCallbacks}
        rowKey="id"
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
    </Modal>
  );
};
