import { useTranslation } from '../../../shared/i18n';
import { minorToMoney } from '../model/money';

interface BetBarProps {
  count: number;
  amountMinor: number;
  slipCount: number;
  busy: boolean;
  /** Sales are closed for the draw on the page (until the next one opens). */
  closed: boolean;
  onAdd: () => void;
  onOpenSlip: () => void;
  onChase: () => void;
  onPlace: () => void;
}

/** The sticky bottom bar: bets and amount of the pick, the slip, chase and place bet. */
export const BetBar = (props: BetBarProps) => {
  const { t } = useTranslation();
  const { count, amountMinor, slipCount, busy, closed } = props;
  return (
    <div className="lott-bar" data-testid="bet-bar">
      <div className="lott-bar__top">
        <p className="lott-bar__sum">
          <span data-testid="bet-count">{t('lottery.bet.count', { count })}</span>
          <b className="lott-bar__amount" data-testid="bet-amount">
            {minorToMoney(amountMinor)}
          </b>
        </p>
        <button
          type="button"
          className="lott-bar__link"
          onClick={props.onChase}
          disabled={count === 0 || closed}
          data-testid="open-chase"
        >
          {t('lottery.bet.chase')}
        </button>
        <button
          type="button"
          className="lott-bar__link"
          onClick={props.onOpenSlip}
          data-testid="open-slip"
        >
          {t('lottery.bet.slipCount', { count: slipCount })}
        </button>
      </div>
      <div className="lott-bar__actions">
        <button
          type="button"
          className="button button--outline-primary"
          onClick={props.onAdd}
          disabled={count === 0}
          data-testid="add-to-slip"
        >
          {t('lottery.bet.addToSlip')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={props.onPlace}
          disabled={busy || closed || (count === 0 && slipCount === 0)}
          data-testid="place-bet"
        >
          {closed ? t('lottery.bet.closed') : t('lottery.bet.placeBet')}
        </button>
      </div>
    </div>
  );
};
