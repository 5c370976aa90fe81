import type { GameCategory } from '@lotto/contract';

/** A round badge per category, coloured by CSS (games.css) from the theme. */
export const CategoryBadge = ({ category }: { category: GameCategory }) => (
  <span className={`category-badge category-badge--${category.toLowerCase()}`} aria-hidden="true">
    {category === 'RNG' ? 'SL' : category.slice(0, 2)}
  </span>
);
