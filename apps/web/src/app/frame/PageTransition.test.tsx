import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PageTransition } from './PageTransition';
import { trackSwipes } from './swipe-back';

/** A page with a back button and one that renders it again. */
const Harness = () => {
  const navigate = useNavigate();
  const [renders, setRenders] = useState(0);
  return (
    <PageTransition>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        again {renders}
      </button>
    </PageTransition>
  );
};

const touch = (type: 'touchstart' | 'touchend', clientX: number) => {
  const event = new Event(type);
  Object.assign(
    event,
    type === 'touchstart' ? { touches: [{ clientX }] } : { changedTouches: [{ clientX }] },
  );
  window.dispatchEvent(event);
};

const transition = () => document.querySelector('.page')?.getAttribute('data-transition');

beforeAll(() => trackSwipes());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PageTransition', () => {
  it('skips the fade after a back swipe, and keeps it skipped when the page renders later', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    render(
      <MemoryRouter initialEntries={['/m/home', '/m/activity']} initialIndex={1}>
        <Harness />
      </MemoryRouter>,
    );
    expect(transition()).toBe('fade');
    touch('touchstart', 4);
    touch('touchend', 180);
    fireEvent.click(screen.getByText('back'));
    expect(transition()).toBe('none');
    // Two seconds on (a slow chunk), the swipe is forgotten: the page rendered again stays still.
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByText(/again/));
    expect(screen.getByText('again 1')).toBeTruthy();
    expect(transition()).toBe('none');
  });
});
