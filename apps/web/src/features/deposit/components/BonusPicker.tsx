import type { DepositPromotionOffer } from '@lotto/contract';
import { useTranslation } from '../../../shared/i18n';
import { money } from '../money';

/**
 * The first-deposit bonus to take with this deposit (shown until the first credited deposit):
 * none, or one of the open offers with its terms; the server joins it if the member had not.
 */
export const BonusPicker = (props: {
  offers: readonly DepositPromotionOffer[];
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  symbol: string;
}) => {
  const { t } = useTranslation();
  if (props.offers.length === 0) return null;
  const terms = (o: DepositPromotionOffer) =>
    [
      o.percent === null ? null : t('deposit.bonusPercent', { percent: o.percent }),
      o.cap === null ? null : t('deposit.bonusCap', { cap: money(props.symbol, o.cap) }),
      t('deposit.bonusTurnover', { times: o.turnoverMultiplier }),
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <fieldset className="deposit-bonus" data-testid="deposit-bonus">
      <legend className="deposit-bonus__legend">{t('deposit.bonusTitle')}</legend>
      <label className="deposit-bonus__option">
        <input
          type="radio"
          name="deposit-bonus"
          checked={props.value === undefined}
          onChange={() => props.onChange(undefined)}
        />
        <span>{t('deposit.bonusNone')}</span>
      </label>
      {props.offers.map((o) => (
        <label key={o.id} className="deposit-bonus__option" data-testid={`deposit-bonus-${o.id}`}>
          <input
            type="radio"
            name="deposit-bonus"
            checked={props.value === o.id}
            onChange={() => props.onChange(o.id)}
          />
          <span>
            <strong>{o.title}</strong>
            <small>{terms(o)}</small>
          </span>
        </label>
      ))}
    </fieldset>
  );
};
