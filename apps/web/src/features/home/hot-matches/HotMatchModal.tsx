import { type HotMatch, MATCH_PICKS } from '@lotto/contract';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { useSession } from '../../../shared/session/session-store';
import { TeamBadge } from '../../../shared/ui/team-badge/TeamBadge';
import { ModalDialog } from '../components/ModalDialog';

/** The launch screen's address for the match's sports game, opened on that match. */
export const betPathOf = (match: HotMatch): string =>
  `${paths.launchGame}?${new URLSearchParams({
    nodeId: match.nodeId,
    gameType: match.gameType,
    vassalage: match.vendor,
    matchId: String(match.matchId),
  })}`;

/**
 * The hot-match modal: league, both teams, kick-off, the odds of home, draw and away, and "Bet
 * now", which opens the sports game on this match (a visitor logs in first, as every game
 * launch asks). A modal dialog: focus stays inside, Escape closes it.
 */
export function HotMatchModal({ match, onClose }: { match: HotMatch; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const member = useSession() !== null;

  return (
    <ModalDialog
      name="hot-match-modal"
      testId="hot-match-modal"
      labelledBy="hot-match-title"
      onClose={onClose}
    >
      <p className="hot-match-modal__kicker">{t('homeContent.hotMatch')}</p>
      <h2 className="hot-match-modal__league" id="hot-match-title">
        {match.league}
      </h2>
      <div className="hot-match-modal__teams">
        <span className="hot-match-modal__team">
          <TeamBadge icon={match.homeTeamIcon} size={56} />
          <span className="hot-match-modal__name">{match.homeTeam}</span>
        </span>
        <span className="hot-match-modal__vs">{t('homeContent.versus')}</span>
        <span className="hot-match-modal__team">
          <TeamBadge icon={match.awayTeamIcon} size={56} />
          <span className="hot-match-modal__name">{match.awayTeam}</span>
        </span>
      </div>
      <p className="hot-match-modal__time" data-testid="hot-match-time">
        {t('homeContent.kickOff', { time: match.matchTime })}
      </p>
      <h3 className="hot-match-modal__odds-title">{t('homeContent.oddsTitle')}</h3>
      <dl className="hot-match-modal__odds">
        {MATCH_PICKS.map((pick) =>
          match.odds[pick] ? (
            <div className="hot-match-modal__odd" key={pick} data-testid={`odds-${pick}`}>
              <dt>{t(`homeContent.${pick}`)}</dt>
              <dd>{match.odds[pick]}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <button
        type="button"
        className="hot-match-modal__bet"
        data-testid="bet-now"
        onClick={() => navigate(member ? betPathOf(match) : paths.login)}
      >
        {member ? t('homeContent.betNow') : t('homeContent.loginToBet')}
      </button>
    </ModalDialog>
  );
}
