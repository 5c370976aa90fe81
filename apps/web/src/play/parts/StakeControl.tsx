import { formatAmount, quickStakes } from '../money';
import { t } from '../texts';

interface Props {
  value: string;
  minBet: string;
  maxBet: string;
  currency: string;
  invalid: boolean;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** The stake: typed, or one tap on a quick chip (min, x2, x5, x10 within the maximum). */
export const StakeControl = (props: Props) => {
  const { value, minBet, maxBet, currency, invalid, disabled, onChange } = props;
  return (
    <div className="stake">
      <div className="stake__head">
        <label className="field-label" htmlFor="stake">
          {t('stake')}
        </label>
        <span
          id="stake-range"
          className={`stake__range${invalid ? ' stake__range--bad' : ''}`}
          data-testid="stake-range"
        >
          {t('stakeRange', { min: formatAmount(minBet), max: formatAmount(maxBet) })}
        </span>
      </div>
      <div className="stake__row">
        <span className={`amount-input${invalid ? ' amount-input--bad' : ''}`}>
          <span className="amount-input__prefix">{currency}</span>
          <input
            id="stake"
            inputMode="decimal"
            autoComplete="off"
            value={value}
            disabled={disabled}
            aria-invalid={invalid}
            aria-describedby="stake-range"
            onChange={(event) => onChange(event.target.value)}
            data-testid="stake-input"
          />
        </span>
        <fieldset className="stake__chips">
          <legend className="visually-hidden">{t('chips')}</legend>
          {quickStakes(minBet, maxBet).map((chip) => (
            <button
              key={chip}
              type="button"
              className={`chip${chip === value ? ' chip--on' : ''}`}
              disabled={disabled}
              onClick={() => onChange(chip)}
              data-testid="stake-chip"
            >
              {formatAmount(chip).replace(/\.00$/, '')}
            </button>
          ))}
        </fieldset>
      </div>
    </div>
  );
};
