import type { RealitySessionAnswer } from '@lotto/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiTokenSource } from '../../shared/api/client';
import { chooseLanguage } from '../../shared/i18n';
import { sessionStore } from '../../shared/session/session-store';
import { RealityCheck } from './RealityCheck';

const MINUTE = 60_000;

/** The session endpoint: a session 14 minutes old with a 15-minute check, then 15 minutes. */
const fakeServer = (answers: RealitySessionAnswer[]) => {
  let call = 0;
  const fetch = vi.fn(
    async () =>
      new Response(
        JSON.stringify({ success: true, value: answers[Math.min(call++, answers.length - 1)] }),
      ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

const show = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RealityCheck />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

beforeEach(async () => {
  await chooseLanguage('EN');
  setApiTokenSource(sessionStore.token);
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the reality check', () => {
  it('shows the time played and the session net when the interval comes round', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const now = Date.now();
    const startedAt = now - 14 * MINUTE;
    const fetch = fakeServer([
      { startedAt, now, net: '-12.50', realityCheckMinutes: 15 },
      { startedAt, now: now + MINUTE, net: '-20.00', realityCheckMinutes: 15 },
    ]);
    sessionStore.save({ token: 'member-token', merchantCode: 'demo', userName: 'demo01', type: 0 });
    show();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(screen.queryByTestId('reality-modal')).toBeNull();
    await vi.advanceTimersByTimeAsync(MINUTE + 1000);
    const modal = await screen.findByTestId('reality-modal');
    expect(modal.textContent).toContain('You have played for 15 minutes.');
    expect(modal.textContent).toContain('K -20.00');
  });

  it('asks nothing for a free-trial account', async () => {
    const fetch = fakeServer([]);
    sessionStore.save({ token: 'trial-token', merchantCode: 'demo', userName: 'trial', type: 4 });
    show();
    // Past the shell's wait for an idle moment (a timeout where there is no idle callback).
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetch).not.toHaveBeenCalled();
  });
});
