import type { PlayKind } from '@lotto/contract';
import { ReelSymbol } from '../boards/symbols';
import { CASH_OUT_RANGE, DICE_RANGE, dicePayout, type Picks } from '../choice';
import { t } from '../texts';

interface Props {
  kind: PlayKind;
  picks: Picks;
  odds: Record<string, string>;
  rtpBasisPoints: number;
  disabled: boolean;
  onChange: (picks: Picks) => void;
}

const Segment = <V extends 'player' | 'banker' | 'home' | 'draw' | 'away'>(props: {
  options: readonly V[];
  value: V;
  odds: Record<string, string>;
  disabled: boolean;
  onPick: (value: V) => void;
}) => (
  <div className="segment">
    {props.options.map((option) => (
      <button
        key={option}
        type="button"
        className={`segment__option${props.value === option ? ' segment__option--on' : ''}`}
        aria-pressed={props.value === option}
        disabled={props.disabled}
        onClick={() => props.onPick(option)}
        data-testid={`pick-${option}`}
      >
        <span className="segment__label">{t(option)}</span>
        {props.odds[option] && (
          <span className="segment__odds">{t('odds', { odds: props.odds[option] })}</span>
        )}
      </button>
    ))}
  </div>
);

const CASH_OUT_QUICK = ['1.50', '2.00', '5.00', '10.00'];

/** The choice each kind plays with: a side, a pick, a dice target or a cash-out target. */
export const ChoicePanel = ({ kind, picks, odds, rtpBasisPoints, disabled, onChange }: Props) => {
  if (kind === 'table') {
    const sides = ['player', 'banker'] as const;
    return (
      <Segment
        options={sides}
        value={picks.side}
        odds={odds}
        disabled={disabled}
        onPick={(side) => onChange({ ...picks, side })}
      />
    );
  }
  if (kind === 'single') {
    const outcomes = ['home', 'draw', 'away'] as const;
    return (
      <Segment
        options={outcomes}
        value={picks.pick}
        odds={odds}
        disabled={disabled}
        onPick={(pick) => onChange({ ...picks, pick })}
      />
    );
  }
  if (kind === 'dice') {
    return (
      <div className="dice-setup">
        <label className="field-label" htmlFor="dice-target">
          {t('rollUnder', { target: picks.target })}
        </label>
        <input
          id="dice-target"
          className="dice-setup__range"
          type="range"
          min={DICE_RANGE.min}
          max={DICE_RANGE.max}
          value={picks.target}
          disabled={disabled}
          onChange={(event) => onChange({ ...picks, target: Number(event.target.value) })}
          data-testid="dice-target"
        />
        <p className="dice-setup__facts">
          <span>{t('chance', { chance: picks.target })}</span>
          <span>{t('payout', { payout: dicePayout(picks.target, rtpBasisPoints) })}</span>
        </p>
      </div>
    );
  }
  if (kind === 'crash') {
    return (
      <div className="crash-setup">
        <label className="field-label" htmlFor="cash-out">
          {t('cashOutAt')}
        </label>
        <div className="crash-setup__row">
          <span className="amount-input">
            <input
              id="cash-out"
              inputMode="decimal"
              value={picks.cashOut}
              disabled={disabled}
              onChange={(event) => onChange({ ...picks, cashOut: event.target.value })}
              aria-describedby="cash-out-range"
              data-testid="cash-out"
            />
            <span className="amount-input__suffix">×</span>
          </span>
          {CASH_OUT_QUICK.map((value) => (
            <button
              key={value}
              type="button"
              className="chip"
              disabled={disabled}
              onClick={() => onChange({ ...picks, cashOut: value })}
            >
              {Number(value)}×
            </button>
          ))}
        </div>
        <span id="cash-out-range" className="visually-hidden">
          {`${CASH_OUT_RANGE.min / 100}× – ${CASH_OUT_RANGE.max / 100}×`}
        </span>
      </div>
    );
  }
  return <PayTable odds={odds} />;
};

/** Slots: what three equal symbols on the middle row pay, highest first. */
const PayTable = ({ odds }: { odds: Record<string, string> }) => {
  const lines = Object.entries(odds).sort(([, a], [, b]) => Number(b) - Number(a));
  if (lines.length === 0) return null;
  return (
    <div className="pay-table">
      <span className="field-label">{t('payTable')}</span>
      <ul className="pay-table__list" data-testid="pay-table">
        {lines.map(([symbol, multiplier]) => (
          <li key={symbol} className="pay-table__item">
            <ReelSymbol name={symbol} />
            <span>×{Number(multiplier)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
};
