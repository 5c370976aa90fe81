import type { GameCategory } from '@lotto/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { useVendors } from '../api/queries';
import { HotGameGrid } from '../components/HotGameGrid';
import { categoryPathOf } from '../model/game-paths';
import '../games.css';
import './popular.css';

/** Tiles a panel shows; "More" opens the whole list. */
const SHOWN = 9;

const moreOf = (category: GameCategory) =>
  category === 'HOT'
    ? `${paths.gameList}?gameType=HOT`
    : categoryPathOf(paths.gameList, paths.lottery, category);

/**
 * One category's hot games. Only the active panel is mounted, so only it loads; its list follows
 * the language 200 ms after a change (spec/02 section 4: HOT reloads then, see useHotGames).
 */
const PopularPanel = ({ category }: { category: GameCategory }) => {
  const { t } = useTranslation();
  return (
    <div
      className="popular__panel"
      role="tabpanel"
      id={`popular-panel-${category}`}
      aria-labelledby={`popular-tab-${category}`}
      data-testid={`popular-panel-${category}`}
    >
      <HotGameGrid gameType={category} shown={SHOWN} />
      <Link className="popular__more" to={moreOf(category)} data-testid="popular-more">
        {t('games.more')}
      </Link>
    </div>
  );
};

/**
 * Home's popular games (spec/02 "Home"): a scrolling menu of HOT and the site's categories,
 * and the active category's panel under it.
 */
export default function PopularGames() {
  const { t } = useTranslation();
  const vendors = useVendors();
  const [active, setActive] = useState<GameCategory>('HOT');
  const sorting = vendors.data?.sorting ?? [];
  // HOT leads the menu: the site's own entry when it lists one, else ours.
  const menu = sorting.some((s) => s.gameCategory === 'HOT')
    ? sorting
    : [{ gameCategory: 'HOT' as GameCategory, name: t('categories.HOT') }, ...sorting];
  return (
    <section className="popular" data-testid="popular-games" aria-labelledby="popular-title">
      <h2 className="popular__title" id="popular-title">
        {t('home.hotGames')}
      </h2>
      <div className="popular__menu" role="tablist" aria-label={t('home.hotGames')}>
        {menu.map(({ gameCategory, name }) => (
          <button
            key={gameCategory}
            type="button"
            role="tab"
            id={`popular-tab-${gameCategory}`}
            className="popular__tab"
            data-testid={`popular-tab-${gameCategory}`}
            aria-selected={gameCategory === active}
            aria-controls={`popular-panel-${gameCategory}`}
            onClick={(event) => {
              setActive(gameCategory);
              event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'center' });
            }}
          >
            {name}
          </button>
        ))}
      </div>
      <PopularPanel key={active} category={active} />
    </section>
  );
}
