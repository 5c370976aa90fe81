import type { RoundView } from '@lotto/contract';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { englishLeftovers } from '../../shared/i18n/leftovers.test-support';
import { History } from './History';

afterEach(cleanup);

const round = (at: Date): RoundView => ({
  roundId: 'r1',
  nodeId: '1',
  stake: '1.00',
  win: '2.00',
  status: 'settled',
  choice: { kind: 'slot' },
  outcome: { kind: 'slot', reels: [], multiplier: '2' },
  fair: null,
  createdAt: at.getTime(),
  settledAt: at.getTime(),
});

describe('the session history of the game page', () => {
  it('shows the time of a morning round on a 24-hour clock, with no AM or PM', () => {
    const { container } = render(<History rounds={[round(new Date(2026, 10, 28, 9, 5, 7))]} />);
    expect(container.textContent).toContain('09:05:07');
    expect(englishLeftovers(container.textContent ?? '')).toEqual([]);
  });
});
