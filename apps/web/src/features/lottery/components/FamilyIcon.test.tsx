import { LOTTERY_FAMILIES } from '@lotto/contract';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { englishLeftovers } from '../../../shared/i18n/leftovers.test-support';
import { FamilyIcon } from './GameCard';

afterEach(cleanup);

describe('FamilyIcon', () => {
  it('marks the Vietnamese and Thai lotteries in Burmese, not as VN and TH', () => {
    for (const family of LOTTERY_FAMILIES) {
      const { container } = render(<FamilyIcon family={family} />);
      expect(englishLeftovers(container.textContent ?? ''), family).toEqual([]);
      cleanup();
    }
  });
});
