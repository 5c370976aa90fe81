import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage, currentLanguage } from '../../../shared/i18n';
import { loginPassword, loginUsername, sameAs } from './rules';
import { useForm } from './use-form';

const setup = () =>
  renderHook(() =>
    useForm<'username' | 'password' | 'confirm'>(
      { username: '', password: '', confirm: '' },
      {
        username: loginUsername,
        password: loginPassword,
        confirm: (value, all) => sameAs(() => all.password)(value),
      },
    ),
  );

describe('useForm', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('focuses the first invalid field in display order', () => {
    const { result } = setup();
    const inputs = ['username', 'password', 'confirm'].map(() => document.createElement('input'));
    for (const input of inputs) document.body.append(input);
    act(() => {
      result.current.bind('username').ref(inputs[0] ?? null);
      result.current.bind('password').ref(inputs[1] ?? null);
      result.current.bind('confirm').ref(inputs[2] ?? null);
      result.current.setValue('username', 'demo01');
    });
    let ok = true;
    act(() => {
      ok = result.current.validate();
    });
    expect(ok).toBe(false);
    expect(document.activeElement).toBe(inputs[1]);
    expect(result.current.errors.username).toEqual([]);
    expect(result.current.errors.password).toHaveLength(1);
  });

  it('re-checks a touched confirmation when the password changes', () => {
    const { result } = setup();
    act(() => result.current.setValue('password', 'abc123'));
    act(() => result.current.setValue('confirm', 'abc12'));
    act(() => result.current.blur('confirm'));
    expect(result.current.errors.confirm).toHaveLength(1);
    act(() => result.current.setValue('password', 'abc12'));
    expect(result.current.errors.confirm).toEqual([]);
  });

  it('checks filled fields again 200 ms after the language changes', () => {
    const { result } = setup();
    act(() => result.current.setValue('username', 'bad name!'));
    expect(result.current.errors.username).toBeUndefined(); // untouched: no message yet
    act(() => void chooseLanguage(currentLanguage() === 'EN' ? 'MY' : 'EN'));
    act(() => vi.advanceTimersByTime(199));
    expect(result.current.errors.username).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.errors.username).toHaveLength(1);
    expect(result.current.errors.password).toBeUndefined(); // empty fields stay quiet
  });

  it('tells a submit button whether the given fields pass, without showing anything', () => {
    const { result } = setup();
    expect(result.current.isValid(['username'])).toBe(false);
    act(() => result.current.setValue('username', 'demo01'));
    expect(result.current.isValid(['username'])).toBe(true);
    expect(result.current.errors.username).toBeUndefined();
    expect(result.current.dirty).toBe(false);
  });
});
