import { betTypeOf, selectionText } from '@lotto/contract';
import { useTranslation } from '../../../shared/i18n';
import { Sheet } from '../../../shared/ui/Sheet';
import { minorToMoney } from '../model/money';
import type { SlipItem } from './bet-form';

interface SlipSheetProps {
  items: SlipItem[];
  busy: boolean;
  closed: boolean;
  onRemove: (id: string) => void;
  onClear: () => void;
  onPlace: () => void;
  onClose: () => void;
}

/** The bet slip: each selection with its bets and amount, the total, and place all. */
export const SlipSheet = ({
  items,
  busy,
  closed,
  onRemove,
  onClear,
  onPlace,
  onClose,
}: SlipSheetProps) => {
  const { t, language } = useTranslation();
  const total = items.reduce((sum, item) => sum + item.amountMinor, 0);
  return (
    <Sheet title={t('lottery.bet.slip')} onClose={onClose} testId="slip-sheet">
      {items.length === 0 ? (
        <p className="lott-empty">{t('lottery.bet.slipEmpty')}</p>
      ) : (
        <ul className="lott-slip">
          {items.map((item) => {
            const type = betTypeOf(item.betType);
            return (
              <li key={item.id} className="lott-slip__item" data-testid="slip-item">
                <div className="lott-slip__main">
                  <b>{type?.name[language] ?? item.betType}</b>
                  <span className="lott-slip__selection">
                    {type ? selectionText(type, item.selection, language) : ''}
                  </span>
                  <span className="lott-muted">
                    {t('lottery.bet.count', { count: item.count })} · {item.unit} ·{' '}
                    {t('lottery.orders.multiple', { multiple: item.multiple })}
                  </span>
                </div>
                <b className="lott-slip__amount">{minorToMoney(item.amountMinor)}</b>
                <button
                  type="button"
                  className="lott-slip__remove"
                  aria-label={t('lottery.bet.remove')}
                  onClick={() => onRemove(item.id)}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="lott-slip__foot">
        <span>
          {t('lottery.bet.total')} <b data-testid="slip-total">{minorToMoney(total)}</b>
        </span>
        {items.length > 0 && (
          <button type="button" className="button button--small button--ghost" onClick={onClear}>
            {t('lottery.bet.clearSlip')}
          </button>
        )}
      </div>
      <button
        type="button"
        className="button button--primary button--block"
        disabled={busy || closed || items.length === 0}
        onClick={onPlace}
        data-testid="slip-place"
      >
        {closed ? t('lottery.bet.closed') : t('lottery.bet.placeBet')}
      </button>
    </Sheet>
  );
};
