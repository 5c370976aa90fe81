import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { useSite } from '../../../shared/site/site-status';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { useDepositOrder } from '../api';
import { money } from '../money';
import '../deposit.css';

const ART: Record<string, { tone: string; path: string }> = {
  paid: { tone: 'ok', path: 'M9.5 16.2 5.3 12l-1.4 1.4 5.6 5.6 11-11-1.4-1.4z' },
  pending: { tone: 'wait', path: 'M12 6v6l4 2-.8 1.6L10 13V6h2z' },
  other: {
    tone: 'bad',
    path: 'M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z',
  },
};

/**
 * Where the payment provider sends the member back: the order, asked again every 2 s while it
 * is pending; once paid the header's balance is refreshed (useDepositOrder).
 */
export default function DepositResultScreen() {
  const { t } = useTranslation();
  const site = useSite();
  const [params] = useSearchParams();
  const id = Number(params.get('order') ?? 0);
  const order = useDepositOrder(Number.isSafeInteger(id) ? id : 0, true);

  if (!(id > 0) || (order.isError && !order.data)) {
    return (
      <section className="screen deposit-result" data-testid="deposit-result">
        {id > 0 ? (
          <ErrorRetry onRetry={() => void order.refetch()} />
        ) : (
          <p className="empty-state__title">{t('deposit.result.missing')}</p>
        )}
        <Link className="button button--primary" to={paths.voucherCenter}>
          {t('deposit.result.again')}
        </Link>
      </section>
    );
  }
  if (!order.data) return <Spinner label={t('common.loading')} />;
  const { status, amount } = order.data;
  const art = ART[status] ?? ART.other;
  const title =
    status === 'pending'
      ? t('deposit.result.pending')
      : status === 'paid'
        ? t('deposit.result.paid')
        : status === 'rejected'
          ? t('deposit.result.rejected')
          : status === 'expired'
            ? t('deposit.result.expired')
            : t('deposit.result.failed');
  const body =
    status === 'pending'
      ? t('deposit.result.pendingBody')
      : status === 'paid'
        ? t('deposit.result.paidBody', { amount: money(site.site.currencySymbol, amount) })
        : t('deposit.result.failedBody');
  return (
    <section className="screen deposit-result" data-testid="deposit-result" data-status={status}>
      <div className={`deposit-result__art deposit-result__art--${art?.tone}`} aria-hidden="true">
        <svg width="56" height="56" viewBox="0 0 24 24" aria-hidden="true">
          <path d={art?.path} fill="currentColor" />
        </svg>
      </div>
      <h1 className="deposit-result__title" role="status">
        {title}
      </h1>
      <p className="deposit-result__amount">{money(site.site.currencySymbol, amount)}</p>
      <p className="deposit-result__body">{body}</p>
      <p className="deposit-result__order">
        {t('deposit.orderNo')}: {order.data.orderNo}
      </p>
      {status === 'pending' && <Spinner label={t('common.loading')} />}
      <div className="deposit-result__actions">
        <Link
          className="button button--primary button--block"
          to={paths.vouReport}
          data-testid="deposit-to-records"
        >
          {t('deposit.result.toRecords')}
        </Link>
        <Link className="button button--block deposit-result__again" to={paths.voucherCenter}>
          {t('deposit.result.again')}
        </Link>
      </div>
    </section>
  );
}
