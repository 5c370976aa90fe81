import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setAdminTransport } from '../../shared/api/call';
import { chooseLanguage } from '../../shared/i18n';
import { SessionProvider } from '../../shared/session';
import { renderAdmin } from '../../test/render';
import { LotteryGamesPage } from './GamesPage';
import { LotteryMonitorPage } from './MonitorPage';
import { LotteryOddsPage } from './OddsPage';
import { LotteryResultsPage } from './ResultsPage';
import type { AdminDrawCancel, AdminLotteryGame } from './types';

const game: AdminLotteryGame = {
  id: 3,
  code: '5D5',
  family: '5D',
  variant: null,
  name: { EN: '5D 5 Minutes', MY: '5D ၅ မိနစ်' },
  enabled: true,
  schedule: { firstDrawSec: 300, cycleSec: 300, lastDrawSec: 86_100, closeSec: 30 },
  drawsPerDay: 288,
  limits: {
    minBet: '0.00',
    maxBet: '50000.00',
    maxDraw: '200000.00',
    maxNumberLiability: '5000000.00',
  },
  minGroup: 1700,
  maxGroup: 1960,
  betTypes: ['5D_FIXED'],
};
const cancel = (requestedBy: string): AdminDrawCancel => ({
  id: 7,
  drawId: 41,
  gameCode: '5D5',
  drawNo: '20261129-0217',
  drawStatus: 'open',
  reason: 'The draw machine reported a fault',
  status: 'pending',
  requestedBy,
  decidedBy: null,
  decisionReason: null,
  refundedOrders: 0,
  refunded: '0.00',
  createdAt: 0,
  decidedAt: null,
});

/** A fake server answering each path with its value; the paths asked are kept. */
const serve = (answers: Record<string, unknown>) => {
  const asked: string[] = [];
  setAdminTransport(async (url) => {
    const path = String(url).split('?')[0] ?? '';
    asked.push(String(url));
    const value = answers[path];
    if (value === undefined) {
      return new Response(
        JSON.stringify({ success: false, errorCode: 'not.found', message: 'No such thing.' }),
        { status: 404 },
      );
    }
    return new Response(JSON.stringify({ success: true, value }), { status: 200 });
  });
  return asked;
};

const session = (username: string) => ({
  operator: { id: 1, username, role: 'finance', permissions: ['lottery.cancel'] },
  csrfToken: 'csrf',
});

const renderAt = (node: React.ReactNode, path = '/') =>
  renderAdmin(
    <MemoryRouter initialEntries={[path]}>
      <SessionProvider>{node}</SessionProvider>
    </MemoryRouter>,
  );

afterEach(() => chooseLanguage('EN'));

describe('the lottery pages', () => {
  it('lists the games with their draw rule in words and opens one to edit', async () => {
    serve({
      '/admin/api/session': session('demo_owner'),
      '/admin/api/lottery/games': { list: [game] },
    });
    renderAt(<LotteryGamesPage />);
    expect(
      await screen.findByText('every 5 min, 00:05–23:55, sales close 30 s before'),
    ).toBeTruthy();
    expect(screen.getByText('1700 – 1960')).toBeTruthy();
    fireEvent.click(screen.getByText('Edit'));
    expect(await screen.findByText('Edit 5D 5 Minutes')).toBeTruthy();
    expect(
      (screen.getByLabelText('Sales close before the draw (seconds)') as HTMLInputElement).value,
    ).toBe('30');
    // A rule between fields says its own words, not its id.
    fireEvent.change(screen.getByLabelText('Sales close before the draw (seconds)'), {
      target: { value: '400' },
    });
    fireEvent.click(screen.getByText('Save'));
    expect(
      await screen.findByText('Sales must close less than a cycle before the draw.'),
    ).toBeTruthy();
  });

  it('shows each tier’s return at both ends of the range, with 2 decimals', async () => {
    serve({
      '/admin/api/session': session('demo_owner'),
      '/admin/api/lottery/games': { list: [game] },
      '/admin/api/lottery/games/3/odds': {
        gameId: 3,
        minGroup: 1700,
        maxGroup: 1960,
        scale: 2000,
        floor: { exact: '17/20', percent: '85.0' },
        betTypes: [
          {
            code: '5D_FIXED',
            name: { EN: 'Fixed position', MY: 'နေရာ' },
            offered: true,
            basis: 'group',
            tiers: [
              {
                tier: 'hit',
                prize: '19.60',
                prizeExactMinor: '1960',
                chance: '1/10',
                rtpAtMin: { exact: '17/20', percent: '85.0' },
                rtpAtMax: { exact: '49/50', percent: '98.0' },
              },
            ],
          },
        ],
      },
    });
    renderAt(<LotteryOddsPage />, '/?game=3');
    expect(await screen.findByText('98.00 %', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('85.00 %')).toBeTruthy();
    expect(screen.getByText('RTP at 1960')).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: 'Offer Fixed position' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('shows a draw’s proof and the server’s check of it', async () => {
    serve({
      '/admin/api/session': session('demo_owner'),
      '/admin/api/lottery/games': { list: [game] },
      '/admin/api/lottery/games/3/results': {
        pageNum: 1,
        totalPages: 1,
        totalCount: 1,
        gameId: 3,
        derivation: 'sha256(seed) = seedHash',
        list: [
          {
            id: 9,
            drawNo: '20261129-0100',
            status: 'settled',
            closesAt: 0,
            drawAt: 0,
            drawnAt: 0,
            late: false,
            result: { family: '5D', digits: [1, 2, 3, 4, 5] },
            seedHash: 'a'.repeat(64),
            seed: 'b'.repeat(64),
            cancelReason: null,
            verified: true,
          },
        ],
      },
    });
    renderAt(<LotteryResultsPage />);
    expect(await screen.findByText('1 2 3 4 5')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getAllByText('a'.repeat(64)).length).toBeGreaterThan(0);
  });

  it('keeps the requester from deciding their own cancel: a second operator is needed', async () => {
    serve({
      '/admin/api/session': session('demo_finance'),
      '/admin/api/lottery/monitor': {
        now: 0,
        games: [
          {
            gameId: 3,
            code: '5D5',
            name: '5D 5 Minutes',
            enabled: true,
            graceMs: 60_000,
            next: [
              {
                drawId: 41,
                drawNo: '20261129-0217',
                status: 'open',
                closesAt: 90_000,
                drawAt: 120_000,
              },
            ],
          },
        ],
        alerts: [
          {
            kind: 'late',
            gameId: 3,
            code: '5D5',
            drawNo: '20261129-0100',
            drawId: 30,
            drawAt: -300_000,
            cancelPending: false,
          },
        ],
      },
      '/admin/api/lottery/cancels': {
        pageNum: 1,
        totalPages: 1,
        totalCount: 1,
        list: [cancel('demo_finance')],
      },
    });
    renderAt(<LotteryMonitorPage />);
    expect(await screen.findByText('1 draw(s) need attention')).toBeTruthy();
    expect(screen.getByText('in 2 min 0 s')).toBeTruthy();
    const requests = (await screen.findAllByText('Needs a second operator')).at(-1);
    const row = requests?.closest('tr');
    if (!row) throw new Error('no request row');
    // Roles are slow to compute over antd's table in jsdom: the buttons are found by text.
    const buttons = [...row.querySelectorAll('button')];
    const approve = buttons.find((b) => b.textContent === 'Approve');
    const reject = buttons.find((b) => b.textContent === 'Reject');
    expect([approve?.disabled, reject?.disabled]).toEqual([true, true]);
    // The draw with a request waiting has no second request button.
    expect(await screen.findAllByText('Cancel requested')).toHaveLength(1);
    await act(async () => chooseLanguage('MY'));
    expect(screen.getAllByText('ဒုတိယ အော်ပရေတာ လိုအပ်သည်').length).toBeGreaterThan(0);
  });
});
