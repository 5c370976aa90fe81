import { type DepositChannel, depositGatewayBody } from '@lotto/contract';
import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { wireAmount } from '../../../shared/form/amount';
import { accepts, type Check, say } from '../../../shared/form/checks';
import { FieldMessages } from '../../../shared/form/FormField';
import { useTranslation } from '../../../shared/i18n';
import { minorOf, money, quickLabel } from '../money';

/**
 * The amount's check on this channel: what travels must pass the contract's amount rule, then
 * the channel's range and what is left of today's limit (the server decides again).
 */
export const amountCheck = (channel: DepositChannel, symbol: string): Check => {
  const range = { min: money(symbol, channel.minAmount), max: money(symbol, channel.maxAmount) };
  const outOfRange = say('deposit.outOfRange', range);
  const wire = accepts(depositGatewayBody.shape.amount, outOfRange, wireAmount);
  return (typed) => {
    const wrong = wire(typed);
    if (wrong.length) return wrong;
    const minor = minorOf(wireAmount(typed) ?? '');
    if (minor < minorOf(channel.minAmount) || minor > minorOf(channel.maxAmount)) return outOfRange;
    if (minor > minorOf(channel.leftToday)) {
      return say('deposit.overDaily', { left: money(symbol, channel.leftToday) });
    }
    return [];
  };
};

/** The amount with quick picks within the channel's limits, and the limits shown under it. */
export const AmountField = <T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  channel: DepositChannel;
  quickAmounts: readonly string[];
  symbol: string;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const { channel, symbol } = props;
  const value: string = field.value;
  const invalid = fieldState.error !== undefined;
  const picks = props.quickAmounts.filter(
    (a) => minorOf(a) >= minorOf(channel.minAmount) && minorOf(a) <= minorOf(channel.maxAmount),
  );
  const choose = (text: string) => field.onChange(text.replace(/[^\d.,]/g, ''));
  return (
    <div className={`deposit-field${invalid ? ' is-invalid' : ''}`} data-testid="field-amount">
      <label className="deposit-field__label" htmlFor={`${id}-amount`}>
        {t('deposit.amount')}
      </label>
      <div className="deposit-amount">
        <span className="deposit-amount__symbol" aria-hidden="true">
          {symbol}
        </span>
        <input
          id={`${id}-amount`}
          ref={field.ref}
          name={field.name}
          className="deposit-amount__input"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('deposit.amountPlaceholder')}
          value={value}
          onChange={(event) => choose(event.target.value)}
          onBlur={field.onBlur}
          aria-invalid={invalid}
          aria-describedby={`${id}-limits${invalid ? ` ${id}-error` : ''}`}
          data-testid="deposit-amount"
        />
      </div>
      {picks.length > 0 && (
        <div className="deposit-picks" data-testid="deposit-quick-picks">
          {picks.map((a) => (
            <button
              key={a}
              type="button"
              className={`deposit-picks__pick${wireAmount(value) === a ? ' is-on' : ''}`}
              onClick={() => {
                choose(quickLabel(a).replaceAll(',', ''));
                field.onBlur(); // a pick is a finished entry: it is checked at once
              }}
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
      <FieldMessages control={props.control} name={props.name} id={`${id}-error`} />
    </div>
  );
};
