import { type DepositOrder, templateVersionsOf } from '@lotto/contract';
import { receipt as receiptEndpoint } from '@lotto/contract/endpoints/deposits';
import { localDateTime } from '../../../shared/dates';
import { useTranslation } from '../../../shared/i18n';
import { useSite } from '../../../shared/site/site-status';
import { useFetchedUrls } from '../../../shared/ui/image-picker/image-urls';
import { Sheet } from '../../../shared/ui/Sheet';
import { toast } from '../../../shared/ui/toast';
import { copyToClipboard, minorOf, money } from '../money';
import { StatusBadge } from './StatusBadge';

/** The receipt of the member's own bank transfer. */
const Receipt = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const [url] = useFetchedUrls(receiptEndpoint, [{ id }]);
  if (!url) return null;
  return <img className="deposit-detail__receipt" src={url} alt={t('deposit.viewReceipt')} />;
};

type Row = [label: string, value: string];

const rowsOf = (order: DepositOrder, t: ReturnType<typeof useTranslation>['t'], symbol: string) => {
  const rows: Row[] = [
    [t('deposit.orderNo'), order.orderNo],
    [t('deposit.method'), order.channelName],
    [t('deposit.createdAt'), localDateTime(order.createdAt)],
  ];
  if (order.settledAt) rows.push([t('deposit.settledAt'), localDateTime(order.settledAt)]);
  if (order.depositorName) rows.push([t('deposit.depositorName'), order.depositorName]);
  if (order.reference) rows.push([t('deposit.reference'), order.reference]);
  if (minorOf(order.bonus) > 0) {
    rows.push([t('deposit.bonus'), money(symbol, order.bonus)]);
    rows.push([t('deposit.turnover'), money(symbol, order.turnover)]);
  }
  if (order.reason) rows.push([t('deposit.reason'), order.reason]);
  return rows;
};

/** The new layout (dep_func '1'): amount card, a step line, then the facts. */
const StepLine = ({ order }: { order: DepositOrder }) => {
  const { t } = useTranslation();
  const closed = order.status !== 'pending' && order.status !== 'paid';
  const steps = [
    { label: t('deposit.steps.submitted'), done: true },
    {
      label: t('deposit.steps.review'),
      done: order.status !== 'pending',
      current: order.status === 'pending',
    },
    {
      label: closed ? t('deposit.steps.closed') : t('deposit.steps.done'),
      done: order.status !== 'pending',
      bad: closed,
    },
  ];
  return (
    <ol className="deposit-steps" data-testid="deposit-steps">
      {steps.map((s) => (
        <li
          key={s.label}
          className={`deposit-steps__step${s.done ? ' is-done' : ''}${s.current ? ' is-current' : ''}${s.bad ? ' is-bad' : ''}`}
        >
          <span className="deposit-steps__dot" aria-hidden="true" />
          {s.label}
        </li>
      ))}
    </ol>
  );
};

/** One order's detail as a sheet; the layout follows the template's dep_func. */
export const OrderDetail = ({ order, onClose }: { order: DepositOrder; onClose: () => void }) => {
  const { t } = useTranslation();
  const site = useSite();
  const symbol = site.site.currencySymbol;
  const { detailVersion } = templateVersionsOf(site.mobileTemplate);
  const rows = rowsOf(order, t, symbol);
  const copy = async () => {
    if (await copyToClipboard(order.orderNo)) void toast.success(t('deposit.copied'));
  };
  return (
    <Sheet title={t('deposit.detail')} onClose={onClose} testId="deposit-detail">
      {detailVersion === 'new' ? (
        <div className="deposit-detail deposit-detail--new" data-layout="new">
          <div className="deposit-detail__hero">
            <p className="deposit-detail__amount">{money(symbol, order.amount)}</p>
            <StatusBadge status={order.status} />
          </div>
          <StepLine order={order} />
          <dl className="deposit-detail__rows">
            {rows.map(([label, value]) => (
              <div key={label} className="deposit-detail__row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <button type="button" className="button button--block" onClick={() => void copy()}>
            {t('deposit.copyOrder')}
          </button>
        </div>
      ) : (
        <div className="deposit-detail deposit-detail--base" data-layout="base">
          <dl className="deposit-detail__rows">
            <div className="deposit-detail__row">
              <dt>{t('deposit.amount')}</dt>
              <dd>{money(symbol, order.amount)}</dd>
            </div>
            <div className="deposit-detail__row">
              <dt>{t('deposit.filterStatus')}</dt>
              <dd>
                <StatusBadge status={order.status} />
              </dd>
            </div>
            {rows.map(([label, value]) => (
              <div key={label} className="deposit-detail__row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {order.hasReceipt && <Receipt id={order.id} />}
    </Sheet>
  );
};
