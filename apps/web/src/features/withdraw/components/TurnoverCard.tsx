import type { TurnoverStatus } from '@lotto/contract';
import { useTranslation } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/session/balance';

/** What is left to play of bonus money's turnover, with why a withdrawal waits for it. */
export const TurnoverCard = ({ turnover }: { turnover: TurnoverStatus }) => {
  const { t } = useTranslation();
  const required = Number(turnover.required);
  const done = Number(turnover.left) === 0;
  const percent = required > 0 ? Math.min(100, (Number(turnover.played) / required) * 100) : 100;
  return (
    <section className="withdraw-card" data-testid="withdraw-turnover" aria-labelledby="turnover-h">
      <h2 id="turnover-h" className="withdraw-card__title">
        {t('withdraw.turnoverTitle')}
      </h2>
      {done ? (
        <p className="withdraw-turnover__done">{t('withdraw.turnoverDone')}</p>
      ) : (
        <>
          <p className="withdraw-turnover__left" data-testid="withdraw-turnover-left">
            {t('withdraw.turnoverLeft', { amount: formatMoney(turnover.left) })}
          </p>
          <div
            className="withdraw-turnover__bar"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(percent)}
            aria-label={t('withdraw.turnoverTitle')}
          >
            <span style={{ width: `${percent}%` }} />
          </div>
          <p className="withdraw-note">
            {t('withdraw.turnoverProgress', {
              played: formatMoney(turnover.played),
              required: formatMoney(turnover.required),
            })}
          </p>
          <p className="withdraw-note">{t('withdraw.turnoverExplain')}</p>
        </>
      )}
    </section>
  );
};
