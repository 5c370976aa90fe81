import { betTypeOf, selectionText } from '@lotto/contract';
import { localDateTime } from '../../../shared/dates';
import { useTranslation } from '../../../shared/i18n';
import { failureText } from '../../../shared/i18n/errors';
import { formatMoney } from '../../../shared/session/balance';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Sheet } from '../../../shared/ui/Sheet';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { useCancelOrder } from '../api/mutations';
import { useOrderDetail } from '../api/queries';
import { ResultTable } from '../components/ResultBalls';
import { serverNow } from '../model/clock';
import { DrawProof } from '../results/DrawRow';
import { ConfirmAction } from './ConfirmAction';

interface OrderDetailSheetProps {
  orderNo: string;
  onClose: () => void;
  onOpenChase: (chaseNo: string) => void;
}

/** An order: its bet, money, draw, result and proof; cancel while its draw is on sale. */
export const OrderDetailSheet = ({ orderNo, onClose, onOpenChase }: OrderDetailSheetProps) => {
  const { t, language } = useTranslation();
  const detail = useOrderDetail(orderNo);
  const cancel = useCancelOrder();
  const data = detail.data;
  const type = data ? betTypeOf(data.order.betType) : undefined;
  const cancellable =
    data !== undefined &&
    data.order.status === 'pending' &&
    data.draw.status === 'open' &&
    data.draw.closesAt > serverNow();
  const doCancel = () =>
    cancel.mutate(
      { orderNo },
      {
        onSuccess: () => void toast.success(t('lottery.orders.cancelledToast')),
        onError: (error) => void toast.show(failureText(error)),
      },
    );
  return (
    <Sheet title={t('lottery.orders.detail', { orderNo })} onClose={onClose} testId="order-detail">
      {detail.isLoading && <Spinner label={t('common.loading')} />}
      {detail.isError && <ErrorRetry onRetry={() => void detail.refetch()} />}
      {data && (
        <div className="lott-detail">
          <dl className="lott-kv">
            <dt>{t('lottery.orders.betType')}</dt>
            <dd>{type?.name[language] ?? data.order.betType}</dd>
            <dt>{t('lottery.orders.selection')}</dt>
            <dd className="lott-kv__strong">
              {type ? selectionText(type, data.order.selection, language) : ''}
            </dd>
            <dt>{t('lottery.orders.stake')}</dt>
            <dd>
              {formatMoney(data.order.amount)} (
              {t('lottery.bet.count', { count: data.order.betCount })} · {data.order.unit} ·{' '}
              {t('lottery.orders.multiple', { multiple: data.order.multiple })})
            </dd>
            <dt>{t('lottery.orders.draw')}</dt>
            <dd>{data.order.drawNo}</dd>
            <dt>{t('lottery.orders.placedAt')}</dt>
            <dd>{localDateTime(data.order.createdAt)}</dd>
            <dt>{t('lottery.orders.win')}</dt>
            <dd>
              <span
                className={`lott-status lott-status--${data.order.status}`}
                data-testid="detail-status"
              >
                {t(`lottery.orders.${data.order.status}`)}
              </span>{' '}
              {formatMoney(data.order.win)}
            </dd>
            <dt>{t('lottery.orders.rebate')}</dt>
            <dd>{formatMoney(data.order.rebate)}</dd>
          </dl>
          {data.draw.result && (
            <>
              <h3 className="lott-detail__title">{t('lottery.orders.result')}</h3>
              <ResultTable result={data.draw.result} />
              <DrawProof game={data.game} draw={data.draw} />
            </>
          )}
          {data.order.chaseNo && (
            <button
              type="button"
              className="lott-link"
              onClick={() => onOpenChase(data.order.chaseNo ?? '')}
              data-testid="open-chase-detail"
            >
              {t('lottery.orders.chaseOf', { chaseNo: data.order.chaseNo })}
            </button>
          )}
          {cancellable && (
            <ConfirmAction
              label={t('lottery.orders.cancel')}
              question={t('lottery.orders.cancelConfirm')}
              busy={cancel.isPending}
              onConfirm={doCancel}
              testId="cancel-order"
            />
          )}
        </div>
      )}
    </Sheet>
  );
};
