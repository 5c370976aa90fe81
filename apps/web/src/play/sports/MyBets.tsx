import type { SportsBet } from '@lotto/contract';
import { formatAmount } from '../money';
import { t } from '../texts';

const teamOf = (bet: SportsBet) =>
  bet.pick === 'home' ? bet.homeTeam : bet.pick === 'away' ? bet.awayTeam : t('draw');

const BetLine = ({ bet, currency }: { bet: SportsBet; currency: string }) => {
  const won = bet.status === 'settled' && bet.win !== null && Number(bet.win) > 0;
  const state = bet.status === 'open' ? 'pending' : won ? 'won' : 'lost';
  return (
    <li className={`my-bet my-bet--${state}`} data-testid="my-bet" data-status={bet.status}>
      <div className="my-bet__main">
        <p className="my-bet__match">
          {bet.homeTeam} – {bet.awayTeam}
          {bet.score && (
            <span className="my-bet__score">
              {' '}
              {bet.score.home} : {bet.score.away}
            </span>
          )}
        </p>
        <p className="my-bet__meta">
          {bet.matchTime} · {t('yourPick', { pick: teamOf(bet) })} · ×{bet.odds}
        </p>
      </div>
      <div className="my-bet__money">
        <span className="my-bet__stake">
          {currency} {formatAmount(bet.stake)}
        </span>
        <span className={`my-bet__state my-bet__state--${state}`}>
          {state === 'pending'
            ? t('pending')
            : state === 'won'
              ? t('won', { amount: `${currency} ${formatAmount(bet.win ?? '0')}` })
              : t('lost')}
        </span>
      </div>
    </li>
  );
};

/** The member's bets on this game: pending ones first, then the latest settled. */
export const MyBets = ({ bets, currency }: { bets: readonly SportsBet[]; currency: string }) => (
  <section className="panel" aria-labelledby="my-bets-title">
    <h2 className="panel__title" id="my-bets-title">
      {t('myBets')}
    </h2>
    {bets.length === 0 ? (
      <p className="panel__hint">{t('noBets')}</p>
    ) : (
      <ul className="my-bets">
        {bets.map((bet) => (
          <BetLine key={bet.roundId} bet={bet} currency={currency} />
        ))}
      </ul>
    )}
  </section>
);
