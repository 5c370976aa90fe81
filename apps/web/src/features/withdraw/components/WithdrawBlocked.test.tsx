import type { WithdrawOverview } from '@lotto/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../shared/i18n';
import { WithdrawBlocked } from './WithdrawBlocked';

const view = (left: string, paymentPasswordSet: boolean) =>
  ({
    turnover: { required: '1000.00', played: '250.00', left },
    paymentPasswordSet,
  }) as unknown as WithdrawOverview;

const shown = (overview: WithdrawOverview) =>
  render(
    <MemoryRouter>
      <WithdrawBlocked view={overview} id="why" />
    </MemoryRouter>,
  );

describe('WithdrawBlocked', () => {
  afterEach(cleanup);

  it('says what turnover is left and links to the slots, which count in full', async () => {
    await chooseLanguage('EN');
    shown(view('750.00', true));
    expect(screen.getByTestId('withdraw-blocked').textContent).toContain('K 750.00 of valid bets');
    expect(screen.getByRole('link', { name: 'Play slots' }).getAttribute('href')).toBe(
      '/m/slotsCenter',
    );
  });

  it('asks for a payment password when only that is missing', async () => {
    await chooseLanguage('EN');
    shown(view('0.00', false));
    expect(screen.getByRole('link', { name: 'Set payment password' }).getAttribute('href')).toBe(
      '/m/member/paymentPassword',
    );
  });

  it('says nothing when the member may withdraw', () => {
    shown(view('0.00', true));
    expect(screen.queryByTestId('withdraw-blocked')).toBeNull();
  });

  it('speaks Burmese too', async () => {
    await chooseLanguage('MY');
    shown(view('750.00', true));
    expect(screen.getByTestId('withdraw-blocked').textContent).toContain('K 750.00');
    expect(screen.getByRole('link', { name: 'စလော့ ကစားရန်' })).toBeTruthy();
  });
});
