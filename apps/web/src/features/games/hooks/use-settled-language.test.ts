import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../../../shared/i18n';
import { useSettledLanguage } from './use-settled-language';

describe('the language lists load in', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    void chooseLanguage('EN');
  });
  afterEach(() => vi.useRealTimers());

  it('follows a change 200 ms later, once for quick switches', () => {
    const { result } = renderHook(() => useSettledLanguage());
    expect(result.current).toBe('EN');
    act(() => void chooseLanguage('MY'));
    act(() => void vi.advanceTimersByTime(150));
    act(() => void chooseLanguage('EN'));
    act(() => void chooseLanguage('MY'));
    act(() => void vi.advanceTimersByTime(199));
    expect(result.current).toBe('EN');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe('MY');
  });
});
