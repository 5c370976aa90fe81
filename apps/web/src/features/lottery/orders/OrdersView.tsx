import {
  betTypeOf,
  LOTTERY_ORDER_STATUSES,
  type LotteryOrderStatus,
  type OrderSummary,
  selectionText,
} from '@lotto/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { sharedKeys } from '../../../shared/api/query-keys';
import { paths } from '../../../shared/config/paths';
import { localDateTime } from '../../../shared/dates';
import { useTranslation } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/session/balance';
import { useSession } from '../../../shared/session/session-store';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { useMyOrders } from '../api/queries';
import { ChipTabs } from '../components/ChipTabs';
import { ChaseDetailSheet } from './ChaseDetailSheet';
import { OrderDetailSheet } from './OrderDetailSheet';

const OrderRow = ({ order, onOpen }: { order: OrderSummary; onOpen: () => void }) => {
  const { t, language } = useTranslation();
  const type = betTypeOf(order.betType);
  return (
    <li>
      <button
        type="button"
        className="lott-order"
        onClick={onOpen}
        data-testid="order-row"
        data-order-no={order.orderNo}
      >
        <span className="lott-order__main">
          <b>{type?.name[language] ?? order.betType}</b>
          <span className="lott-order__sel">
            {type ? selectionText(type, order.selection, language) : ''}
          </span>
          <span className="lott-muted">
            {order.drawNo} · {localDateTime(order.createdAt)}
          </span>
        </span>
        <span className="lott-order__side">
          <b>{formatMoney(order.amount)}</b>
          <span className={`lott-status lott-status--${order.status}`} data-testid="order-status">
            {t(`lottery.orders.${order.status}`)}
          </span>
          {order.status === 'won' && (
            <span className="lott-order__win">+{formatMoney(order.win)}</span>
          )}
        </span>
      </button>
    </li>
  );
};

/**
 * The member's orders of a game, by status, each opening its detail (and its chase). An
 * `order` in the address (the game records' way here) opens that order's detail at once.
 */
export const OrdersView = ({ code }: { code: string }) => {
  const { t } = useTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<LotteryOrderStatus | undefined>();
  const [orderNo, setOrderNo] = useState<string | null>(() => params.get('order'));
  const closeOrder = () => {
    setOrderNo(null);
    if (!params.has('order')) return;
    const next = new URLSearchParams(params);
    next.delete('order');
    setParams(next, { replace: true });
  };
  const [chaseNo, setChaseNo] = useState<string | null>(null);
  const orders = useMyOrders({ code, status });
  const queryClient = useQueryClient();
  const pending = orders.data?.list.filter((order) => order.status === 'pending').length ?? 0;
  // An order settled while the list was open: the header's balance shows what it paid.
  const settledWhileOpen = useRef(pending);
  useEffect(() => {
    if (pending < settledWhileOpen.current) {
      void queryClient.invalidateQueries({ queryKey: sharedKeys.wallet.all });
    }
    settledWhileOpen.current = pending;
  });
  if (!session) {
    return (
      <div className="empty-state">
        <p className="empty-state__body">{t('lottery.orders.loginFirst')}</p>
        <Link className="button button--primary" to={paths.login}>
          {t('frame.login')}
        </Link>
      </div>
    );
  }
  return (
    <div className="lott-orders" data-testid="orders-view">
      <ChipTabs
        className="lott-orders__filter"
        label={t('lottery.bet.tabOrders')}
        tabs={[undefined, ...LOTTERY_ORDER_STATUSES].map((value) => ({
          id: value ?? 'all',
          value,
          label: t(`lottery.orders.${value ?? 'all'}`),
        }))}
        selected={status}
        onSelect={setStatus}
      />
      {orders.isLoading && <Spinner label={t('common.loading')} />}
      {orders.isError && <ErrorRetry onRetry={() => void orders.refetch()} />}
      {orders.data && orders.data.list.length === 0 && (
        <p className="lott-empty" data-testid="orders-empty">
          {t('lottery.orders.empty')}
        </p>
      )}
      {orders.data && orders.data.list.length > 0 && (
        <ul className="lott-orderlist" data-testid="order-list">
          {orders.data.list.map((order) => (
            <OrderRow key={order.orderNo} order={order} onOpen={() => setOrderNo(order.orderNo)} />
          ))}
        </ul>
      )}
      {orderNo && (
        <OrderDetailSheet
          orderNo={orderNo}
          onClose={closeOrder}
          onOpenChase={(no) => {
            closeOrder();
            setChaseNo(no);
          }}
        />
      )}
      {chaseNo && <ChaseDetailSheet chaseNo={chaseNo} onClose={() => setChaseNo(null)} />}
    </div>
  );
};
