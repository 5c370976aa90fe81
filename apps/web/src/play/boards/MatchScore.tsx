import type { PlayOutcome } from '@lotto/contract';
import { useElapsed } from '../reveal';
import { t } from '../texts';

/** The score line: dashes while the match waits, goals counting up to the final score. */
export const MatchScore = ({
  outcome,
  live,
  revealKey,
  ms,
}: {
  outcome: Extract<PlayOutcome, { kind: 'single' }> | null;
  live: boolean;
  revealKey: string | null;
  ms: number;
}) => {
  const elapsed = useElapsed(revealKey, ms);
  const share = ms > 0 ? Math.min(1, elapsed / ms) : 1;
  const goals = (n: number) => Math.floor(n * share);
  const done = outcome !== null && share >= 1;
  return (
    <div className="match" data-testid="match-score">
      <span
        className={`match__team${done && outcome.result === 'home' ? ' match__team--won' : ''}`}
      >
        {t('home')}
      </span>
      <span className="match__score" data-testid="match-score-line">
        {outcome ? `${goals(outcome.homeGoals)} : ${goals(outcome.awayGoals)}` : '– : –'}
      </span>
      <span
        className={`match__team${done && outcome.result === 'away' ? ' match__team--won' : ''}`}
      >
        {t('away')}
      </span>
      {live && !outcome && <span className="match__live">LIVE</span>}
      {done && outcome.result === 'draw' && <span className="match__live">{t('draw')}</span>}
    </div>
  );
};
