import type { RoundView } from '@lotto/contract';
import { formatAmount, verdictOf } from '../money';
import { netOf, summaryOf } from '../summary';
import { t } from '../texts';

/** A 24-hour clock: the browser's locale would add an English AM or PM to a Burmese page. */
const clock = (epochMs: number) =>
  new Date(epochMs).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });

/** This session's settled rounds, newest first. */
export const History = ({ rounds }: { rounds: RoundView[] }) => (
  <section className="panel history" aria-labelledby="history-title">
    <h2 id="history-title" className="panel__title">
      {t('history')}
    </h2>
    {rounds.length === 0 ? (
      <p className="panel__hint">{t('noHistory')}</p>
    ) : (
      <ol className="history__list" data-testid="history">
        {rounds.map((round) => {
          const verdict = verdictOf(round.stake, round.win);
          return (
            <li key={round.roundId} className="history__row" data-testid="history-row">
              <span className={`history__dot history__dot--${verdict}`} aria-hidden="true" />
              <span className="history__time">{clock(round.settledAt ?? round.createdAt)}</span>
              <span className="history__summary">{summaryOf(round)}</span>
              <span className="history__stake">{formatAmount(round.stake)}</span>
              <span className={`history__net history__net--${verdict}`}>{netOf(round)}</span>
            </li>
          );
        })}
      </ol>
    )}
  </section>
);
