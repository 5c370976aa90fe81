import { MATCH_PICKS, type MatchPick, type SportsMatch } from '@lotto/contract';
import { TeamBadge } from '../../shared/ui/team-badge/TeamBadge';
import { t } from '../texts';

interface Props {
  match: SportsMatch;
  chosen: MatchPick | null;
  disabled: boolean;
  onPick: (pick: MatchPick) => void;
}

/** One upcoming match: league and kick-off, both teams, and the odds of each pick to tap. */
export const MatchCard = ({ match, chosen, disabled, onPick }: Props) => (
  <li
    className={`match-card${chosen ? ' match-card--chosen' : ''}`}
    data-testid="match-card"
    data-match={match.matchId}
  >
    <p className="match-card__head">
      <span className="match-card__league">{match.league}</span>
      <time className="match-card__time" dateTime={new Date(match.kickOffAt).toISOString()}>
        {match.matchTime}
      </time>
    </p>
    <div className="match-card__teams">
      <span className="match-card__team">
        <TeamBadge icon={match.homeTeamIcon} size={34} />
        <span className="match-card__name">{match.homeTeam}</span>
      </span>
      <span className="match-card__vs">{t('versus')}</span>
      <span className="match-card__team match-card__team--away">
        <span className="match-card__name">{match.awayTeam}</span>
        <TeamBadge icon={match.awayTeamIcon} size={34} />
      </span>
    </div>
    <fieldset className="match-card__odds">
      <legend className="visually-hidden">
        {t('oddsFor', { match: `${match.homeTeam} – ${match.awayTeam}` })}
      </legend>
      {MATCH_PICKS.map((pick) => {
        const odds = match.odds[pick];
        if (!odds) return null;
        return (
          <button
            key={pick}
            type="button"
            className="match-card__pick"
            aria-pressed={chosen === pick}
            disabled={disabled}
            onClick={() => onPick(pick)}
            data-testid={`pick-${pick}`}
          >
            <span className="match-card__pick-label">{t(pick)}</span>
            <strong className="match-card__pick-odds">{odds}</strong>
          </button>
        );
      })}
    </fieldset>
  </li>
);
