import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../shared/i18n';
import { fakeServer, renderScreen } from '../../test/fake-server';
import { MemberPage } from './MemberPage';

afterEach(() => chooseLanguage('EN'));

const limits = {
  limits: [{ kind: 'deposit', period: 'day', amount: '100.00', used: '20.00', pending: null }],
  realityCheckMinutes: 0,
  restriction: null,
};
const detail = {
  member: {
    id: 7,
    username: 'locked07',
    mobile: '959123456',
    type: 0,
    status: 'disabled',
    createdAt: 1_700_000_000_000,
    email: null,
    realName: null,
    vipLevel: 2,
    lastLoginAt: null,
    uplineId: 3,
    uplineName: 'agent03',
    lockReason: 'Chargeback under review',
    lockedAt: 1_700_000_100_000,
  },
  balances: [{ kind: 'main', balance: '12.50' }],
  sessions: [],
  limits,
};
const handlers = {
  'GET /admin/api/members/7': () => ({ value: detail }),
  'GET /admin/api/members/7/limits': () => ({ value: limits }),
  'PUT /admin/api/members/7/limits': () => ({ code: 'admin.limit.looser' }),
};

describe('MemberPage', () => {
  it('shows the profile with the lock, its reason and the upline’s link; no actions without members.manage', async () => {
    fakeServer(['members.read'], handlers);
    renderScreen('/members/:id', '/members/7', <MemberPage />);
    expect(await screen.findByText('Chargeback under review')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'agent03' }).getAttribute('href')).toBe('/members/3');
    expect(screen.getAllByText('Locked').length).toBeGreaterThan(0);
    for (const tab of [
      'Profile',
      'Balances',
      'Ledger',
      'Sessions',
      'Devices',
      'Records',
      'Limits',
    ]) {
      expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    }
    await waitFor(() => expect(screen.queryByRole('button', { name: /Unlock/ })).toBeNull());
    expect(screen.queryByRole('button', { name: /Change type/ })).toBeNull();
  });

  it('offers unlock and type to an operator with members.manage', async () => {
    fakeServer(['members.read', 'members.manage'], handlers);
    renderScreen('/members/:id', '/members/7', <MemberPage />);
    expect(await screen.findByRole('button', { name: /Unlock/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Change type/ })).toBeTruthy();
  });

  it('says in words why a looser limit is refused', async () => {
    const calls = fakeServer(['members.read', 'members.manage'], handlers);
    renderScreen('/members/:id', '/members/7?tab=limits', <MemberPage />);
    const form = (await screen.findByText('Set or lower a limit')).closest('.ant-card');
    if (!(form instanceof HTMLElement)) throw new Error('no limit form');
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '500.00' } });
    fireEvent.change(within(form).getByLabelText('Reason'), {
      target: { value: 'Asked by phone' },
    });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Set limit' }));
    });
    expect(await screen.findByText(/the new limit is above the one in force/)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      kind: 'deposit',
      period: 'day',
      amount: '500.00',
      reason: 'Asked by phone',
    });
    act(() => chooseLanguage('ZH'));
    expect(await screen.findByText(/新限额高于当前生效的限额/)).toBeTruthy();
  });
});
