import type { LotteryGameSummary } from '@lotto/contract';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { Countdown } from './Countdown';
import { ResultBalls } from './ResultBalls';

export const FamilyIcon = ({ family }: { family: LotteryGameSummary['family'] }) => {
  const { t } = useTranslation();
  return (
    <span className={`lott-card__icon lott-card__icon--${family}`} aria-hidden="true">
      {t(`lottery.icons.${family}`)}
    </span>
  );
};

/** The betting page of a game, with the way back to where it was opened from. */
export const betPathOf = (code: string) => `${paths.startLottery}?code=${encodeURIComponent(code)}`;

/** A game in a lobby: its name, next draw with a live countdown to close, and the last result. */
export const GameCard = ({ game }: { game: LotteryGameSummary }) => {
  const { t } = useTranslation();
  const next = game.nextDraw;
  return (
    <li>
      <Link
        className="lott-card"
        to={betPathOf(game.code)}
        data-testid={`lottery-game-${game.code}`}
      >
        <FamilyIcon family={game.family} />
        <h3 className="lott-card__name">{game.name}</h3>
        <span className="lott-card__timer">
          {next ? (
            <>
              {t('lottery.lobby.closesIn')}
              <Countdown until={next.closesAt} />
            </>
          ) : (
            t('lottery.lobby.noDraw')
          )}
        </span>
        <span className="lott-card__draw">
          {next
            ? t('lottery.lobby.nextDraw', { drawNo: next.drawNo })
            : t(`lottery.families.${game.family}`)}
        </span>
        {game.lastResult && (
          <span className="lott-card__last">
            {t('lottery.lobby.lastResult')}
            <ResultBalls result={game.lastResult.result} size="sm" />
          </span>
        )}
      </Link>
    </li>
  );
};
