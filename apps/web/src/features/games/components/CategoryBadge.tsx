import type { GameCategory } from '@lotto/contract';
import { useTranslation } from '../../../shared/i18n';

/** A round badge per category, coloured by CSS (games.css) from the theme, marked in the language. */
export const CategoryBadge = ({ category }: { category: GameCategory }) => {
  const { t } = useTranslation();
  return (
    <span className={`category-badge category-badge--${category.toLowerCase()}`} aria-hidden="true">
      {t(`games.marks.${category}`)}
    </span>
  );
};
