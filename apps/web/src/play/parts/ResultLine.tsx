import type { PlayKind, RoundView } from '@lotto/contract';
import { formatAmount, verdictOf } from '../money';
import { t } from '../texts';

/** Under the stage: the round in progress, or how the last round ended. */
export const ResultLine = ({
  kind,
  open,
  last,
  hidden,
  currency,
}: {
  kind: PlayKind;
  open: RoundView | null;
  last: RoundView | null;
  hidden: boolean;
  currency: string;
}) => {
  if (open) {
    const choice = open.choice;
    const pick =
      choice.kind === 'table' ? t(choice.side) : choice.kind === 'single' ? t(choice.pick) : '';
    return (
      <div className="result result--open" role="status" data-testid="round-open">
        <strong className="result__title">{t('roundOpen')}</strong>
        <span className="result__detail">
          {pick && `${t('yourPick', { pick })} · `}
          {currency} {formatAmount(open.stake)}
        </span>
        <span className="result__detail">
          {t(kind === 'single' ? 'roundOpenSingle' : 'roundOpenTable')}
        </span>
      </div>
    );
  }
  if (!last || hidden) return <div className="result" aria-hidden="true" />;
  const verdict = verdictOf(last.stake, last.win, kind === 'table');
  const outcome = last.outcome;
  const back = `${currency} ${formatAmount(last.win ?? '0.00')}`;
  const detail =
    outcome?.kind === 'crash' && last.choice.kind === 'crash' && verdict === 'win'
      ? t('cashedOut', { point: (last.choice.cashOut / 100).toFixed(2) })
      : outcome?.kind === 'dice'
        ? t('rolled', { roll: (outcome.roll / 100).toFixed(2) })
        : // A line under ×1 pays less than the stake (down to K 0.00 on the smallest stake):
          // say so, or the reels show a winning line under 'No win this time'.
          outcome?.kind === 'slot' && verdict === 'lose' && Number(outcome.multiplier) > 0
          ? t('linePaid', { multiplier: outcome.multiplier, amount: back })
          : null;
  return (
    <div className={`result result--${verdict}`} role="status" data-testid="round-result">
      <strong className="result__title" data-testid="round-verdict" data-verdict={verdict}>
        {verdict === 'win' ? t('win', { amount: back }) : t(verdict === 'push' ? 'push' : 'lose')}
      </strong>
      {detail && <span className="result__detail">{detail}</span>}
    </div>
  );
};
