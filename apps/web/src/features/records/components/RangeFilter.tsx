import { MAX_RECORD_RANGE_DAYS, RECORD_RANGES, type RecordRange } from '@lotto/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { DatePicker } from '../../../shared/ui/antd';
import type { RangeChoice } from '../api';
import { addDays, dateOf, dateText, shortDay } from '../dates';

/** How far back the picker goes: the records keep every day, a year is what a player scrolls. */
const PICKER_YEARS_BACK = 1;

/**
 * The date filter every records screen shares: quick ranges as chips, and a custom range
 * picked in two steps (from, then to, at most MAX_RECORD_RANGE_DAYS days on).
 */
export const RangeFilter = ({
  value,
  onChange,
}: {
  value: RangeChoice;
  onChange: (next: RangeChoice) => void;
}) => {
  const { t } = useTranslation();
  const [step, setStep] = useState<'from' | 'to' | null>(null);
  const [from, setFrom] = useState<string>(value.from ?? dateText(new Date()));
  const today = new Date();
  const pick = (range: RecordRange) => {
    if (range === 'custom') setStep('from');
    else onChange({ range });
  };
  const customLabel =
    value.range === 'custom' && value.from && value.to
      ? t('records.period', { from: shortDay(value.from), to: shortDay(value.to) })
      : t('records.ranges.custom');
  const lastTo = addDays(dateOf(from), MAX_RECORD_RANGE_DAYS - 1);
  return (
    <fieldset className="records-ranges">
      <legend className="visually-hidden">{t('records.ranges.label')}</legend>
      {RECORD_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          className={`records-chip${value.range === range ? ' records-chip--on' : ''}`}
          aria-pressed={value.range === range}
          data-testid={`range-${range}`}
          onClick={() => pick(range)}
        >
          {range === 'custom' ? customLabel : t(`records.ranges.${range}`)}
        </button>
      ))}
      <DatePicker
        title={`${t('records.custom.from')} · ${t('records.custom.limit', { days: MAX_RECORD_RANGE_DAYS })}`}
        visible={step === 'from'}
        precision="day"
        min={new Date(today.getFullYear() - PICKER_YEARS_BACK, today.getMonth(), today.getDate())}
        max={today}
        defaultValue={dateOf(from)}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onClose={() => setStep((s) => (s === 'from' ? null : s))}
        onConfirm={(d) => {
          setFrom(dateText(d));
          // The second picker opens once the first has closed.
          setTimeout(() => setStep('to'), 0);
        }}
      />
      <DatePicker
        title={`${t('records.custom.to')} · ${t('records.custom.limit', { days: MAX_RECORD_RANGE_DAYS })}`}
        visible={step === 'to'}
        precision="day"
        min={dateOf(from)}
        max={lastTo < today ? lastTo : today}
        defaultValue={lastTo < today ? lastTo : today}
        confirmText={t('records.custom.apply')}
        cancelText={t('common.cancel')}
        onClose={() => setStep(null)}
        onConfirm={(d) => onChange({ range: 'custom', from, to: dateText(d) })}
      />
    </fieldset>
  );
};
