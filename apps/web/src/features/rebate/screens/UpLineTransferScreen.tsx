import { ApiError } from '../../../shared/api/client';
import { useTranslation } from '../../../shared/i18n';
import { failureText } from '../../../shared/i18n/errors';
import { formatMoney } from '../../../shared/session/balance';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { useUpLine } from '../api';
import { UpLineTransferForm } from '../components/UpLineTransferForm';
import '../../../shared/form/form.css';
import '../rebate.css';

/** /m/upLine/transfer (AGETRANSFERUP3): who the superior is, the balance, and the transfer. */
export default function UpLineTransferScreen() {
  const { t } = useTranslation();
  const query = useUpLine();
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError || !query.data) {
    const refused = query.error instanceof ApiError;
    return (
      <section className="screen rebate" data-testid="upline-transfer">
        {refused ? (
          <p className="empty-state" data-testid="upline-refused">
            {failureText(query.error)}
          </p>
        ) : (
          <ErrorRetry onRetry={() => void query.refetch()} />
        )}
      </section>
    );
  }
  return (
    <section className="screen rebate" data-testid="upline-transfer">
      <div className="rebate-card">
        <span className="rebate-card__label">
          {t('rebate.transferTo', { upline: query.data.upline })}
        </span>
        <span className="rebate-card__hint">{t('rebate.available')}</span>
        <strong className="rebate-card__amount" data-testid="upline-balance">
          K {formatMoney(query.data.balance)}
        </strong>
      </div>
      <UpLineTransferForm />
    </section>
  );
}
