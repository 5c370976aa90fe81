import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { usePopularLotteries } from '../api/queries';
import { Countdown } from '../components/Countdown';
import { betPathOf } from '../components/GameCard';
import '../lottery.css';

/**
 * The popular lotteries strip (home and the lobby): the most staked games of the week, each
 * with its countdown to close. Nothing while it loads or fails: it is an extra, not the page.
 */
export default function PopularLotteries({ more = true }: { more?: boolean }) {
  const { t } = useTranslation();
  const popular = usePopularLotteries();
  const games = popular.data?.list ?? [];
  if (games.length === 0) return null;
  return (
    <section
      className="lott-popular-wrap"
      aria-labelledby="lott-popular-title"
      data-testid="popular-lotteries"
    >
      <div className="lott-popular-head">
        <h2 className="lott-section-title" id="lott-popular-title">
          {t('lottery.lobby.popular')}
        </h2>
        {more && (
          <Link className="lott-popular-head__more" to={paths.lottery}>
            {t('lottery.lobby.more')}
          </Link>
        )}
      </div>
      <ul className="lott-popular">
        {games.map((game) => (
          <li key={game.code} className="lott-popular__item">
            <Link
              className="lott-popular__link"
              to={betPathOf(game.code)}
              data-testid={`popular-lottery-${game.code}`}
            >
              <span className="lott-popular__name">{game.name}</span>
              <span className="lott-popular__family">{t(`lottery.families.${game.family}`)}</span>
              {game.nextDraw ? (
                <Countdown until={game.nextDraw.closesAt} />
              ) : (
                <span className="lott-popular__family">{t('lottery.lobby.noDraw')}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
