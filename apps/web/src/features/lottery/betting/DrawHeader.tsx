import type { LotteryGameSummary } from '@lotto/contract';
import { useTranslation } from '../../../shared/i18n';
import { formatMoney, useBalance } from '../../../shared/session/balance';
import { useBalanceHidden } from '../../../shared/session/balance-visibility';
import { Countdown } from '../components/Countdown';
import { ResultBalls } from '../components/ResultBalls';

interface DrawHeaderProps {
  game: LotteryGameSummary;
  draw: { drawNo: string; closesAt: number } | null;
  open: boolean;
  onClosed: () => void;
  onShowResults: () => void;
}

/** The draw on sale with its countdown to close, and the last result (opens the results). */
export const DrawHeader = ({ game, draw, open, onClosed, onShowResults }: DrawHeaderProps) => {
  const { t } = useTranslation();
  const balance = useBalance().data;
  const hidden = useBalanceHidden();
  return (
    <section className="lott-draw" data-testid="draw-header">
      <div>
        <p className="lott-draw__no" data-testid="draw-no" data-draw-no={draw?.drawNo ?? ''}>
          {draw ? t('lottery.bet.drawNo', { drawNo: draw.drawNo }) : t('lottery.bet.waiting')}
        </p>
        <p className="lott-draw__state">
          {open ? t('lottery.bet.closesIn') : t('lottery.bet.closed')}
        </p>
        {balance && (
          <p className="lott-draw__no" data-testid="draw-balance">
            {t('lottery.bet.balance')} {balance.currencySymbol}{' '}
            {hidden ? '****' : formatMoney(balance.sumBalance)}
          </p>
        )}
      </div>
      <div className="lott-draw__timer">
        {draw && open ? (
          <Countdown until={draw.closesAt} onElapsed={onClosed} testId="close-countdown" />
        ) : (
          <span className="lott-countdown" data-testid="close-countdown">
            --:--
          </span>
        )}
      </div>
      {game.lastResult && (
        <button
          type="button"
          className="lott-draw__last"
          onClick={onShowResults}
          data-testid="last-result"
        >
          <span>{t('lottery.bet.lastDraw', { drawNo: game.lastResult.drawNo })}</span>
          <ResultBalls result={game.lastResult.result} size="sm" />
        </button>
      )}
    </section>
  );
};
