import type { RoundView } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import { netOf, signedNetOf, summaryOf } from './summary';

const round = (over: Partial<RoundView>): RoundView => ({
  roundId: 'r',
  nodeId: '1',
  stake: '10.00',
  win: '0.00',
  status: 'settled',
  choice: { kind: 'slot' },
  outcome: null,
  fair: null,
  createdAt: 1,
  settledAt: 2,
  ...over,
});

describe('round summaries', () => {
  it('say in a few characters what happened', () => {
    expect(summaryOf(round({ outcome: { kind: 'slot', reels: [], multiplier: '2.50' } }))).toBe(
      '×2.50',
    );
    expect(
      summaryOf(
        round({
          choice: { kind: 'table', side: 'player' },
          outcome: { kind: 'table', player: 14, banker: 9 },
        }),
      ),
    ).toBe('A : 9');
    expect(
      summaryOf(
        round({ choice: { kind: 'dice', target: 50 }, outcome: { kind: 'dice', roll: 4217 } }),
      ),
    ).toBe('42.17 < 50');
    expect(
      summaryOf(
        round({
          choice: { kind: 'crash', cashOut: 150 },
          outcome: { kind: 'crash', crashPoint: 123 },
        }),
      ),
    ).toBe('1.23× / 1.50×');
  });

  it('show the net result of the round', () => {
    expect(netOf(round({ win: '25.00' }))).toBe('+15.00');
    expect(netOf(round({ win: '0.00' }))).toBe('-10.00');
    expect(netOf(round({ win: '10.00' }))).toBe('0.00');
  });

  it('say the net in money with its sign (A.20)', () => {
    expect(signedNetOf(round({ stake: '0.10', win: '0.02' }), 'K')).toBe('−K 0.08');
    expect(signedNetOf(round({ stake: '10.00', win: '25.00' }), 'K')).toBe('+K 15.00');
    expect(signedNetOf(round({ stake: '10.00', win: '10.00' }), 'K')).toBe('K 0.00');
  });
});
