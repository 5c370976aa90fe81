import { type BetTypeDef, MONEY_UNITS, MULTIPLE_MAX, UNIT_PRICE_MINOR } from '@lotto/contract';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { oddsText } from '../model/money';
import { bestPrizeMinor, type MoneyChoice, rebateRateText, usesGroup } from './bet-form';

interface MoneyPanelProps {
  type: BetTypeDef;
  money: MoneyChoice;
  minGroup: number;
  /** The member's own maximum group (the site's maximum for a visitor). */
  maxGroup: number;
  onChange: (money: MoneyChoice) => void;
}

/** Money unit, multiple, and the prize group slider with the odds and own rebate it gives. */
export const MoneyPanel = ({ type, money, minGroup, maxGroup, onChange }: MoneyPanelProps) => {
  const { t } = useTranslation();
  const sliderId = useId();
  const multipleId = useId();
  const setMultiple = (value: number) =>
    onChange({ ...money, multiple: Math.min(MULTIPLE_MAX, Math.max(1, Math.floor(value) || 1)) });
  const group = usesGroup(type);
  const odds = oddsText(bestPrizeMinor(type, money.prizeGroup), UNIT_PRICE_MINOR);
  return (
    <section className="lott-money" data-testid="money-panel">
      <div className="lott-money__line">
        <span className="lott-money__label">{t('lottery.bet.unit')}</span>
        <div className="lott-seg" role="radiogroup" aria-label={t('lottery.bet.unit')}>
          {MONEY_UNITS.map((unit) => (
            // biome-ignore lint/a11y/useSemanticElements: a segmented control of buttons reads better than radios here
            <button
              key={unit}
              type="button"
              role="radio"
              aria-checked={money.unit === unit}
              className="lott-seg__item"
              onClick={() => onChange({ ...money, unit })}
              data-testid={`unit-${unit}`}
            >
              {unit}
            </button>
          ))}
        </div>
      </div>
      <div className="lott-money__line">
        <label className="lott-money__label" htmlFor={multipleId}>
          {t('lottery.bet.multiple')}
        </label>
        <div className="lott-stepper">
          <button
            type="button"
            aria-label={t('lottery.bet.less')}
            onClick={() => setMultiple(money.multiple - 1)}
          >
            −
          </button>
          <input
            id={multipleId}
            inputMode="numeric"
            value={money.multiple}
            onChange={(event) => setMultiple(Number(event.target.value.replace(/\D/g, '')))}
            data-testid="multiple"
          />
          <button
            type="button"
            aria-label={t('lottery.bet.more')}
            onClick={() => setMultiple(money.multiple + 1)}
          >
            +
          </button>
        </div>
      </div>
      {group && maxGroup > minGroup ? (
        <div className="lott-money__group">
          <label className="lott-money__label" htmlFor={sliderId}>
            {t('lottery.bet.prizeGroup')} <b data-testid="prize-group">{money.prizeGroup}</b>
          </label>
          <input
            id={sliderId}
            type="range"
            min={minGroup}
            max={maxGroup}
            step={2}
            value={money.prizeGroup}
            onChange={(event) => onChange({ ...money, prizeGroup: Number(event.target.value) })}
            data-testid="prize-group-slider"
          />
          <p className="lott-money__odds">
            <span data-testid="odds">{t('lottery.bet.odds', { odds })}</span>
            <span data-testid="rebate">
              {t('lottery.bet.rebate', { rate: rebateRateText(type, maxGroup, money.prizeGroup) })}
            </span>
          </p>
        </div>
      ) : (
        <p className="lott-money__odds">
          <span data-testid="odds">{t('lottery.bet.odds', { odds })}</span>
          {!group && <span>{t('lottery.bet.fixedOdds')}</span>}
        </p>
      )}
    </section>
  );
};
