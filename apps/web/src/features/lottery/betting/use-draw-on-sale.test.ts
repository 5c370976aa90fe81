import type { LotteryGameAnswer } from '@lotto/contract';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { syncServerClock } from '../model/clock';
import { useDrawOnSale } from './use-draw-on-sale';

const NOW = 1_795_000_000_000;

const answerWith = (drawNo: string, status: 'open' | 'closed', closesAt: number) =>
  ({
    currentDraw: {
      drawNo,
      status,
      opensAt: closesAt - 60_000,
      closesAt,
      drawAt: closesAt + 10_000,
      seedHash: 'ab',
    },
  }) as LotteryGameAnswer;

describe('useDrawOnSale', () => {
  it('stops sales at the close, asks for the next draw, and says it moved on', () => {
    syncServerClock(NOW);
    const refetch = vi.fn();
    const { result, rerender } = renderHook(({ answer }) => useDrawOnSale(answer, refetch), {
      initialProps: { answer: answerWith('20261124-0001', 'open', NOW + 30_000) },
    });
    expect(result.current.open).toBe(true);
    expect(result.current.moved).toBeNull();

    act(() => result.current.closeNow());
    expect(result.current.open).toBe(false);
    expect(refetch).toHaveBeenCalled();

    rerender({ answer: answerWith('20261124-0001', 'closed', NOW + 30_000) });
    expect(result.current.open).toBe(false);
    rerender({ answer: answerWith('20261124-0002', 'open', NOW + 90_000) });
    expect(result.current.open).toBe(true);
    expect(result.current.moved).toEqual({ from: '20261124-0001', to: '20261124-0002' });
  });

  it('sells nothing when the draw on the page has closed by the server clock', () => {
    syncServerClock(NOW);
    const { result } = renderHook(() =>
      useDrawOnSale(answerWith('20261124-0001', 'open', NOW - 1), vi.fn()),
    );
    expect(result.current.open).toBe(false);
  });
});
