import type { GameCategory } from '@lotto/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import { HotGameGrid } from './HotGameGrid';
import '../games.css';

interface HotGamesProps {
  /** A category's hot games, or HOT for the hot games of every category. */
  gameType: GameCategory;
  title: string;
  /** Where "More" leads: the hot tab of the matching list. */
  moreTo: string;
  /** How many tiles to show; the rest are one tap away. */
  shown?: number;
}

/** A titled grid of hot games, each tile launching its game (slots centre, home). */
export const HotGames = ({ gameType, title, moreTo, shown = 9 }: HotGamesProps) => {
  const { t } = useTranslation();
  return (
    <section data-testid={`hot-games-${gameType}`}>
      <div className="center-head">
        <h2 className="center-head__title">{title}</h2>
        <Link className="center-head__more" to={moreTo} data-testid="more-hot">
          {t('games.more')}
        </Link>
      </div>
      <HotGameGrid gameType={gameType} shown={shown} />
    </section>
  );
};
