import type { PlayKind, RoundView } from '@lotto/contract';
import { formatAmount, verdictOf } from '../money';
import { signedNetOf } from '../summary';
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
  const verdict = verdictOf(last.stake, last.win);
  const outcome = last.outcome;
  const net = signedNetOf(last, currency);
  const detail =
    outcome?.kind === 'crash' && last.choice.kind === 'crash' && verdict === 'win'
      ? t('cashedOut', { point: (last.choice.cashOut / 100).toFixed(2) })
      : outcome?.kind === 'dice'
        ? t('rolled', { roll: (outcome.roll / 100).toFixed(2) })
        : outcome?.kind === 'slot' && Number(outcome.multiplier) > 0
          ? t('linePays', { multiplier: outcome.multiplier })
          : null;
  // What was paid and what was net, always: a line under ×1 pays something and still loses.
  const money = t('paidNet', { paid: `${currency} ${formatAmount(last.win ?? '0.00')}`, net });
  const title = { win: t('win', { amount: net }), push: t('push'), lose: t('lose') }[verdict];
  return (
    <div className={`result result--${verdict}`} role="status" data-testid="round-result">
      <strong className="result__title" data-testid="round-verdict" data-verdict={verdict}>
        {title}
      </strong>
      <span className="result__detail" data-testid="round-money">
        {money}
      </span>
      {detail && <span className="result__detail">{detail}</span>}
    </div>
  );
};
