import type { ProfitFigures } from '@lotto/contract';
import { useState } from 'react';
import { RecordsEmpty, SignedAmount } from '../../../shared/bets/ListStates';
import { useTranslation } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/session/balance';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { type RangeChoice, useProfitAndLoss } from '../api';
import { RangeFilter } from '../components/RangeFilter';
import { shortDay } from '../dates';
import '../../../shared/bets/records.css';

const FIGURES = ['stake', 'payout', 'bonus', 'rebate', 'deposit', 'withdrawal'] as const;

/**
 * /m/profitandloss (PERSREP): what a period did to the member's wallet (stake, payout,
 * bonuses, rebates, deposits, withdrawals and the net), and the same per day.
 */
export default function ProfitLossScreen() {
  const { t } = useTranslation();
  const [range, setRange] = useState<RangeChoice>({ range: '7days' });
  const report = useProfitAndLoss(range);
  const data = report.data;
  return (
    <section className="screen records" data-testid="profit-loss">
      <div className="records-filters">
        <RangeFilter value={range} onChange={setRange} />
      </div>
      {report.isPending && <Spinner label={t('common.loading')} />}
      {report.isError && !data && <ErrorRetry onRetry={() => void report.refetch()} />}
      {data && (
        <div className={report.isPlaceholderData ? 'records-list--stale' : undefined}>
          <div className="records-net" data-testid="profit-net">
            <span className="records-net__label">{t('records.profit.net')}</span>
            <SignedAmount amount={data.totals.net} className="records-net__value" />
            <span className="records-net__period">
              {t('records.period', { from: data.from, to: data.to })}
            </span>
          </div>
          <Figures figures={data.totals} />
          <p className="records-hint">{t('records.profit.netHint')}</p>
          {data.days.length === 0 ? (
            <RecordsEmpty text={t('records.profit.empty')} />
          ) : (
            <>
              <h2 className="records-heading">{t('records.profit.byDay')}</h2>
              <ul className="records-list">
                {data.days.map((day) => (
                  <li key={day.day} className="records-row" data-testid="profit-day">
                    <div className="records-row__main">
                      <strong className="records-row__title">{shortDay(day.day)}</strong>
                      <span className="records-row__meta">
                        {t('records.profit.stake')} {formatMoney(day.stake)} ·{' '}
                        {t('records.profit.payout')} {formatMoney(day.payout)}
                      </span>
                    </div>
                    <div className="records-row__side">
                      <SignedAmount amount={day.net} />
                    </div>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}

const Figures = ({ figures }: { figures: ProfitFigures }) => {
  const { t } = useTranslation();
  return (
    <div className="records-summary records-summary--flat">
      <div className="records-summary__grid records-summary__grid--three">
        {FIGURES.map((name) => (
          <div key={name} className="records-figure" data-testid={`profit-${name}`}>
            <span className="records-figure__label">{t(`records.profit.${name}`)}</span>
            <span className="records-figure__value">{formatMoney(figures[name])}</span>
          </div>
        ))}
      </div>
    </div>
  );
};
