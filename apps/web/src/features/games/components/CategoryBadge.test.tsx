import { GAME_CATEGORIES } from '@lotto/contract';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { englishLeftovers } from '../../../shared/i18n/leftovers.test-support';
import { CategoryBadge } from './CategoryBadge';

afterEach(cleanup);

describe('CategoryBadge', () => {
  it('marks every category in Burmese, not with English initials', () => {
    for (const category of GAME_CATEGORIES) {
      const { container } = render(<CategoryBadge category={category} />);
      const mark = container.textContent ?? '';
      expect(mark, category).not.toBe('');
      expect(englishLeftovers(mark), category).toEqual([]);
      cleanup();
    }
  });
});
