import type { AgentRatesAnswer, RateSet } from '@lotto/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { draftOf, percentText, type RatesDraft, ratesOf } from './rates-form';

interface Props {
  /** What the form starts from. */
  start: RateSet;
  limits: Pick<AgentRatesAnswer, 'ceiling' | 'floor' | 'groupRange'>;
  busy: boolean;
  onSave: (rates: RateSet) => void;
}

/** Editable rates: the prize group and each category's rebate in percent, within the limits. */
export const RatesForm = ({ start, limits, busy, onSave }: Props) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<RatesDraft>(() => draftOf(start));
  const next = ratesOf(draft, start);
  const ceilingOf = (category: string) =>
    limits.ceiling.rebates.find((r) => r.category === category)?.bp ?? 0;
  const floorOf = (category: string) =>
    limits.floor.rebates.find((r) => r.category === category)?.bp ?? 0;
  const setPercent = (category: string, value: string) =>
    setDraft((d) => ({ ...d, percents: { ...d.percents, [category]: value } }));
  return (
    <form
      className="rates-form"
      data-testid="rates-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (next) onSave(next);
      }}
    >
      <label className="rates-form__row">
        <span>{t('agentRates.prizeGroup')}</span>
        <input
          type="number"
          inputMode="numeric"
          min={Math.max(limits.groupRange.min, limits.floor.prizeGroup)}
          max={limits.ceiling.prizeGroup}
          step={1}
          value={draft.prizeGroup}
          onChange={(e) => setDraft((d) => ({ ...d, prizeGroup: e.target.value }))}
          data-testid="rates-input-group"
        />
        <small>{t('agentRates.yours', { value: limits.ceiling.prizeGroup })}</small>
      </label>
      {start.rebates.map((r) => (
        <label className="rates-form__row" key={r.category}>
          <span>
            {t(`categories.${r.category}`)} ({t('agentRates.rebate')} %)
          </span>
          <input
            type="number"
            inputMode="decimal"
            min={percentText(floorOf(r.category))}
            max={percentText(ceilingOf(r.category))}
            step={0.01}
            value={draft.percents[r.category] ?? ''}
            onChange={(e) => setPercent(r.category, e.target.value)}
            data-testid={`rates-input-${r.category}`}
          />
          <small>
            {t('agentRates.yours', { value: `${percentText(ceilingOf(r.category))}%` })}
          </small>
        </label>
      ))}
      <button
        type="submit"
        className="button button--accent button--block"
        disabled={busy || next === null}
        data-testid="rates-save"
      >
        {t('agentRates.save')}
      </button>
    </form>
  );
};
