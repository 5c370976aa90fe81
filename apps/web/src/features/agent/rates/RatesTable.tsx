import type { RateSet } from '@lotto/contract';
import { useTranslation } from '../../../shared/i18n';
import { percentText } from './rates-form';

/** A set of rates, read-only: the prize group and each category's rebate. */
export const RatesTable = ({ rates, testId }: { rates: RateSet; testId: string }) => {
  const { t } = useTranslation();
  return (
    <dl className="rates-table" data-testid={testId}>
      <div className="rates-table__row">
        <dt>{t('agentRates.prizeGroup')}</dt>
        <dd data-testid={`${testId}-group`}>{rates.prizeGroup}</dd>
      </div>
      {rates.rebates.map((r) => (
        <div className="rates-table__row" key={r.category}>
          <dt>{t(`categories.${r.category}`)}</dt>
          <dd data-testid={`${testId}-${r.category}`}>{percentText(r.bp)}%</dd>
        </div>
      ))}
    </dl>
  );
};
