import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAdminTransport } from '../../shared/api/call';
import { chooseLanguage } from '../../shared/i18n';
import { renderAdmin } from '../../test/render';
import { ReportsPage } from './ReportsPage';

// The charts draw on a canvas jsdom has not; the e2e spec looks at them.
vi.mock('./DailyCharts', () => ({ default: () => <div data-testid="daily-charts" /> }));

const money = { stake: '0.00', validStake: '0.00', payout: '0.00', ggr: '0.00' };
const ledger = {
  deposits: '0.00',
  withdrawals: '0.00',
  bonuses: '0.00',
  rebates: '0.00',
  commissions: '0.00',
  ngr: '0.00',
};
const figures = (over: object = {}) => ({
  activeMembers: 0,
  newMembers: 0,
  firstDeposits: 0,
  firstDepositAmount: '0.00',
  depositCount: 0,
  withdrawalCount: 0,
  bets: 0,
  ...money,
  ...ledger,
  ...over,
});
const agentFigures = (over: object = {}) => ({
  activeMembers: 0,
  newMembers: 0,
  ...money,
  ...ledger,
  ...over,
});

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value }), { status: 200 });

/** A fake server answering each report from `answers` by its path, noting every URL asked. */
const serve = (answers: Record<string, (url: URL) => unknown>) => {
  const asked: URL[] = [];
  setAdminTransport(async (input) => {
    const url = new URL(String(input), 'http://admin.test');
    asked.push(url);
    const answer = answers[url.pathname];
    if (!answer) throw new Error(`unexpected ${url.pathname}`);
    return ok(answer(url));
  });
  return asked;
};

const busyDay = figures({
  activeMembers: 3,
  bets: 12,
  stake: '1500.00',
  ggr: '-250.00',
  ngr: '-300.50',
});
const daily = (url: URL) => ({
  from: url.searchParams.get('from'),
  to: url.searchParams.get('to'),
  rows: [
    { day: '2026-03-01', ...busyDay },
    { day: '2026-03-02', ...figures() },
  ],
  totals: busyDay,
});

afterEach(() => chooseLanguage('EN'));

describe('ReportsPage', () => {
  it('shows the days with their totals, losses in red, the charts and the CSV link', async () => {
    const asked = serve({ '/admin/api/reports/daily': daily });
    renderAdmin(<ReportsPage />);
    expect(await screen.findByText('2026-03-01')).toBeTruthy();
    expect(await screen.findByTestId('daily-charts')).toBeTruthy();
    expect(screen.getByText('Total')).toBeTruthy();
    expect(screen.getAllByText('1,500.00')).toHaveLength(2);
    for (const cell of screen.getAllByText('-300.50')) {
      expect(cell.className).toBe('report-negative');
    }
    const range = asked[0]?.searchParams;
    expect(range?.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const csv = screen.getByText('Download CSV').closest('a') as HTMLAnchorElement;
    expect(csv.getAttribute('href')).toBe(
      `/admin/api/reports/daily/csv?from=${range?.get('from')}&to=${range?.get('to')}`,
    );
  });

  it('says a range without activity is empty instead of listing zeros', async () => {
    serve({
      '/admin/api/reports/daily': () => ({
        from: '2026-03-01',
        to: '2026-03-01',
        rows: [{ day: '2026-03-01', ...figures() }],
        totals: figures(),
      }),
    });
    renderAdmin(<ReportsPage />);
    expect(await screen.findByText('No activity in these days.')).toBeTruthy();
    expect(screen.queryByTestId('daily-charts')).toBeNull();
  });

  it('shows the error with a retry when a report cannot be read', async () => {
    setAdminTransport(
      async () =>
        new Response(
          JSON.stringify({ success: false, code: 'request_param_err', message: 'Bad range' }),
          { status: 400 },
        ),
    );
    renderAdmin(<ReportsPage />);
    expect(await screen.findByText('Could not load this page.')).toBeTruthy();
    expect(screen.getByText('Try again')).toBeTruthy();
  });

  it('drills from the top agents into one agent’s downlines and back', async () => {
    const asked = serve({
      '/admin/api/reports/daily': daily,
      '/admin/api/reports/agents': (url) => {
        const agentId = url.searchParams.get('agentId');
        const row = agentId
          ? { memberId: 8, username: 'member08', teamSize: 0, ...agentFigures({ stake: '10.00' }) }
          : { memberId: 3, username: 'agent01', teamSize: 5, ...agentFigures({ stake: '900.00' }) };
        return {
          from: '2026-03-01',
          to: '2026-03-30',
          agent: agentId ? { memberId: 3, username: 'agent01' } : null,
          pageNum: 1,
          totalPages: 1,
          totalCount: 1,
          rows: [row],
          totals: agentFigures({ stake: row.stake }),
        };
      },
    });
    renderAdmin(<ReportsPage />);
    await screen.findByText('2026-03-01');
    act(() => {
      fireEvent.click(screen.getByText('Agents'));
    });
    fireEvent.click(await screen.findByText('agent01'));
    expect(await screen.findByText('member08')).toBeTruthy();
    expect(screen.getByText('Direct downlines of agent01')).toBeTruthy();
    expect(asked.at(-1)?.searchParams.get('agentId')).toBe('3');
    const csv = screen.getByText('Download CSV').closest('a') as HTMLAnchorElement;
    expect(csv.getAttribute('href')).toContain('/admin/api/reports/agents/csv?');
    expect(csv.getAttribute('href')).toContain('agentId=3');
    // member08 leads no team: nothing to drill into.
    expect(screen.getByText('member08').closest('button')).toBeNull();
    fireEvent.click(screen.getByText('Top agents'));
    expect((await screen.findByText('agent01')).closest('button')).toBeTruthy();
  });

  it('explains each figure in the operator’s language', async () => {
    chooseLanguage('ZH');
    serve({ '/admin/api/reports/daily': daily });
    renderAdmin(<ReportsPage />);
    await screen.findByText('2026-03-01');
    const header = within(document.querySelector('thead') as HTMLElement);
    expect(header.getByText('投注额')).toBeTruthy();
    expect(screen.getByText('每日')).toBeTruthy();
  });
});
