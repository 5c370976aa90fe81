import type { RedRainClaimAnswer } from '@lotto/contract';
import { useTranslation } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/session/balance';
import { useSite } from '../../../shared/site/site-status';
import { Sheet } from '../../../shared/ui/Sheet';

/** What the envelope held, the balance after it, and the stake it asks before a withdrawal. */
export const ResultSheet = ({
  result,
  onClose,
}: {
  result: RedRainClaimAnswer;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const { site } = useSite();
  const money = (amount: string) => `${site.currencySymbol} ${formatMoney(amount)}`;
  return (
    <Sheet title={t('redRain.resultTitle')} onClose={onClose} testId="rain-result">
      <div className="rain-result">
        <p className="rain-result__label">{t('redRain.resultWon')}</p>
        <p className="rain-result__amount" data-testid="rain-result-amount">
          {money(result.claim.amount)}
        </p>
        <p>
          {t('redRain.resultBalance')}:{' '}
          <strong data-testid="rain-result-balance">{money(result.balance)}</strong>
        </p>
        {result.claim.turnoverRequired !== '0.00' && (
          <p className="rain-result__hint">
            {t('redRain.resultTurnover', { amount: money(result.claim.turnoverRequired) })}
          </p>
        )}
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('redRain.done')}
        </button>
      </div>
    </Sheet>
  );
};
