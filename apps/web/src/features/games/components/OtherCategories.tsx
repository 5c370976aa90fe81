import type { GameCategory } from '@lotto/contract';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { useVendors } from '../api/queries';
import { categoryPathOf } from '../model/game-paths';

/** The panel lists every other category but the electronic lottery (spec/02 section 2). */
const HIDDEN: readonly string[] = ['ELOTT', 'ELOTTO'];

/** Links to the other game categories; the lottery opens its own screen. */
export const OtherCategories = ({
  current,
  onLeave,
}: {
  current: GameCategory;
  onLeave: () => void;
}) => {
  const { t } = useTranslation();
  const { data } = useVendors();
  const others = (data?.sorting ?? []).filter(
    (s) => s.gameCategory !== current && !HIDDEN.includes(s.gameCategory),
  );
  if (others.length === 0) return null;
  return (
    <nav
      className="filter-panel__group"
      aria-label={t('games.otherCategories')}
      data-testid="other-categories"
    >
      <h3 className="filter-panel__title">{t('games.otherCategories')}</h3>
      <div className="filter-panel__chips">
        {others.map((s) => (
          <Link
            key={s.gameCategory}
            className="chip chip--link"
            data-testid={`category-${s.gameCategory}`}
            to={categoryPathOf(paths.gameList, paths.lottery, s.gameCategory)}
            replace={s.gameCategory !== 'LOTT'}
            onClick={onLeave}
          >
            {s.name}
          </Link>
        ))}
      </div>
    </nav>
  );
};
