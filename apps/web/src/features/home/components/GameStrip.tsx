import type { GameCategory } from '@lotto/contract';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { useGameCategories } from '../api/queries';
import '../home.css';

/** Slots have their own centre, which the strip's second entry opens. */
const OWN_ENTRY: readonly GameCategory[] = ['RNG'];

const pathOf = (category: GameCategory) =>
  category === 'LOTT' ? paths.lottery : `${paths.gameList}?gameType=${category}`;

/**
 * A compact, swipeable strip of ways into the games: the game centre, the slots centre and
 * each category the site offers (named by the server in the current language).
 */
export const GameStrip = () => {
  const { t } = useTranslation();
  const categories = (useGameCategories() ?? []).filter((c) => !OWN_ENTRY.includes(c.gameCategory));
  return (
    <nav className="game-strip" aria-label={t('games.stripTitle')} data-testid="home-game-strip">
      <Link className="game-strip__item game-strip__item--lead" to={paths.gameCenter}>
        {t('games.stripAll')}
      </Link>
      <Link className="game-strip__item game-strip__item--lead" to={paths.slotsCenter}>
        {t('games.stripSlots')}
      </Link>
      {categories.map((c) => (
        <Link
          key={c.gameCategory}
          className="game-strip__item"
          data-testid={`strip-${c.gameCategory}`}
          to={pathOf(c.gameCategory)}
        >
          {c.name}
        </Link>
      ))}
    </nav>
  );
};
