import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { localDateTime } from '../../../shared/dates';
import { useSubmitting } from '../../../shared/form/submitting';
import { useTranslation } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/session/balance';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Sheet } from '../../../shared/ui/Sheet';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { useCancelWithdrawal, useWithdrawal, useWithdrawReport } from '../api';
import { StatusChip } from '../components/StatusChip';
import '../withdraw.css';

/** One withdrawal: its amount and account, the timeline of its steps, and cancel while pending. */
const Detail = ({ id, onClose }: { id: number; onClose: () => void }) => {
  const { t } = useTranslation();
  const detail = useWithdrawal(id);
  const cancel = useCancelWithdrawal();
  const { busy, run } = useSubmitting();
  const w = detail.data;
  const cancelIt = run(async () => {
    if (!window.confirm(t('withdraw.cancelConfirm'))) return;
    await cancel.mutateAsync(id);
    void toast.success(t('withdraw.cancelled'));
  });
  return (
    <Sheet title={t('withdraw.detailTitle')} onClose={onClose} testId="withdraw-detail">
      {detail.isPending && <Spinner label={t('common.loading')} />}
      {detail.isError && !w && <ErrorRetry onRetry={() => void detail.refetch()} />}
      {w && (
        <div className="withdraw-detail">
          <p className="withdraw-detail__amount">K {formatMoney(w.amount)}</p>
          <StatusChip status={w.status} />
          <p className="withdraw-note">
            {w.bankName} {w.maskedNumber} · {w.payeeName}
          </p>
          {w.reason && (
            <p className="withdraw-detail__reason">{t('withdraw.reason', { reason: w.reason })}</p>
          )}
          <h3 className="withdraw-card__title">{t('withdraw.timeline')}</h3>
          <ol className="withdraw-timeline" data-testid="withdraw-timeline">
            {w.timeline.map((s) => (
              <li key={`${s.step}-${s.at}`} className={`withdraw-timeline__step is-${s.step}`}>
                <span className="withdraw-timeline__name">{t(`withdraw.steps.${s.step}`)}</span>
                <time className="withdraw-timeline__at">{localDateTime(s.at)}</time>
              </li>
            ))}
          </ol>
          {w.status === 'pending' && (
            <button
              type="button"
              className="button button--ghost withdraw-detail__cancel"
              disabled={busy}
              onClick={() => void cancelIt()}
              data-testid="withdraw-cancel"
            >
              {t('withdraw.cancel')}
            </button>
          )}
        </div>
      )}
    </Sheet>
  );
};

/** /m/withdrawReport (WITHREC3): the member's withdrawals, newest first; a tap opens one. */
export default function WithdrawReportScreen() {
  const { t } = useTranslation();
  const report = useWithdrawReport();
  const [open, setOpen] = useState<number | null>(null);
  const list = report.data?.list;
  return (
    <section className="screen withdraw" data-testid="withdraw-report">
      {report.isPending && <Spinner label={t('common.loading')} />}
      {report.isError && !list && <ErrorRetry onRetry={() => void report.refetch()} />}
      {list && list.length === 0 && (
        <div className="empty-state" data-testid="withdraw-report-empty">
          <h2 className="empty-state__title">{t('withdraw.reportEmpty')}</h2>
          <p className="empty-state__body">{t('withdraw.reportEmptyBody')}</p>
          <Link className="button button--primary" to={paths.withdraw}>
            {t('withdraw.goWithdraw')}
          </Link>
        </div>
      )}
      {list && list.length > 0 && (
        <ul className="withdraw-list" data-testid="withdraw-list">
          {list.map((w) => (
            <li key={w.id}>
              <button
                type="button"
                className="withdraw-row"
                onClick={() => setOpen(w.id)}
                data-testid={`withdraw-row-${w.id}`}
              >
                <span className="withdraw-row__main">
                  <strong className="withdraw-row__amount">K {formatMoney(w.amount)}</strong>
                  <span className="withdraw-row__account">
                    {w.bankName} {w.maskedNumber}
                  </span>
                </span>
                <span className="withdraw-row__side">
                  <StatusChip status={w.status} />
                  <time className="withdraw-row__at">{localDateTime(w.createdAt)}</time>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {open !== null && <Detail id={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
