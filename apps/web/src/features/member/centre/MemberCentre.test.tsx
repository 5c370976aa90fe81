import type { SiteStatus } from '@lotto/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiTokenSource } from '../../../shared/api/client';
import { chooseLanguage } from '../../../shared/i18n';
import { sessionStore } from '../../../shared/session/session-store';
import { siteKeys } from '../../../shared/site/site-status';
import { TEST_SITE_STATUS } from '../../../shared/site/site-status.test-support';
import { MemberCentre } from './MemberCentre';

const DAY = 86_400_000;

/** The member info and balance endpoints as the server answers demo01. */
const fakeServer = (info: { type?: number; toUpline?: boolean; vip?: string | null } = {}) => {
  const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }));
  vi.stubGlobal('fetch', async (url: string) => {
    if (url.includes('/wps/member/info')) {
      return ok({
        id: 1,
        account: 'demo01',
        userName: 'demo01',
        nickname: 'Demo Player',
        type: info.type ?? 0,
        regDate: Date.now() - 12 * DAY,
        mobile: null,
        email: null,
        vip: info.vip ?? null,
        toUpline: info.toUpline ?? false,
      });
    }
    return ok({
      sumBalance: '1234.50',
      balance: [{ accountTypeId: 1, availBalance: '1234.50' }],
      currency: 'MMK',
      currencySymbol: 'K',
    });
  });
};

const show = (site: Partial<SiteStatus['mobileTemplate']> = {}, whitelabel = {}) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData([...siteKeys.status, 'EN'], {
    ...TEST_SITE_STATUS,
    mobileTemplate: { ...TEST_SITE_STATUS.mobileTemplate, ...site },
    info: { ...TEST_SITE_STATUS.info, whitelabel },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/m/mine']}>
        <MemberCentre unclaimedRewards={3} renderDownload={() => <p>download popup</p>} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

const signIn = () =>
  sessionStore.save({ token: 'member-token', merchantCode: 'demo', userName: 'demo01', type: 0 });

beforeEach(async () => {
  await chooseLanguage('EN');
  setApiTokenSource(sessionStore.token);
});
afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('the member centre', () => {
  it('shows a visitor the login block, and entries that lead to login', () => {
    show();
    expect(screen.getByTestId('mine-guest')).toBeTruthy();
    const item = screen.getByTestId('mine-item-bettingRecord');
    expect(item.getAttribute('href')).toBe('/m/login');
  });

  it('shows the member by account name, days since registration, no VIP label at level 0', async () => {
    fakeServer();
    signIn();
    show({ mem_cen: '0' });
    expect((await screen.findByTestId('mine-name')).textContent).toBe('demo01');
    expect(screen.getByTestId('mine-days').textContent).toBe('12 days with us');
    expect(screen.queryByTestId('mine-vip')).toBeNull();
    expect((await screen.findByTestId('mine-balance')).textContent).toContain('1,234.50');
    expect(screen.getByTestId('member-centre').dataset.template).toBe('base');
    const badge = within(screen.getByTestId('mine-item-rewardCenter')).getByTestId(
      'mine-unclaimed',
    );
    expect(badge.textContent).toContain('3');
    expect(screen.getByTestId('mine-identity').getAttribute('href')).toBe('/m/member/benefits');
  });

  it('uses the new layout with mem_cen 1: deposit and withdraw under the balance', async () => {
    fakeServer({ type: 1, toUpline: true, vip: 'VIP2' });
    signIn();
    show({ mem_cen: '1' });
    expect((await screen.findByTestId('mine-vip')).textContent).toBe('VIP2');
    expect(screen.getByTestId('member-centre').dataset.template).toBe('new');
    expect(within(screen.getByTestId('mine-quick')).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByTestId('mine-item-agent').getAttribute('href')).toBe('/m/agent');
    expect(screen.getByTestId('mine-item-upLineTransfer')).toBeTruthy();
  });

  it('follows the switches: no benefits link, no reward centre, no feedback', async () => {
    fakeServer();
    signIn();
    show({ mem_cen: '0' }, { VIPBENEFIT: false, REWCEN3: false, FEEDBACK3: false });
    expect((await screen.findByTestId('mine-identity')).getAttribute('href')).toBeNull();
    expect(screen.queryByTestId('mine-item-rewardCenter')).toBeNull();
    expect(screen.queryByTestId('mine-item-feedback')).toBeNull();
    expect(screen.queryByTestId('mine-tile-benefits')).toBeNull();
  });
});
