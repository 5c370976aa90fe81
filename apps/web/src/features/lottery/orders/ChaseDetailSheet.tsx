import { betTypeOf, selectionText } from '@lotto/contract';
import { useTranslation } from '../../../shared/i18n';
import { failureText } from '../../../shared/i18n/errors';
import { formatMoney } from '../../../shared/session/balance';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Sheet } from '../../../shared/ui/Sheet';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { useCancelOrder, useStopChase } from '../api/mutations';
import { useChaseDetail } from '../api/queries';
import { ConfirmAction } from './ConfirmAction';

/** A chase: each draw's part and status, what it held, used and released; stop while running. */
export const ChaseDetailSheet = ({
  chaseNo,
  onClose,
}: {
  chaseNo: string;
  onClose: () => void;
}) => {
  const { t, language } = useTranslation();
  const detail = useChaseDetail(chaseNo);
  const stop = useStopChase();
  const chase = detail.data?.chase;
  const type = chase ? betTypeOf(chase.betType) : undefined;
  const cancel = useCancelOrder();
  const cancelDraw = (drawNo: string) =>
    cancel.mutate(
      { chaseNo, drawNo },
      {
        onSuccess: () => void toast.success(t('lottery.orders.cancelledToast')),
        onError: (error) => void toast.show(failureText(error)),
      },
    );
  const doStop = () =>
    stop.mutate(chaseNo, {
      onSuccess: (answer) =>
        void toast.success(
          t('lottery.orders.stoppedToast', { amount: formatMoney(answer.released) }),
        ),
      onError: (error) => void toast.show(failureText(error)),
    });
  return (
    <Sheet
      title={t('lottery.orders.chaseDetail', { chaseNo })}
      onClose={onClose}
      testId="chase-detail"
    >
      {detail.isLoading && <Spinner label={t('common.loading')} />}
      {detail.isError && <ErrorRetry onRetry={() => void detail.refetch()} />}
      {chase && (
        <div className="lott-detail">
          <dl className="lott-kv">
            <dt>{t('lottery.orders.betType')}</dt>
            <dd>{type?.name[language] ?? chase.betType}</dd>
            <dt>{t('lottery.orders.selection')}</dt>
            <dd className="lott-kv__strong">
              {type ? selectionText(type, chase.selection, language) : ''}
            </dd>
            <dt>{t('lottery.bet.chasePlan')}</dt>
            <dd>
              {t(`lottery.bet.${chase.plan}`)}
              {chase.stopOnWin ? ` · ${t('lottery.bet.stopOnWin')}` : ''}
            </dd>
            <dt>{t('lottery.bet.total')}</dt>
            <dd>{formatMoney(chase.total)}</dd>
            <dt>{t('lottery.orders.win')}</dt>
            <dd>{formatMoney(chase.win)}</dd>
            <dt>{t('lottery.orders.status')}</dt>
            <dd>
              <span
                className={`lott-status lott-status--${chase.status}`}
                data-testid="chase-status"
              >
                {t(`lottery.orders.${chase.status}`)}
              </span>
            </dd>
          </dl>
          <ol className="lott-chase-draws" data-testid="chase-draws">
            {chase.draws.map((draw) => (
              <li key={draw.drawNo} data-testid="chase-draw" data-status={draw.status}>
                <span>{draw.drawNo}</span>
                <span>×{draw.multiple}</span>
                <span>{formatMoney(draw.amount)}</span>
                {draw.status === 'pending' && chase.status === 'running' ? (
                  // One draw of a chase may be cancelled until its sales close (the server says).
                  <button
                    type="button"
                    className="lott-status lott-status--pending lott-chase-draws__cancel"
                    disabled={cancel.isPending}
                    onClick={() => cancelDraw(draw.drawNo)}
                    aria-label={`${t('lottery.orders.cancelDraw')} ${draw.drawNo}`}
                    data-testid="cancel-chase-draw"
                  >
                    {t('lottery.orders.pending')} ×
                  </button>
                ) : (
                  <span className={`lott-status lott-status--${draw.status}`}>
                    {t(`lottery.orders.${draw.status}`)}
                  </span>
                )}
              </li>
            ))}
          </ol>
          {chase.status === 'running' && (
            <ConfirmAction
              label={t('lottery.orders.stopChase')}
              question={t('lottery.orders.stopConfirm')}
              busy={stop.isPending}
              onConfirm={doStop}
              testId="stop-chase"
            />
          )}
        </div>
      )}
    </Sheet>
  );
};
