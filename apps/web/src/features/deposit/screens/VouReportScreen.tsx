import { DEPOSIT_STATUSES, type DepositOrder, type DepositStatus } from '@lotto/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { localDateTime } from '../../../shared/dates';
import { useTranslation } from '../../../shared/i18n';
import { useSite } from '../../../shared/site/site-status';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { useDepositOrders } from '../api';
import { OrderDetail } from '../components/OrderDetail';
import { StatusBadge } from '../components/StatusBadge';
import { money } from '../money';
import '../deposit.css';

const RANGES = ['today', 'yesterday', '7days', '30days'] as const;
type Range = (typeof RANGES)[number];
const PAGE_SIZE = 20;

/** /m/vouReport: the member's deposits by period and status, each opening its detail. */
export default function VouReportScreen() {
  const { t } = useTranslation();
  const site = useSite();
  const [range, setRange] = useState<Range>('30days');
  const [status, setStatus] = useState<DepositStatus | 'all'>('all');
  const [pages, setPages] = useState(1);
  const [open, setOpen] = useState<DepositOrder | null>(null);
  const orders = useDepositOrders({
    range,
    pageNo: 1,
    pageSize: PAGE_SIZE * pages,
    ...(status === 'all' ? {} : { status }),
  });
  const data = orders.data;

  return (
    <section className="screen deposit-report" data-testid="vou-report">
      <div className="deposit-filters">
        <fieldset className="deposit-chips">
          <legend className="visually-hidden">{t('deposit.filterRange')}</legend>
          {RANGES.map((r) => (
            <button
              key={r}
              type="button"
              aria-pressed={range === r}
              className={`deposit-chips__chip${range === r ? ' is-on' : ''}`}
              onClick={() => {
                setRange(r);
                setPages(1);
              }}
            >
              {t(`deposit.ranges.${r}`)}
            </button>
          ))}
        </fieldset>
        <label className="deposit-filters__status">
          <span>{t('deposit.filterStatus')}</span>
          <select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as DepositStatus | 'all');
              setPages(1);
            }}
            data-testid="vou-report-status"
          >
            <option value="all">{t('deposit.status.all')}</option>
            {DEPOSIT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`deposit.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {orders.isPending && <Spinner label={t('common.loading')} />}
      {orders.isError && !data && <ErrorRetry onRetry={() => void orders.refetch()} />}
      {data && data.list.length === 0 && (
        <div className="empty-state" data-testid="vou-report-empty">
          <p className="empty-state__title">{t('deposit.empty')}</p>
          <p className="empty-state__body">{t('deposit.emptyBody')}</p>
          <Link className="button button--primary" to={paths.voucherCenter}>
            {t('deposit.depositNow')}
          </Link>
        </div>
      )}
      {data && data.list.length > 0 && (
        <>
          <p className="deposit-report__total">{t('deposit.total', { count: data.totalCount })}</p>
          <ul className="deposit-list" data-testid="vou-report-list">
            {data.list.map((o) => (
              <li key={o.id}>
                <button
                  type="button"
                  className="deposit-item"
                  onClick={() => setOpen(o)}
                  data-testid="vou-report-item"
                >
                  <span className="deposit-item__main">
                    <span className="deposit-item__method">{o.channelName}</span>
                    <span className="deposit-item__time">{localDateTime(o.createdAt)}</span>
                  </span>
                  <span className="deposit-item__side">
                    <span className="deposit-item__amount">
                      {money(site.site.currencySymbol, o.amount)}
                    </span>
                    <StatusBadge status={o.status} />
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {data.totalCount > data.list.length && (
            <button
              type="button"
              className="button button--block deposit-more"
              disabled={orders.isFetching}
              onClick={() => setPages((p) => p + 1)}
            >
              {t('deposit.more')}
            </button>
          )}
        </>
      )}
      {open && <OrderDetail order={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
