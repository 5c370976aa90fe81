import type { DepositChannel } from '@lotto/contract';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { amountOf, minorOf, money, quickLabel } from '../money';

/** What is wrong with the typed amount on this channel, or '' when it may be sent. */
export const amountProblem = (
  channel: DepositChannel,
  typed: string,
  t: ReturnType<typeof useTranslation>['t'],
  symbol: string,
): string => {
  const amount = amountOf(typed);
  const range = {
    min: money(symbol, channel.minAmount),
    max: money(symbol, channel.maxAmount),
  };
  if (amount === null) return t('deposit.outOfRange', range);
  const minor = minorOf(amount);
  if (minor < minorOf(channel.minAmount) || minor > minorOf(channel.maxAmount)) {
    return t('deposit.outOfRange', range);
  }
  if (minor > minorOf(channel.leftToday)) {
    return t('deposit.overDaily', { left: money(symbol, channel.leftToday) });
  }
  return '';
};

/** The amount with quick picks within the channel's limits, and the limits shown under it. */
export const AmountField = (props: {
  channel: DepositChannel;
  quickAmounts: readonly string[];
  symbol: string;
  value: string;
  onChange: (value: string) => void;
  error: string;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const { channel, symbol } = props;
  const picks = props.quickAmounts.filter(
    (a) => minorOf(a) >= minorOf(channel.minAmount) && minorOf(a) <= minorOf(channel.maxAmount),
  );
  return (
    <div className={`deposit-field${props.error ? ' is-invalid' : ''}`}>
      <label className="deposit-field__label" htmlFor={`${id}-amount`}>
        {t('deposit.amount')}
      </label>
      <div className="deposit-amount">
        <span className="deposit-amount__symbol" aria-hidden="true">
          {symbol}
        </span>
        <input
          id={`${id}-amount`}
          className="deposit-amount__input"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('deposit.amountPlaceholder')}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value.replace(/[^\d.,]/g, ''))}
          aria-invalid={props.error !== ''}
          aria-describedby={`${id}-limits`}
          data-testid="deposit-amount"
        />
      </div>
      {picks.length > 0 && (
        <div className="deposit-picks" data-testid="deposit-quick-picks">
          {picks.map((a) => (
            <button
              key={a}
              type="button"
              className={`deposit-picks__pick${amountOf(props.value) === a ? ' is-on' : ''}`}
              onClick={() => props.onChange(quickLabel(a).replaceAll(',', ''))}
            >
              {quickLabel(a)}
            </button>
          ))}
        </div>
      )}
      <p className="deposit-field__hint" id={`${id}-limits`} data-testid="deposit-limits">
        {t('deposit.limits', {
          min: money(symbol, channel.minAmount),
          max: money(symbol, channel.maxAmount),
        })}
        {' · '}
        {t('deposit.leftToday', { left: money(symbol, channel.leftToday) })}
      </p>
      {props.error && (
        <p className="deposit-field__error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
};
