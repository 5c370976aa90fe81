import { ApiError } from '../../../shared/api/client';
import { localDateTime } from '../../../shared/dates';
import { toastFailure, useSubmitting } from '../../../shared/form/submitting';
import { useTranslation } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/session/balance';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { useAccrued, useClaimRebate } from '../api';
import { RebateLines } from './RebateLines';
import '../rebate.css';

/**
 * /m/member/manualRebate (MANPLAYREB3): what has accrued since the last rebate, by category,
 * and the claim. A double tap sends one claim; the server pays once whatever arrives.
 */
export default function ManualRebateScreen() {
  const { t } = useTranslation();
  const query = useAccrued();
  const claim = useClaimRebate();
  const { busy, run } = useSubmitting();
  const data = query.data;
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError || !data) {
    const off = query.error instanceof ApiError && query.error.code === 'function.not.available';
    return (
      <section className="screen rebate" data-testid="manual-rebate">
        {off ? (
          <p className="empty-state">{t('rebate.unavailable')}</p>
        ) : (
          <ErrorRetry onRetry={() => void query.refetch()} />
        )}
      </section>
    );
  }
  const nothing = data.total === '0.00';
  const submit = run(async () => {
    const answer = await claim.mutateAsync();
    await toast.success(t('rebate.claimed', { amount: formatMoney(answer.payout.amount) }));
  }, toastFailure);
  return (
    <section className="screen rebate" data-testid="manual-rebate">
      <div className="rebate-card">
        <span className="rebate-card__label">{t('rebate.accrued')}</span>
        <strong className="rebate-card__amount" data-testid="rebate-accrued">
          K {formatMoney(data.total)}
        </strong>
        <span className="rebate-card__hint">
          {t('rebate.validStake')}: K {formatMoney(data.validStake)}
        </span>
        {data.lastPaidAt !== null && (
          <span className="rebate-card__hint">
            {t('rebate.lastPaid', { time: localDateTime(data.lastPaidAt) })}
          </span>
        )}
        <button
          type="button"
          className="button button--accent button--block rebate-card__claim"
          disabled={nothing || busy}
          onClick={() => void submit()}
          data-testid="rebate-claim"
        >
          {t('rebate.claim')}
        </button>
      </div>
      {nothing ? (
        <p className="rebate-empty" data-testid="rebate-nothing">
          {t('rebate.nothing')}
        </p>
      ) : (
        <RebateLines lines={data.lines} testId="rebate-lines" />
      )}
      <div className="rebate-rules">
        <h2>{t('rebate.rulesTitle')}</h2>
        <p>{t('rebate.rules')}</p>
      </div>
    </section>
  );
}
