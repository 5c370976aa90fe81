import type { ClubBenefitAnswer } from '@lotto/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiTokenSource } from '../../../shared/api/client';
import { chooseLanguage } from '../../../shared/i18n';
import { sessionStore } from '../../../shared/session/session-store';
import BenefitsScreen from './BenefitsScreen';

const LEVEL = {
  rebatePercent: 0.3,
  withdrawCount: 3,
  withdrawLimit: '20000.00',
  upgradeBonus: '18.00',
};
const ANSWER: ClubBenefitAnswer = {
  level: 1,
  validStake: '156.50',
  deposit: '0.00',
  next: { level: 2, validStakeLeft: '843.50', depositLeft: '500.00' },
  levels: [
    { level: 1, name: 'VIP1', validStake: '50.00', deposit: '0.00', ...LEVEL },
    { level: 2, name: 'VIP2', validStake: '1000.00', deposit: '500.00', ...LEVEL },
  ],
};

/** The club benefit endpoint answering each call with the next of `answers`. */
const fakeServer = (...answers: Response[]) => {
  let call = 0;
  vi.stubGlobal('fetch', async () => answers[Math.min(call++, answers.length - 1)]);
};
const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }));
const failure = (status: number, errorCode: string) =>
  new Response(JSON.stringify({ success: false, errorCode, message: errorCode }), { status });

const show = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/m/member/benefits']}>
        <BenefitsScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

beforeEach(async () => {
  await chooseLanguage('EN');
  setApiTokenSource(sessionStore.token);
  sessionStore.save({ token: 'member-token', merchantCode: 'demo', userName: 'demo01', type: 0 });
});
afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('the VIP benefits screen', () => {
  it('shows the level, both progress bars and the next level’s benefits', async () => {
    fakeServer(ok(ANSWER));
    show();
    expect((await screen.findByTestId('vip-level')).textContent).toBe('VIP1');
    expect(screen.getByTestId('vip-bar-stake').textContent).toContain('K 843.50 to go');
    expect(screen.getByTestId('vip-bar-deposit').textContent).toContain('K 500.00 to go');
    expect(screen.getByTestId('vip-detail').textContent).toContain('To reach VIP2');
    fireEvent.click(screen.getByTestId('vip-tab-1'));
    expect(screen.getByTestId('vip-detail').textContent).toContain('To reach VIP1');
    expect(screen.getByTestId('vip-benefit-rebate').textContent).toContain('0.30 %');
  });

  it('says so at the top level and without levels', async () => {
    fakeServer(ok({ ...ANSWER, level: 2, next: null }));
    show();
    expect(await screen.findByText(/highest level/)).toBeTruthy();
    cleanup();
    fakeServer(ok({ ...ANSWER, level: 0, next: null, levels: [] }));
    show();
    expect((await screen.findByTestId('vip-empty')).textContent).toContain('no VIP levels');
    expect(screen.getByTestId('vip-level').textContent).toBe('No VIP level yet');
  });

  it('offers a retry after a failure, and names a switched-off feature', async () => {
    fakeServer(failure(500, 'request.invalid'), ok(ANSWER));
    show();
    fireEvent.click(await screen.findByText('Loading failed, click to retry'));
    expect((await screen.findByTestId('vip-level')).textContent).toBe('VIP1');
    cleanup();
    fakeServer(failure(403, 'function.not.available'));
    show();
    expect(await screen.findByText(/not available on this site/)).toBeTruthy();
  });
});
