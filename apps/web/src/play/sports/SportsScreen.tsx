import type { PlayStateAnswer } from '@lotto/contract';
import { useEffect, useState } from 'react';
import { formatAmount } from '../money';
import { t } from '../texts';
import { BetSlip } from './BetSlip';
import { MatchCard } from './MatchCard';
import { MyBets } from './MyBets';
import { type Slip, useSports } from './use-sports';
import './sports.css';

/** The match the launch named (?match=, from home's hot-match strip), picked home to start. */
const slipFromAddress = (): Slip | null => {
  const match = Number(new URLSearchParams(window.location.search).get('match'));
  return Number.isSafeInteger(match) && match > 0 ? { matchId: match, pick: 'home' } : null;
};

/**
 * A sports game: the upcoming matches of its schedule with their odds, a bet slip, and the
 * member's bets, pending until their match ends. Betting closes at kick-off.
 */
export const SportsScreen = ({ ticket, info }: { ticket: string; info: PlayStateAnswer }) => {
  const { loaded, board, balance, busy, error, placed, bet, reload, dismiss } = useSports(
    ticket,
    info,
  );
  const [slip, setSlip] = useState<Slip | null>(slipFromAddress);
  const currency = info.currencySymbol;
  const chosen = slip ? board.matches.find((m) => m.matchId === slip.matchId) : undefined;
  const missing = loaded && slip !== null && !chosen;
  const first = slipFromAddress()?.matchId;

  // The match the launch named comes into view once the list is there.
  useEffect(() => {
    if (!loaded || first === undefined) return;
    document.querySelector(`[data-match="${first}"]`)?.scrollIntoView({ block: 'center' });
  }, [loaded, first]);

  return (
    <main className="play sports" data-testid="play-screen" data-kind="match">
      <header className="play__top">
        <div className="play__game">
          <h1 className="play__name">{info.game.gameName}</h1>
          <span className="play__rtp">
            {t('rtp', { rtp: (info.game.rtpBasisPoints / 100).toFixed(2) })}
          </span>
        </div>
        <div className="play__wallet">
          <span className="play__wallet-label">{t('balance')}</span>
          <strong className="play__balance" data-testid="play-balance">
            {currency} {formatAmount(balance)}
          </strong>
        </div>
      </header>
      <p className="sports__hint">{t('sportsHint')}</p>
      {missing && (
        <p className="sports__notice" role="status" data-testid="match-gone">
          {t('matchGone')}
        </p>
      )}
      {placed && !error && (
        <p className="sports__placed" role="status" data-testid="bet-placed">
          {t('betPlaced')}
        </p>
      )}
      <section aria-labelledby="matches-title">
        <h2 className="sports__title" id="matches-title">
          {t('upcoming')}
        </h2>
        {!loaded ? (
          <p className="panel__hint">{t('loading')}</p>
        ) : board.matches.length === 0 ? (
          <p className="panel__hint">{t('noMatches')}</p>
        ) : (
          <ul className="sports__matches">
            {board.matches.map((match) => (
              <MatchCard
                key={match.matchId}
                match={match}
                chosen={slip?.matchId === match.matchId ? slip.pick : null}
                disabled={busy}
                onPick={(pick) => setSlip({ matchId: match.matchId, pick })}
              />
            ))}
          </ul>
        )}
      </section>
      <MyBets bets={board.bets} currency={currency} />
      {error && (
        <div className="play__error" role="alert" data-testid="play-error">
          <span>{error.message || t('networkError')}</span>
          {!loaded && (
            <button type="button" className="sports__retry" onClick={reload}>
              {t('retry')}
            </button>
          )}
          <button
            type="button"
            className="play__error-close"
            onClick={dismiss}
            aria-label={t('close')}
          >
            ×
          </button>
        </div>
      )}
      {slip && chosen && (
        <BetSlip
          slip={slip}
          match={chosen}
          minBet={info.game.minBet}
          maxBet={info.game.maxBet}
          currency={currency}
          busy={busy}
          onBet={(stake) => void bet(slip, stake)}
        />
      )}
    </main>
  );
};
